import { adminRoute } from "@/lib/auth";
import { readUploadedFiles, storeImages } from "@/lib/media";
import { uploadFolder } from "@/lib/media/folders";

/** One image (multipart field `image`, optional `folder`) into the library: `{ success, path, … }`. */
export const POST = adminRoute("media:write", async (request, _context, user) => {
  const { files, form } = await readUploadedFiles(request, "image", 1);
  const [image] = await storeImages(files, user.id, await uploadFolder(form));
  return Response.json({ success: true, ...image }, { status: 201 });
});
