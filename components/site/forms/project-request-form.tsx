"use client";

// A client component because its form is sent in place once the page's scripts run (PublicForm).
import { Send } from "lucide-react";
import type { ReactNode } from "react";
import type { FormAction } from "@/lib/form-state";
import { BUDGETS, FIELD_LIMITS, PROJECT_TYPES, type ProjectRequestField, TIMEFRAMES } from "@/lib/messages/form-fields";
import { PrivacyNotice } from "../privacy-notice";
import { EmailField, NameField, SelectField, SubmitButton, TextAreaField, TextField } from "./fields";
import { PublicForm, type PublicFormView } from "./public-form";

/**
 * The spec's quote and project request form: required name, e-mail, project type and description; company, phone,
 * budget and timeframe optional. A quote request (the modal, /devis) or a project request (/start-project): the same
 * fields, told apart in the inbox (`action`: the page's quote or project request action). Once sent, `sent` replaces
 * it.
 */
export function ProjectRequestForm({
  action,
  formType,
  heading,
  submitLabel,
  onSent,
  sent,
}: {
  action: FormAction<ProjectRequestField>;
  formType: "quote" | "project";
  /** Shown above the fields, not above the confirmation. */
  heading?: ReactNode;
  submitLabel: string;
  onSent?: () => void;
  sent: (view: PublicFormView<ProjectRequestField>) => ReactNode;
}) {
  return (
    <PublicForm
      action={action}
      kind="request"
      funnel={formType}
      onSent={onSent}
      sentView={sent}
      className="grid gap-4 sm:grid-cols-2"
    >
      {({ state, pending }) => (
        <>
          {heading}
          <NameField state={state} />
          <TextField
            state={state}
            name="company"
            label="Entreprise"
            autoComplete="organization"
            maxLength={FIELD_LIMITS.company.max}
          />
          <EmailField state={state} />
          <TextField
            state={state}
            name="phone"
            label="Téléphone"
            type="tel"
            autoComplete="tel"
            maxLength={FIELD_LIMITS.phone.max}
          />
          <SelectField
            state={state}
            name="projectType"
            label="Type de projet *"
            options={PROJECT_TYPES}
            placeholder="Sélectionnez un type de projet"
            required
          />
          <SelectField
            state={state}
            name="budget"
            label="Budget"
            options={BUDGETS}
            placeholder="Sélectionnez un budget"
          />
          <SelectField
            state={state}
            name="timeframe"
            label="Délai souhaité"
            options={TIMEFRAMES}
            placeholder="Sélectionnez un délai"
            className="sm:col-span-2"
          />
          <TextAreaField
            state={state}
            name="description"
            label="Description du projet *"
            rows={5}
            required
            minLength={FIELD_LIMITS.description.min}
            maxLength={FIELD_LIMITS.description.max}
            placeholder="Vos objectifs, votre public, les fonctionnalités attendues…"
            className="sm:col-span-2"
          />
          <SubmitButton pending={pending} className="sm:col-span-2">
            <Send aria-hidden />
            {submitLabel}
          </SubmitButton>
          <PrivacyNotice className="sm:col-span-2" />
        </>
      )}
    </PublicForm>
  );
}
