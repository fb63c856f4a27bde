"use client";

import { toast } from "sonner";
import { ConfirmDeleteDialog, DeletedItemDetails } from "@/components/admin/confirm-delete-dialog";
import type { ServerAction } from "@/lib/auth/action-result";
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
  remove: ServerAction<{ id: number }>;
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
        <DeletedItemDetails
          entries={[
            { label: "Titre", value: project.title },
            { label: "Date", value: project.date },
            { label: "Client", value: project.client },
          ]}
        />
      )}
    </ConfirmDeleteDialog>
  );
}
