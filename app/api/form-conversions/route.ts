import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { readPageRequest, streamedJsonArray } from "@/lib/list-api";
import { countInbox, inboxMessageBatches, listInbox } from "@/lib/messages/inbox";
import { inboxQuerySchema } from "@/lib/messages/schemas";

/**
 * Spec: GET /form-conversions → {success, messages[]} of every status: the whole list, filtered by
 * ?search=&status=all (default)|received|started|completed|abandoned|processed&type=all|contact|project|quote
 * (&stage=, &owner=me, &spam=only), streamed a batch at a time with X-Total-Count, as the admin lists of
 * lib/list-api.ts are. `page` and/or `limit` ask for one page instead, with {pagination{total, page, limit, totalPages}}.
 */
export const GET = adminRoute("messages:read", async (request, _context, user) => {
  const query = readSearchParams(request, inboxQuerySchema);
  if (!readPageRequest(request.nextUrl.searchParams)) {
    const total = await countInbox(query, user.id);
    return streamedJsonArray(
      inboxMessageBatches(query, user.id),
      { "X-Total-Count": String(total) },
      { fields: { success: true }, key: "messages" },
    );
  }
  const { messages, pagination } = await listInbox(query, user.id);
  return Response.json({ success: true, messages, pagination });
});
