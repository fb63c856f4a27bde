"use client";

// A client component because its form is sent in place once the page's scripts run (PublicForm).
import { Send } from "lucide-react";
import type { FormAction } from "@/lib/form-state";
import { type ContactField, FIELD_LIMITS } from "@/lib/messages/form-fields";
import { PrivacyNotice } from "../privacy-notice";
import { EmailField, NameField, SubmitButton, TextAreaField, TextField } from "./fields";
import { PublicForm } from "./public-form";
import { FORM_RESULTS } from "./results";

const clear = (form: HTMLFormElement | null) => form?.reset();

/** The spec's contact form: name, e-mail, subject and message, all required; cleared once sent, kept on failure. */
export function ContactForm({ action }: { action: FormAction<ContactField> }) {
  return (
    <PublicForm<ContactField>
      action={action}
      kind="contact"
      funnel="contact"
      onSent={clear}
      className="grid gap-4 sm:grid-cols-2"
    >
      {({ state, pending, answeredWithoutScripts }) => (
        <>
          {answeredWithoutScripts && state.status === "sent" && (
            <p role="status" className="form-success sm:col-span-2">
              <strong>{FORM_RESULTS.contact.success.title}</strong> {FORM_RESULTS.contact.success.text}
            </p>
          )}
          <NameField state={state} />
          <EmailField state={state} />
          <TextField
            state={state}
            name="subject"
            label="Sujet *"
            required
            minLength={FIELD_LIMITS.subject.min}
            maxLength={FIELD_LIMITS.subject.max}
            className="sm:col-span-2"
          />
          <TextAreaField
            state={state}
            name="message"
            label="Message *"
            rows={5}
            required
            minLength={FIELD_LIMITS.message.min}
            maxLength={FIELD_LIMITS.message.max}
            className="sm:col-span-2"
          />
          <SubmitButton pending={pending} className="sm:col-span-2 sm:justify-self-start">
            <Send aria-hidden />
            Envoyer le message
          </SubmitButton>
          <PrivacyNotice className="sm:col-span-2" />
        </>
      )}
    </PublicForm>
  );
}
