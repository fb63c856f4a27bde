import { readUpload } from "@/lib/media";

/** Uploaded images. Names are random and files never change, so they are cached for good. */
export async function GET(_request: Request, { params }: RouteContext<"/uploads/[filename]">) {
  const { filename } = await params;
  const bytes = await readUpload(filename);
  if (!bytes) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
