import { adminRoute } from "@/lib/auth";
import { MAX_FILES_PER_REQUEST, readUploadedFiles, storeImages } from "@/lib/media";

/** Several images (multipart field `images`): `{ success, files: [{ path, … }] }`. */
export const POST = adminRoute("media:write", async (request, _context, user) => {
  const files = await storeImages(await readUploadedFiles(request, "images", MAX_FILES_PER_REQUEST), user.id);
  return Response.json({ success: true, files }, { status: 201 });
});
