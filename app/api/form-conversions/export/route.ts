import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { exportFileName, exportInboxCsv } from "@/lib/leads/export";
import { inboxExportQuerySchema } from "@/lib/messages/schemas";

/**
 * GET /api/form-conversions/export?search=&status=&type=&stage=&owner=&spam=: the inbox's filtered list as CSV (UTF-8 with a BOM,
 * French headers, one line per request), every page, streamed a batch at a time.
 */
export const GET = adminRoute("messages:read", async (request, _context, user) => {
  const query = readSearchParams(request, inboxExportQuerySchema);
  const lines = exportInboxCsv(query, user.id);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName()}"`,
      "cache-control": "no-store",
    },
  });
});
