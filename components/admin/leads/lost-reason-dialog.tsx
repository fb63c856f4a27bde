"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { LOST_REASON_MAX } from "@/lib/leads/rules";

/** Asks why a request is lost before it moves to 'Perdu' (open while `name` is set; keyed by the request, so each opens empty). */
export function LostReasonDialog({
  name,
  onCancel,
  onConfirm,
}: {
  name: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    const trimmed = reason.trim();
    if (!trimmed) return setError("Indiquez pourquoi la demande est perdue");
    if (trimmed.length > LOST_REASON_MAX)
      return setError(`La raison ne peut pas dépasser ${LOST_REASON_MAX} caractères`);
    onConfirm(trimmed);
  }

  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Demande perdue</DialogTitle>
          <DialogDescription>Pourquoi la demande de {name} est-elle perdue ?</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Label htmlFor="lost-reason">Raison</Label>
          <Textarea
            id="lost-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? "lost-reason-error" : undefined}
            maxLength={LOST_REASON_MAX}
            autoFocus
          />
          {error && (
            <p id="lost-reason-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Annuler
            </Button>
            <Button type="submit">Confirmer</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
