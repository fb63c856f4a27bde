"use client";

import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { ApiClientError, fetchJson } from "@/lib/api-client";

export interface MessageToDelete {
  id: number;
  name: string;
  subject: string;
}

/** The spec's confirmation before deleting a message ('Êtes-vous sûr de vouloir supprimer ce message ?'). */
export function DeleteMessageDialog({ message, onClose, onDeleted }: { message?: MessageToDelete; onClose: () => void; onDeleted: () => void }) {
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (!message) return;
    setDeleting(true);
    try {
      await fetchJson(`/api/form-conversions/${message.id}`, { method: "DELETE" });
      toast.success("Message supprimé", { description: `Le message de ${message.name} a été supprimé.` });
      onDeleted();
    } catch (error) {
      toast.error("Erreur lors de la suppression du message", { description: error instanceof ApiClientError ? error.message : undefined });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <AlertDialog open={Boolean(message)} onOpenChange={(open) => !open && !deleting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Supprimer le message</AlertDialogTitle>
          <AlertDialogDescription>Êtes-vous sûr de vouloir supprimer ce message ? Cette action est irréversible.</AlertDialogDescription>
        </AlertDialogHeader>
        {message && (
          <p className="rounded-md border bg-muted/50 p-3 text-sm">
            <span className="font-medium">{message.name}</span> — {message.subject}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={remove} disabled={deleting}>
            {deleting && <Loader2Icon className="animate-spin" />}
            {deleting ? "Suppression..." : "Supprimer"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
