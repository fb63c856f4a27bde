import { apiRoute } from "@/lib/api";
import { uploadAnswer } from "@/lib/media";
import { UPLOAD_CACHE_CONTROL, uploadContentType } from "@/lib/media/storage";
import { variantAnswer } from "@/lib/media/variants";

/** A moved answer (a version or a frame replaced since): followed at once, remembered for a minute only. */
const MOVED_CACHE_CONTROL = "public, max-age=60";

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
    return new Response(null, {
      status: 302,
      headers: { Location: answer.redirect, "Cache-Control": MOVED_CACHE_CONTROL },
    });
  const headers = {
    "Content-Length": String(answer.bytes.byteLength),
    "X-Content-Type-Options": "nosniff",
  };
  return "contentType" in answer
    ? new Response(new Uint8Array(answer.bytes), {
        headers: { ...headers, "Content-Type": answer.contentType, "Cache-Control": UPLOAD_CACHE_CONTROL },
      })
    : new Response(new Uint8Array(answer.bytes), {
        headers: { ...headers, "Content-Type": uploadContentType(filename), "Cache-Control": answer.cacheControl },
      });
});
