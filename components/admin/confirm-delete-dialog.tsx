"use client";

import { Fragment, type ReactNode, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { PendingButton } from "@/components/admin/pending-button";

/**
 * The back office's confirmation before a deletion: what is deleted, that it cannot be undone, Annuler and Supprimer
 * ('Suppression...' while `onConfirm` runs; the dialog cannot be dismissed meanwhile). `onConfirm` reports its own
 * outcome (toasts) and closes the dialog on success.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  children,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  }

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
          <PendingButton variant="destructive" onClick={confirm} pending={deleting} pendingLabel="Suppression...">
            Supprimer
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** What names the item a dialog deletes (title, date, client; username, e-mail, role…): the first entry stands out. */
export function DeletedItemDetails({ entries }: { entries: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border bg-muted/50 p-4 text-sm">
      {entries.map(({ label, value }, index) => (
        <Fragment key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className={index === 0 ? "font-medium" : undefined}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
