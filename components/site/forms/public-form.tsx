"use client";

import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Form } from "@/components/ui/form";
import { cn } from "@/lib/utils";
import { type FormKind, toastFailure, toastSuccess } from "./feedback";
import { sendPublicForm } from "./submission";
import type { FormFunnel } from "./use-form-funnel";

/**
 * The <form> of a public form: checked by its zod schema (the form's resolver), then sent to `url` with what the
 * visitor typed and `extra`; the spec's toasts on success and failure, the form left as it is on failure.
 */
export function PublicForm<Values extends FieldValues, Output>({
  form,
  funnel,
  url,
  kind,
  extra,
  onSent,
  className,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  funnel: FormFunnel;
  url: string;
  kind: FormKind;
  extra?: object;
  onSent: () => void;
  className?: string;
  children: ReactNode;
}) {
  async function submit() {
    let message: unknown;
    try {
      ({ message } = await sendPublicForm(url, { ...form.getValues(), ...extra }, funnel.page));
    } catch (error) {
      toastFailure(kind, error);
      return;
    }
    funnel.onSubmitted();
    toastSuccess(kind, typeof message === "string" ? message : undefined);
    onSent();
  }

  return (
    <Form {...form}>
      <form
        method="post"
        noValidate
        onInput={funnel.onInteraction}
        onSubmit={form.handleSubmit(submit)}
        className={cn("relative", className)}
      >
        {children}
      </form>
    </Form>
  );
}
