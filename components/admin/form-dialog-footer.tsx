import type { ReactNode } from "react";
import { PendingButton } from "@/components/admin/pending-button";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/** The footer of a form dialog: Annuler, and the submit button ('Enregistrement...' while the form is saved). */
export function FormDialogFooter({
  submitting,
  onCancel,
  children,
}: {
  submitting: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
        Annuler
      </Button>
      <PendingButton type="submit" pending={submitting} pendingLabel="Enregistrement...">
        {children}
      </PendingButton>
    </DialogFooter>
  );
}
