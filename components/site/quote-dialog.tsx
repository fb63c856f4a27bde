"use client";

import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ProjectRequestForm, useProjectRequest } from "./forms/project-request-form";
import { AFTER_SENT_DELAY_MS, RequestSent } from "./forms/request-sent";
import { startVisitorSession } from "./visit-tracker";

/**
 * The quote-request modal (loaded on its first opening). Sent, it shows the success screen, then closes after
 * 3 seconds and starts afresh; closed before sending, it keeps what the visitor typed.
 */
export default function QuoteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const request = useProjectRequest("quote");
  const [sent, setSent] = useState(false);
  const { reset } = request.form;

  // Mounted on the modal's first opening.
  useEffect(startVisitorSession, []);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => onOpenChange(false), AFTER_SENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, onOpenChange]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
        // Once closed after sending (by the timer or the visitor), the next opening shows an empty form.
        onCloseAutoFocus={() => {
          if (!sent) return;
          setSent(false);
          reset();
        }}
      >
        <DialogHeader>
          <DialogTitle>Demander un devis</DialogTitle>
          <DialogDescription>
            Décrivez-nous votre projet : nous vous répondons dans les plus brefs délais avec une proposition adaptée.
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <RequestSent>Nous vous contacterons dans les plus brefs délais.</RequestSent>
        ) : (
          <ProjectRequestForm request={request} onSent={() => setSent(true)} submitLabel="Envoyer la demande" />
        )}
      </DialogContent>
    </Dialog>
  );
}
