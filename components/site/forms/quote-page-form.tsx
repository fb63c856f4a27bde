"use client";

// A client component because its form is sent in place once the page's scripts run (ProjectRequestForm).
import type { FormAction } from "@/lib/form-state";
import type { ProjectRequestField } from "@/lib/messages/form-fields";
import { ProjectRequestForm } from "./project-request-form";
import { RequestSent } from "./request-sent";

/** The quote request form of /devis: a quote in the inbox, as from the modal; once sent, the way home. */
export function QuotePageForm({ action }: { action: FormAction<ProjectRequestField> }) {
  return (
    <div
      data-testid="quote-request-area"
      className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <ProjectRequestForm
        action={action}
        formType="quote"
        submitLabel="Envoyer la demande"
        sent={() => <RequestSent wayHome>Nous vous contacterons dans les plus brefs délais.</RequestSent>}
      />
    </div>
  );
}
