import { adminRoute } from "@/lib/auth";
import { deleteUnusedUpload } from "@/lib/media";

/** Removes an uploaded image that no saved post or project uses (400 for anything but an upload's name). */
export const DELETE = adminRoute(
  "media:write",
  async (_request, { params }: RouteContext<"/api/upload/[filename]">) => {
    await deleteUnusedUpload((await params).filename);
    return Response.json({ success: true, message: "Image supprimée." });
  },
);
