import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import type { Metadata } from "next";
import { LinkButton } from "@/components/admin/link-button";
import { MediaDetailScreen } from "@/components/admin/media/media-detail-screen";
import { adminPage } from "@/lib/auth/page";
import { findByIdParam } from "@/lib/ids";
import { listMediaFolders } from "@/lib/media/folders";
import { findMediaDetail } from "@/lib/media/library";
import { deleteMediaAction, describeMediaAction, moveMediaFilesAction, setMediaFocalPointAction } from "../actions";
import { setMediaCropAction } from "./actions";

export const metadata: Metadata = { title: "Fichier de la médiathèque" };

export default adminPage("/admin/media/[id]", {
  permission: "media:write",
  title: "Fichier de la médiathèque",
  load: async ({ params }) => {
    const [media, folders] = await Promise.all([findByIdParam(params.id, findMediaDetail), listMediaFolders()]);
    return media && { media, folders };
  },
  loadError: "Impossible de charger ce fichier. Veuillez réessayer plus tard.",
  render: (file) =>
    file ? (
      <MediaDetailScreen
        key={file.media.updatedAt}
        media={file.media}
        folders={file.folders}
        move={moveMediaFilesAction}
        describe={describeMediaAction}
        setFocalPoint={setMediaFocalPointAction}
        setCrop={setMediaCropAction}
        remove={deleteMediaAction}
      />
    ) : (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-semibold">Fichier introuvable</h1>
        <p className="text-sm text-muted-foreground">Ce fichier n&apos;existe pas ou a été supprimé.</p>
        <LinkButton href="/admin/media" icon={ArrowLeftIcon} size="sm">
          Retour à la médiathèque
        </LinkButton>
      </div>
    ),
});
