import { apiRoute } from "@/lib/api";
import { readUpload } from "@/lib/media";
import { UPLOAD_CACHE_CONTROL, uploadContentType } from "@/lib/media/storage";

/**
 * Uploaded images, from whichever storage holds them (the local folder or the S3 bucket). Names are random and files
 * never change, so they are cached for good; a storage that cannot be read answers 503 (apiRoute), never a 404 that
 * caches would keep. A missing file is a 404 that says so in French (someone may open the address in a browser).
 */
export const GET = apiRoute(async (_request, { params }: RouteContext<"/uploads/[filename]">) => {
  const { filename } = await params;
  const bytes = await readUpload(filename);
  if (!bytes)
    return new Response("Fichier introuvable : cette image n'existe pas ou a été supprimée.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": uploadContentType(filename),
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": UPLOAD_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
