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
import type { ActionResult } from "@/lib/auth/action-result";
import type { ProjectListItem } from "@/lib/projects/admin";

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
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    if (!project) return;
    setDeleting(true);
    try {
      const result = await remove({ id: project.id });
      if (!result.ok) {
        toast.error("Impossible de supprimer le projet. Veuillez réessayer.", { description: result.error });
        return;
      }
      toast.success("Projet supprimé", { description: `Le projet « ${project.title} » a été supprimé.` });
      onClose();
      onDeleted();
    } catch {
      toast.error("Impossible de supprimer le projet. Veuillez réessayer.");
    } finally {
      setDeleting(false);
    }
  }

  return (
    <AlertDialog open={Boolean(project)} onOpenChange={(open) => !open && !deleting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Confirmer la suppression</AlertDialogTitle>
          <AlertDialogDescription>Êtes-vous sûr de vouloir supprimer ce projet ? Cette action est irréversible : le projet et ses images seront définitivement supprimés.</AlertDialogDescription>
        </AlertDialogHeader>
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
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Annuler</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleting}>
            {deleting && <Loader2Icon className="animate-spin" />}
            {deleting ? "Suppression..." : "Supprimer"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
