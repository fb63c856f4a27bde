import { apiRoute, readJsonBody } from "@/lib/api";
import { publishDueContent } from "@/lib/scheduling";
import { z } from "@/lib/zod";

/**
 * Publishes what is due. Each server process calls it on itself (lib/maintenance.ts): a cache tag can only be
 * expired inside a request, and the public pages must change at once. Public, because it only does, a few seconds
 * early, what the clock is about to do anyway; it reveals nothing but the ids it published. Its body is an empty
 * JSON object, like every public POST: a cross-site form cannot send one.
 */
export const POST = apiRoute(async (request) => {
  await readJsonBody(request, z.object({}));
  const published = await publishDueContent();
  return Response.json({ success: true, ...published }, { headers: { "Cache-Control": "no-store" } });
});
