import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import { LinkButton } from "@/components/admin/link-button";
import { PROJECTS_PATH } from "@/components/admin/projects/paths";

/** An edit or preview address whose project does not exist (or no longer does): 'Projet non trouvé'. */
export function ProjectNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">Projet non trouvé</h1>
      <p className="text-sm text-muted-foreground">
        Le projet que vous recherchez n&apos;existe pas ou a été supprimé.
      </p>
      <LinkButton href={PROJECTS_PATH} icon={ArrowLeftIcon} size="sm">
        Retour à la liste
      </LinkButton>
    </div>
  );
}
