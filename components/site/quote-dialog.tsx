"use client";

// A client component: the quote-request modal, loaded on its first opening (quote-modal.tsx).
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { FormAction } from "@/lib/form-state";
import type { ProjectRequestField } from "@/lib/messages/form-fields";
import { ProjectRequestForm } from "./forms/project-request-form";
import { AFTER_SENT_DELAY_MS, RequestSent } from "./forms/request-sent";
import type { FormTexts } from "./forms/texts";

/**
 * The quote-request modal: the browser's modal <dialog> (focus kept inside, Escape closes it, the page behind inert).
 * Sent, it shows the success screen, then closes after 3 seconds and starts afresh; closed before sending, it keeps
 * what the visitor typed.
 */
export default function QuoteDialog({
  open,
  onOpenChange,
  action,
  texts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  action: FormAction<ProjectRequestField>;
  texts: FormTexts;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [sent, setSent] = useState(false);
  // A new form (empty) after one was sent.
  const [formKey, setFormKey] = useState(0);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => onOpenChange(false), AFTER_SENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, onOpenChange]);

  const closed = () => {
    onOpenChange(false);
    if (!sent) return;
    setSent(false);
    setFormKey((key) => key + 1);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-description`}
      onClose={closed}
      // A click on the backdrop (the dialog itself, outside its box) closes it, as the close button does.
      onClick={(event) => event.target === event.currentTarget && onOpenChange(false)}
      className="quote-dialog"
    >
      <div className="grid gap-4 p-6">
        <div className="grid gap-2 pr-8 text-center sm:text-left">
          <h2 id={titleId} className="text-lg leading-none font-semibold">
            {texts.quote.title}
          </h2>
          <p id={`${titleId}-description`} className="text-sm text-muted-foreground">
            {texts.quote.description}
          </p>
        </div>
        <ProjectRequestForm
          key={formKey}
          action={action}
          formType="quote"
          texts={texts}
          submitLabel={texts.submit.quote}
          onSent={() => setSent(true)}
          sent={() => <RequestSent texts={texts.sent}>{texts.sent.quote}</RequestSent>}
        />
        <button
          type="button"
          aria-label={texts.quote.close}
          onClick={() => onOpenChange(false)}
          className="absolute top-4 right-4 rounded-xs opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </dialog>
  );
}
