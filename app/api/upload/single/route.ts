import { adminRoute } from "@/lib/auth";
import { readUploadedFiles, storeImages } from "@/lib/media";

/** One image (multipart field `image`): `{ success, path, … }`. */
export const POST = adminRoute("media:write", async (request, _context, user) => {
  const [image] = await storeImages(await readUploadedFiles(request, "image", 1), user.id);
  return Response.json({ success: true, ...image }, { status: 201 });
});
