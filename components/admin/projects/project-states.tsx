import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/admin/link-button";
import { PROJECTS_PATH } from "@/components/admin/projects/paths";
import { RefreshButton } from "@/components/admin/refresh-button";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { findProject } from "@/lib/projects/admin";
import { parseProjectId } from "@/lib/projects/rules";
import type { ProjectView } from "@/lib/projects";

function BackToList() {
  return (
    <LinkButton href={PROJECTS_PATH} icon={ArrowLeftIcon} size="sm">
      Retour à la liste
    </LinkButton>
  );
}

export function ProjectNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">Projet non trouvé</h1>
      <p className="text-sm text-muted-foreground">
        Le projet que vous recherchez n&apos;existe pas ou a été supprimé.
      </p>
      <BackToList />
    </div>
  );
}

export function ProjectLoadError() {
  return (
    <Alert variant="destructive" className="max-w-xl">
      <AlertTitle>
        <h1>Erreur</h1>
      </AlertTitle>
      <AlertDescription>
        <p>Impossible de charger le projet. Veuillez réessayer.</p>
        <div className="mt-2 flex gap-2">
          <BackToList />
          <RefreshButton />
        </div>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The project named by a back-office page's [id] segment, passed to `children`; the error state when the database
 * cannot be read, 'Projet non trouvé' when there is no such project.
 */
export async function WithProject({
  segment,
  children,
}: {
  segment: string;
  children: (project: ProjectView) => ReactNode;
}) {
  const id = parseProjectId(segment);
  let project: ProjectView | null = null;
  if (id !== null) {
    try {
      project = await findProject(id);
    } catch (error) {
      console.error(`Project ${id} could not be loaded:`, error instanceof Error ? error.message : error);
      return <ProjectLoadError />;
    }
  }
  return project ? children(project) : <ProjectNotFound />;
}
