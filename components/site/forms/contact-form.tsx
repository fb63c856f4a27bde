"use client";

// A client component because its form is sent in place once the page's scripts run (PublicForm).
import { Send } from "lucide-react";
import type { FormAction } from "@/lib/form-state";
import { type ContactField, FIELD_LIMITS } from "@/lib/messages/form-fields";
import { PrivacyNotice } from "../privacy-notice";
import { EmailField, NameField, SubmitButton, TextAreaField, TextField } from "./fields";
import { PublicForm } from "./public-form";
import type { FormTexts } from "./texts";

const clear = (form: HTMLFormElement | null) => form?.reset();

/** The spec's contact form: name, e-mail, subject and message, all required; cleared once sent, kept on failure. */
export function ContactForm({ action, texts }: { action: FormAction<ContactField>; texts: FormTexts }) {
  return (
    <PublicForm<ContactField>
      action={action}
      kind="contact"
      funnel="contact"
      texts={texts}
      onSent={clear}
      className="grid gap-4 sm:grid-cols-2"
    >
      {({ state, pending, answeredWithoutScripts }) => (
        <>
          {answeredWithoutScripts && state.status === "sent" && (
            <p role="status" className="form-success sm:col-span-2">
              <strong>{texts.results.contact.title}</strong> {texts.results.contact.text}
            </p>
          )}
          <NameField state={state} label={texts.fields.name} />
          <EmailField state={state} label={texts.fields.email} />
          <TextField
            state={state}
            name="subject"
            label={texts.fields.subject}
            required
            minLength={FIELD_LIMITS.subject.min}
            maxLength={FIELD_LIMITS.subject.max}
            className="sm:col-span-2"
          />
          <TextAreaField
            state={state}
            name="message"
            label={texts.fields.message}
            rows={5}
            required
            minLength={FIELD_LIMITS.message.min}
            maxLength={FIELD_LIMITS.message.max}
            className="sm:col-span-2"
          />
          <SubmitButton
            pending={pending}
            sendingLabel={texts.submit.sending}
            className="sm:col-span-2 sm:justify-self-start"
          >
            <Send aria-hidden />
            {texts.submit.contact}
          </SubmitButton>
          <PrivacyNotice texts={texts.privacy} className="sm:col-span-2" />
        </>
      )}
    </PublicForm>
  );
}
