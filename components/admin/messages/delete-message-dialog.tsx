"use client";

import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import type { MessageActions } from "@/components/admin/messages/message-actions";
import { UserText } from "@/components/admin/user-text";

export interface MessageToDelete {
  id: number;
  name: string;
  subject: string;
}

/** The spec's confirmation before deleting a message ('Êtes-vous sûr de vouloir supprimer ce message ?'). */
export function DeleteMessageDialog({
  message,
  remove: removeMessage,
  onClose,
  onDeleted,
}: {
  message?: MessageToDelete;
  remove: MessageActions["remove"];
  onClose: () => void;
  onDeleted: () => void;
}) {
  async function remove() {
    if (!message) return;
    const result = await removeMessage({ id: message.id });
    if (!result.ok) {
      toast.error("Erreur lors de la suppression du message", { description: result.error });
      return;
    }
    toast.success("Message supprimé", { description: `Le message de ${message.name} a été supprimé.` });
    onDeleted();
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
          <UserText className="font-medium">{message.name}</UserText> — <UserText>{message.subject}</UserText>
        </p>
      )}
    </ConfirmDeleteDialog>
  );
}
