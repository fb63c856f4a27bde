"use client";

// A client component because its form is sent in place once the page's scripts run (ProjectRequestForm).
import type { FormAction } from "@/lib/form-state";
import type { ProjectRequestField } from "@/lib/messages/form-fields";
import { ProjectRequestForm } from "./project-request-form";
import { RequestSent } from "./request-sent";
import type { FormTexts } from "./texts";

/** The quote request form of /devis: a quote in the inbox, as from the modal; once sent, the way home. */
export function QuotePageForm({ action, texts }: { action: FormAction<ProjectRequestField>; texts: FormTexts }) {
  return (
    <div
      data-testid="quote-request-area"
      className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <ProjectRequestForm
        action={action}
        formType="quote"
        texts={texts}
        submitLabel={texts.submit.quote}
        sent={() => (
          <RequestSent texts={texts.sent} wayHome>
            {texts.sent.quote}
          </RequestSent>
        )}
      />
    </div>
  );
}
