import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { csvDownload } from "@/lib/csv";
import { exportFileName, exportInboxCsv } from "@/lib/leads/export";
import { inboxExportQuerySchema } from "@/lib/messages/schemas";

/**
 * GET /api/form-conversions/export?search=&status=&type=&stage=&owner=&spam=: the inbox's filtered list as CSV (UTF-8 with a BOM,
 * French headers, one line per request), every page, streamed a batch at a time.
 */
export const GET = adminRoute("messages:read", async (request, _context, user) => {
  const query = readSearchParams(request, inboxExportQuerySchema);
  return csvDownload(exportInboxCsv(query, user.id), exportFileName());
});
