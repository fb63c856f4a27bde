import { adminRoute } from "@/lib/auth";
import { MAX_FILES_PER_REQUEST, readUploadedFiles, storeImages } from "@/lib/media";
import { uploadFolder } from "@/lib/media/folders";

/** Several images (multipart field `images`, optional `folder`) into the library: `{ success, files: [{ path, … }] }`. */
export const POST = adminRoute("media:write", async (request, _context, user) => {
  const { files, form } = await readUploadedFiles(request, "images", MAX_FILES_PER_REQUEST);
  const stored = await storeImages(files, user.id, await uploadFolder(form));
  return Response.json({ success: true, files: stored }, { status: 201 });
});
