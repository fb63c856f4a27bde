"use client";

// A client component because its form is sent in place once the page's scripts run (PublicForm).
import { Send } from "lucide-react";
import type { ReactNode } from "react";
import type { FormAction } from "@/lib/form-state";
import {
  BUDGET_OPTIONS,
  FIELD_LIMITS,
  PROJECT_TYPE_OPTIONS,
  type ProjectRequestField,
  TIMEFRAME_OPTIONS,
} from "@/lib/messages/form-fields";
import { PrivacyNotice } from "../privacy-notice";
import {
  EmailField,
  NameField,
  SelectField,
  type SelectOption,
  SubmitButton,
  TextAreaField,
  TextField,
} from "./fields";
import { PublicForm, type PublicFormView } from "./public-form";
import type { FormTexts } from "./texts";

/** A select's choices: the values the API knows, each with its label in the page's language (same ids). */
function choices<Id extends string>(values: Record<Id, string>, labels: Record<Id, string>): SelectOption[] {
  return (Object.keys(values) as Id[]).map((id) => ({ value: values[id], label: labels[id] }));
}

/**
 * The spec's quote and project request form: required name, e-mail, project type and description; company, phone,
 * budget and timeframe optional. A quote request (the modal, /devis) or a project request (/start-project): the same
 * fields, told apart in the inbox (`action`: the page's quote or project request action). Once sent, `sent` replaces
 * it.
 */
export function ProjectRequestForm({
  action,
  formType,
  texts,
  heading,
  submitLabel,
  onSent,
  sent,
}: {
  action: FormAction<ProjectRequestField>;
  formType: "quote" | "project";
  texts: FormTexts;
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
      texts={texts}
      onSent={onSent}
      sentView={sent}
      className="grid gap-4 sm:grid-cols-2"
    >
      {({ state, pending }) => (
        <>
          {heading}
          <NameField state={state} label={texts.fields.name} />
          <TextField
            state={state}
            name="company"
            label={texts.fields.company}
            autoComplete="organization"
            maxLength={FIELD_LIMITS.company.max}
          />
          <EmailField state={state} label={texts.fields.email} />
          <TextField
            state={state}
            name="phone"
            label={texts.fields.phone}
            type="tel"
            autoComplete="tel"
            maxLength={FIELD_LIMITS.phone.max}
          />
          <SelectField
            state={state}
            name="projectType"
            label={texts.fields.projectType}
            options={choices(PROJECT_TYPE_OPTIONS, texts.options.projectType)}
            placeholder={texts.choose.projectType}
            required
          />
          <SelectField
            state={state}
            name="budget"
            label={texts.fields.budget}
            options={choices(BUDGET_OPTIONS, texts.options.budget)}
            placeholder={texts.choose.budget}
          />
          <SelectField
            state={state}
            name="timeframe"
            label={texts.fields.timeframe}
            options={choices(TIMEFRAME_OPTIONS, texts.options.timeframe)}
            placeholder={texts.choose.timeframe}
            className="sm:col-span-2"
          />
          <TextAreaField
            state={state}
            name="description"
            label={texts.fields.description}
            rows={5}
            required
            minLength={FIELD_LIMITS.description.min}
            maxLength={FIELD_LIMITS.description.max}
            placeholder={texts.fields.descriptionPlaceholder}
            className="sm:col-span-2"
          />
          <SubmitButton pending={pending} sendingLabel={texts.submit.sending} className="sm:col-span-2">
            <Send aria-hidden />
            {submitLabel}
          </SubmitButton>
          <PrivacyNotice texts={texts.privacy} className="sm:col-span-2" />
        </>
      )}
    </PublicForm>
  );
}
