import { ApiError } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { parseId } from "@/lib/ids";
import { readUploadedFiles } from "@/lib/media";
import { MEDIA_NOT_FOUND, replaceMediaFile } from "@/lib/media/library";

/**
 * 'Remplacer le fichier' (multipart field `image`): new bytes for the same image, under a new version of its address;
 * its id, texts and uses stay. `{ success, media }`.
 */
export const POST = adminRoute(
  "media:write",
  async (request, { params }: RouteContext<"/api/media/[id]/file">, user) => {
    const id = parseId((await params).id);
    if (id === null) throw ApiError.notFound(MEDIA_NOT_FOUND);
    const { files } = await readUploadedFiles(request, "image", 1);
    const media = await replaceMediaFile(id, files[0]!, user);
    return Response.json({ success: true, media });
  },
);
