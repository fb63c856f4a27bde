import { adminRoute } from "@/lib/auth";
import { deleteMediaByPath } from "@/lib/media/library";

/**
 * Removes an uploaded image from the library, as 'Supprimer' does there: refused (409, with its uses) while an
 * article, a project or the settings show it; 400 for anything but an upload's name.
 */
export const DELETE = adminRoute(
  "media:write",
  async (_request, { params }: RouteContext<"/api/upload/[filename]">, user) => {
    await deleteMediaByPath((await params).filename, user);
    return Response.json({ success: true, message: "Image supprimée." });
  },
);
