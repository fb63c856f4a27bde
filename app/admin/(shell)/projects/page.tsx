import type { Metadata } from "next";
import { ProjectsScreen } from "@/components/admin/projects/projects-screen";
import { adminPage } from "@/lib/auth/page";
import { listProjectsForAdmin } from "@/lib/projects/admin";
import { adminProjectsQuerySchema } from "@/lib/projects/schemas";
import { readPageQuery } from "@/lib/search-params";
import { deleteProjectAction, setProjectFeaturedAction } from "./actions";

export const metadata: Metadata = { title: "Projets" };

export default adminPage("/admin/projects", {
  permission: "projects:read",
  title: "Gestion des projets",
  load: async ({ searchParams }) => {
    const { query } = readPageQuery(searchParams, adminProjectsQuerySchema);
    return { query, list: await listProjectsForAdmin(query) };
  },
  loadError: "Impossible de charger les projets. Veuillez réessayer plus tard.",
  render: ({ query, list }, { title, can }) => (
    <ProjectsScreen
      title={title}
      {...list}
      query={query}
      canWrite={can("projects:write")}
      setFeatured={setProjectFeaturedAction}
      remove={deleteProjectAction}
    />
  ),
});
