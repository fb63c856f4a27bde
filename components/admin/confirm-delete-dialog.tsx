"use client";

import { Loader2Icon } from "lucide-react";
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
import { Button } from "@/components/ui/button";

/**
 * The confirmation before a deletion: a title, what will be lost, the details that name the item, Annuler and
 * Supprimer ('Suppression...' while `onConfirm` runs; the dialog stays open while it does). `onConfirm` reports the
 * outcome itself (toasts) and closes the dialog on success.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  details,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  /** What names the item: its title, date, client… (the first one stands out). */
  details: { label: string; value: ReactNode }[];
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
        {details.length > 0 && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border bg-muted/50 p-4 text-sm">
            {details.map(({ label, value }, index) => (
              <Fragment key={label}>
                <dt className="text-muted-foreground">{label}</dt>
                <dd className={index === 0 ? "font-medium" : undefined}>{value}</dd>
              </Fragment>
            ))}
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
