import type { Metadata } from "next";
import { MediaLibraryScreen } from "@/components/admin/media/media-library-screen";
import { adminPage } from "@/lib/auth/page";
import { countCleanupCandidates, listMedia, listMediaFolderOptions } from "@/lib/media/library";
import { mediaPageQuerySchema } from "@/lib/media/schemas";
import { readPageQuery } from "@/lib/search-params";
import { findSiteSettings } from "@/lib/settings";
import { listUsers } from "@/lib/users";

export const metadata: Metadata = { title: "Médiathèque" };

export default adminPage("/admin/media", {
  permission: "media:write",
  title: "Médiathèque",
  load: async ({ searchParams }) => {
    const { query } = readPageQuery(searchParams, mediaPageQuerySchema);
    const { mediaRetentionDays } = await findSiteSettings();
    const [list, cleanup, folders, users] = await Promise.all([
      listMedia(query, mediaRetentionDays),
      countCleanupCandidates(mediaRetentionDays),
      listMediaFolderOptions(),
      listUsers(),
    ]);
    const uploaders = users
      .map(({ id, username }) => ({ id, username }))
      .sort((a, b) => a.username.localeCompare(b.username, "fr"));
    return { query, list, cleanup, retentionDays: mediaRetentionDays, folders, uploaders };
  },
  loadError: "Impossible de charger la médiathèque. Veuillez réessayer plus tard.",
  render: (data, { title }) => <MediaLibraryScreen title={title} {...data} />,
});
