import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { csvDownload } from "@/lib/csv";
import { exportSubscribersCsv, subscribersExportFileName } from "@/lib/newsletter/admin";
import { subscribersQuerySchema } from "@/lib/newsletter/schemas";

/**
 * GET /api/newsletter/subscribers/export?search=&status=: the 'Newsletter' screen's view as CSV (UTF-8 with a BOM,
 * French headers, formula-safe cells), every page, streamed a batch at a time.
 */
export const GET = adminRoute("newsletter:read", async (request) => {
  const { search, status } = readSearchParams(request, subscribersQuerySchema);
  return csvDownload(exportSubscribersCsv({ search, status }), subscribersExportFileName());
});
