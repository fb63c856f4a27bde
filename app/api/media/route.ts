import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { listMedia } from "@/lib/media/library";
import { mediaListQuerySchema } from "@/lib/media/schemas";
import { findSiteSettings } from "@/lib/settings";

/**
 * The library's files, newest first, searched, filtered and paged as /admin/media lists them (its query string): what
 * the back office's image pickers show. `{ items, pagination }`.
 */
export const GET = adminRoute("media:write", async (request) => {
  const query = readSearchParams(request, mediaListQuerySchema);
  const { mediaRetentionDays } = await findSiteSettings();
  return Response.json(await listMedia(query, mediaRetentionDays));
});
