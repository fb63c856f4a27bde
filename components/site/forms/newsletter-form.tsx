"use client";

// A client component because its form is sent in place once the page's scripts run (PublicForm).
import type { FormAction } from "@/lib/form-state";
import { FIELD_LIMITS, type NewsletterField } from "@/lib/messages/form-fields";
import { SubmitButton, TextField } from "./fields";
import { PublicForm } from "./public-form";
import type { FormTexts } from "./texts";

const clear = (form: HTMLFormElement | null) => form?.reset();

/** The blog's newsletter box: an e-mail address and 'S'abonner'. Every address gets the same answer (a mail follows). */
export function NewsletterForm({ action, texts }: { action: FormAction<NewsletterField>; texts: FormTexts }) {
  return (
    <PublicForm<NewsletterField>
      action={action}
      kind="newsletter"
      funnel="newsletter"
      texts={texts}
      onSent={clear}
      className="flex w-full max-w-xl flex-col gap-3 text-left sm:flex-row sm:flex-wrap sm:items-start"
    >
      {({ state, pending, answeredWithoutScripts }) => (
        <>
          {answeredWithoutScripts && state.status === "sent" && (
            <p role="status" className="w-full text-center text-white">
              <strong>{texts.results.newsletter.title}</strong> {state.message}
            </p>
          )}
          <TextField
            state={state}
            name="email"
            label={texts.fields.newsletterEmail}
            hiddenLabel
            type="email"
            autoComplete="email"
            required
            maxLength={FIELD_LIMITS.email.max}
            placeholder={texts.fields.newsletterPlaceholder}
            className="flex-1"
            inputClassName="h-11 bg-background text-foreground"
            errorClassName="text-white"
          />
          <SubmitButton pending={pending} sendingLabel={texts.submit.sending}>
            {texts.submit.newsletter}
          </SubmitButton>
        </>
      )}
    </PublicForm>
  );
}
