import type { Metadata } from "next";
import { MediaLibraryScreen } from "@/components/admin/media/media-library-screen";
import { adminPage } from "@/lib/auth/page";
import { countCleanupCandidates, listMedia, listMediaFilterChoices } from "@/lib/media/library";
import { mediaPageQuerySchema } from "@/lib/media/schemas";
import { readPageQuery } from "@/lib/search-params";
import { findSiteSettings } from "@/lib/settings";
import {
  createMediaFolderAction,
  deleteMediaFolderAction,
  moveMediaFilesAction,
  moveMediaFolderAction,
  renameMediaFolderAction,
} from "./actions";

export const metadata: Metadata = { title: "Médiathèque" };

const folderActions = {
  create: createMediaFolderAction,
  rename: renameMediaFolderAction,
  relocate: moveMediaFolderAction,
  remove: deleteMediaFolderAction,
  move: moveMediaFilesAction,
};

export default adminPage("/admin/media", {
  permission: "media:write",
  title: "Médiathèque",
  load: async ({ searchParams }) => {
    const { query } = readPageQuery(searchParams, mediaPageQuerySchema);
    const { mediaRetentionDays } = await findSiteSettings();
    const [list, cleanup, choices] = await Promise.all([
      listMedia(query, mediaRetentionDays),
      countCleanupCandidates(mediaRetentionDays),
      listMediaFilterChoices(),
    ]);
    return { query, list, cleanup, retentionDays: mediaRetentionDays, choices };
  },
  loadError: "Impossible de charger la médiathèque. Veuillez réessayer plus tard.",
  render: (data, { title }) => <MediaLibraryScreen title={title} {...data} folderActions={folderActions} />,
});
