import { apiRoute } from "@/lib/api";
import { CURRENT_VERSION_CACHE_CONTROL, uploadAnswer } from "@/lib/media";
import { variantAnswer } from "@/lib/media/variants";

/**
 * Uploaded images, from whichever storage holds them (the local folder or the S3 bucket): an image's versions
 * ('<uuid>.v<n>.webp', cached for good), its own name ('<uuid>.webp': the current version, cached for a minute), and
 * the frames the public pages show ('<uuid>.v<n>.card-….webp', cut on request and cached for good). A storage that
 * cannot be read answers 503 (apiRoute), never a 404 that caches would keep. A missing file is a 404 that says so in
 * French (someone may open the address in a browser).
 */
export const GET = apiRoute(async (_request, { params }: RouteContext<"/uploads/[filename]">) => {
  const { filename } = await params;
  const answer = (await uploadAnswer(filename)) ?? (await variantAnswer(filename));
  if (!answer)
    return new Response("Fichier introuvable : cette image n'existe pas ou a été supprimée.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  if ("redirect" in answer)
    // A version or a frame replaced since: followed at once, remembered as long as the current version is.
    return new Response(null, {
      status: 302,
      headers: { Location: answer.redirect, "Cache-Control": CURRENT_VERSION_CACHE_CONTROL },
    });
  return new Response(new Uint8Array(answer.bytes), {
    headers: {
      "Content-Type": answer.contentType,
      "Content-Length": String(answer.bytes.byteLength),
      "Cache-Control": answer.cacheControl,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
