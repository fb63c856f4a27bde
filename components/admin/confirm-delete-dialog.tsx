"use client";

import type { ReactNode } from "react";
import { PendingButton } from "@/components/admin/pending-button";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

/** The confirmation before a deletion: what will go, Annuler, and Supprimer ('Suppression...' while it runs). */
export function ConfirmDeleteDialog({ open, title, description, children, deleting, onConfirm, onClose }: {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Details of what will be deleted, under the description. */
  children?: ReactNode;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !deleting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Annuler</AlertDialogCancel>
          <PendingButton variant="destructive" onClick={onConfirm} pending={deleting} pendingLabel="Suppression...">
            Supprimer
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
