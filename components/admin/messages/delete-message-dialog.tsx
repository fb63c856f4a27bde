"use client";

import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import { ApiClientError, fetchJson } from "@/lib/api-client";

export interface MessageToDelete {
  id: number;
  name: string;
  subject: string;
}

/** The spec's confirmation before deleting a message ('Êtes-vous sûr de vouloir supprimer ce message ?'). */
export function DeleteMessageDialog({
  message,
  onClose,
  onDeleted,
}: {
  message?: MessageToDelete;
  onClose: () => void;
  onDeleted: () => void;
}) {
  async function remove() {
    if (!message) return;
    try {
      await fetchJson(`/api/form-conversions/${message.id}`, { method: "DELETE" });
      toast.success("Message supprimé", { description: `Le message de ${message.name} a été supprimé.` });
      onDeleted();
    } catch (error) {
      toast.error("Erreur lors de la suppression du message", {
        description: error instanceof ApiClientError ? error.message : undefined,
      });
    }
  }

  return (
    <ConfirmDeleteDialog
      open={Boolean(message)}
      title="Supprimer le message"
      description="Êtes-vous sûr de vouloir supprimer ce message ? Cette action est irréversible."
      onConfirm={remove}
      onClose={onClose}
    >
      {message && (
        <p className="rounded-md border bg-muted/50 p-3 text-sm">
          <span className="font-medium">{message.name}</span> — {message.subject}
        </p>
      )}
    </ConfirmDeleteDialog>
  );
}
