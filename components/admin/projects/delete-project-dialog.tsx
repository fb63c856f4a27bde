"use client";

import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import type { ActionResult } from "@/lib/auth/action-result";
import type { ProjectListItem } from "@/lib/projects/admin";

const FAILURE = "Impossible de supprimer le projet. Veuillez réessayer.";

/** 'Confirmer la suppression': which project exactly (title, date, client), and that it cannot be undone. */
export function DeleteProjectDialog({
  project,
  remove,
  onClose,
  onDeleted,
}: {
  project?: ProjectListItem;
  remove: (input: { id: number }) => Promise<ActionResult<unknown>>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  async function confirm() {
    if (!project) return;
    const result = await remove({ id: project.id }).catch(() => null);
    if (!result?.ok) {
      toast.error(FAILURE, { description: result?.error });
      return;
    }
    toast.success("Projet supprimé", { description: `Le projet « ${project.title} » a été supprimé.` });
    onClose();
    onDeleted();
  }

  return (
    <ConfirmDeleteDialog
      open={Boolean(project)}
      title="Confirmer la suppression"
      description="Êtes-vous sûr de vouloir supprimer ce projet ? Cette action est irréversible : le projet et ses images seront définitivement supprimés."
      onConfirm={confirm}
      onClose={onClose}
    >
      {project && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border bg-muted/50 p-4 text-sm">
          <dt className="text-muted-foreground">Titre</dt>
          <dd className="font-medium">{project.title}</dd>
          <dt className="text-muted-foreground">Date</dt>
          <dd>{project.date}</dd>
          <dt className="text-muted-foreground">Client</dt>
          <dd>{project.client}</dd>
        </dl>
      )}
    </ConfirmDeleteDialog>
  );
}
