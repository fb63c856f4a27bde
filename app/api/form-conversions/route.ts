import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { listInbox } from "@/lib/messages/inbox";
import { inboxQuerySchema } from "@/lib/messages/schemas";

/**
 * Spec: GET /form-conversions → {success, messages[]} of every status, here filtered and paged by the server:
 * ?search=&status=all (default)|received|started|completed|abandoned|processed&type=all|contact|project|quote&page=&limit=,
 * with {pagination{total, page, limit, totalPages}}.
 */
export const GET = adminRoute("messages:read", async (request, _context, user) => {
  const { messages, pagination } = await listInbox(readSearchParams(request, inboxQuerySchema), user.id);
  return Response.json({ success: true, messages, pagination });
});
