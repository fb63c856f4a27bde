import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { ProjectsScreen } from "@/components/admin/projects/projects-screen";
import { RefreshButton } from "@/components/admin/refresh-button";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { can, requireUser } from "@/lib/auth";
import { listProjectsForAdmin } from "@/lib/projects/admin";
import { adminProjectsQuerySchema } from "@/lib/projects/schemas";
import { deleteProjectAction, setProjectFeaturedAction } from "./actions";

export const metadata: Metadata = { title: "Projets" };

export default async function ProjectsPage({ searchParams }: PageProps<"/admin/projects">) {
  const user = await requireUser();
  if (!can(user.role, "projects:read")) return <AccessDenied />;
  const params = Object.fromEntries(
    Object.entries(await searchParams).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );
  // An address edited by hand with a value the list does not know shows the whole list rather than an error.
  const parsed = adminProjectsQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : adminProjectsQuerySchema.parse({});
  const list = await listProjectsForAdmin(query).catch((error: unknown) => {
    console.error("Projects list failed:", error instanceof Error ? error.message : error);
    return null;
  });
  if (!list) {
    return (
      <Alert variant="destructive" className="max-w-xl">
        <AlertDescription>
          <p>Impossible de charger les projets. Veuillez réessayer plus tard.</p>
          <RefreshButton />
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <ProjectsScreen
      {...list}
      query={query}
      canWrite={can(user.role, "projects:write")}
      setFeatured={setProjectFeaturedAction}
      remove={deleteProjectAction}
    />
  );
}
