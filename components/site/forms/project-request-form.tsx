"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import {
  BUDGETS,
  PROJECT_TYPES,
  type ProjectRequest,
  type ProjectRequestInput,
  projectRequestSchema,
  TIMEFRAMES,
} from "@/lib/messages/schemas";
import { Field, HoneypotField, OptionsSelect, SubmitButton } from "./fields";
import { PublicForm } from "./public-form";
import { useFormFunnel } from "./use-form-funnel";

const EMPTY_REQUEST: Partial<ProjectRequestInput> = {
  name: "",
  company: "",
  email: "",
  phone: "",
  budget: "",
  timeframe: "",
  description: "",
  website: "",
};

/**
 * The state of a quote (modal) or project (/start-project) request form: its fields and its funnel. Kept by the
 * component that outlives the form's display, so that closing the modal keeps what the visitor typed.
 */
export function useProjectRequest(formType: "quote" | "project") {
  const form = useForm<ProjectRequestInput, unknown, ProjectRequest>({
    resolver: zodResolver(projectRequestSchema),
    defaultValues: EMPTY_REQUEST,
  });
  return { formType, form, funnel: useFormFunnel(formType) };
}

export type ProjectRequestState = ReturnType<typeof useProjectRequest>;

/** The spec's quote and project request form: required name, e-mail, project type and description. */
export function ProjectRequestForm({
  request,
  onSent,
  submitLabel,
}: {
  request: ProjectRequestState;
  onSent: () => void;
  submitLabel: string;
}) {
  const { form, funnel, formType } = request;
  const { control } = form;
  return (
    <PublicForm
      form={form}
      funnel={funnel}
      url="/api/project-request"
      kind="request"
      extra={{ quoteRequest: formType === "quote" }}
      onSent={onSent}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field control={control} name="name" label="Nom complet *">
        {(field) => <Input autoComplete="name" {...field} />}
      </Field>
      <Field control={control} name="company" label="Entreprise">
        {(field) => <Input autoComplete="organization" {...field} />}
      </Field>
      <Field control={control} name="email" label="Email *">
        {(field) => <Input type="email" autoComplete="email" {...field} />}
      </Field>
      <Field control={control} name="phone" label="Téléphone">
        {(field) => <Input type="tel" autoComplete="tel" {...field} />}
      </Field>
      <Field control={control} name="projectType" label="Type de projet *">
        {(field) => <OptionsSelect options={PROJECT_TYPES} placeholder="Sélectionnez un type de projet" {...field} />}
      </Field>
      <Field control={control} name="budget" label="Budget">
        {(field) => <OptionsSelect options={BUDGETS} placeholder="Sélectionnez un budget" {...field} />}
      </Field>
      <Field control={control} name="timeframe" label="Délai souhaité" className="sm:col-span-2">
        {(field) => <OptionsSelect options={TIMEFRAMES} placeholder="Sélectionnez un délai" {...field} />}
      </Field>
      <Field control={control} name="description" label="Description du projet *" className="sm:col-span-2">
        {(field) => (
          <Textarea
            rows={5}
            className="field-sizing-fixed"
            placeholder="Vos objectifs, votre public, les fonctionnalités attendues…"
            {...field}
          />
        )}
      </Field>
      <HoneypotField register={form.register} />
      <SubmitButton submitting={form.formState.isSubmitting} className="sm:col-span-2">
        <Send aria-hidden />
        {submitLabel}
      </SubmitButton>
    </PublicForm>
  );
}
