"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { NewPasswordFields } from "@/components/admin/new-password-fields";
import { TextField } from "@/components/admin/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import type { ServerAction } from "@/lib/auth/action-result";
import {
  changeOwnEmailSchema,
  type ChangeOwnEmailValues,
  changeOwnPasswordSchema,
  type ChangeOwnPasswordValues,
} from "@/lib/users/schemas";

/** 'Mon compte''s credential actions, given by its page (app/admin/(shell)/account/actions.ts). */
export interface AccountCredentialActions {
  changePassword: ServerAction<ChangeOwnPasswordValues, null>;
  changeEmail: ServerAction<ChangeOwnEmailValues, { email: string }>;
}

/** Sends a form's raw values to its action; a refusal shows under its fields, or in a toast. */
function useSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  action: ServerAction<Values, unknown>,
  fields: readonly FieldPath<Values>[],
  messages: { success: string; failure: string },
) {
  const router = useRouter();
  return form.handleSubmit(async () => {
    const result = await action(form.getValues());
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.fieldErrors, fields))
        toast.error(messages.failure, { description: result.error });
      return;
    }
    toast.success(messages.success);
    form.reset();
    router.refresh();
  });
}

/** One of the section's cards: a form of its own, its fields, and the button that sends it. */
function CredentialCard<Values extends FieldValues>({
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  testId,
  children,
}: {
  title: string;
  description: ReactNode;
  form: UseFormReturn<Values>;
  onSubmit: () => void;
  submitLabel: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const submitting = form.formState.isSubmitting;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4" data-testid={testId}>
            {children}
            <Button type="submit" disabled={submitting} className="justify-self-start">
              {submitting && <Loader2Icon className="animate-spin" />}
              {submitLabel}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

/** The current password, which every change here is checked against. */
function CurrentPasswordField<Values extends { currentPassword: string }>({ control }: { control: Control<Values> }) {
  return (
    <TextField
      control={control}
      name={"currentPassword" as FieldPath<Values>}
      label="Mot de passe actuel"
      type="password"
      autoComplete="current-password"
      required
    />
  );
}

function PasswordCard({ action }: { action: AccountCredentialActions["changePassword"] }) {
  const form = useForm<ChangeOwnPasswordValues>({
    resolver: zodResolver(changeOwnPasswordSchema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const submit = useSubmit(form, action, ["currentPassword", "password", "confirmPassword"], {
    success: "Mot de passe modifié",
    failure: "Impossible de modifier le mot de passe",
  });
  return (
    <CredentialCard
      title="Mot de passe"
      description="Les autres sessions ouvertes de votre compte seront fermées ; celle-ci reste ouverte."
      form={form}
      onSubmit={submit}
      submitLabel="Changer le mot de passe"
      testId="change-password-form"
    >
      <CurrentPasswordField control={form.control} />
      <NewPasswordFields control={form.control} />
    </CredentialCard>
  );
}

function EmailCard({ email, action }: { email: string; action: AccountCredentialActions["changeEmail"] }) {
  const form = useForm<ChangeOwnEmailValues>({
    resolver: zodResolver(changeOwnEmailSchema),
    defaultValues: { email, currentPassword: "" },
  });
  const submit = useSubmit(form, action, ["email", "currentPassword"], {
    success: "Adresse e-mail modifiée",
    failure: "Impossible de modifier l'adresse e-mail",
  });
  return (
    <CredentialCard
      title="Adresse e-mail"
      description="Celle avec laquelle vous vous connectez ; l'ancienne adresse en sera avertie."
      form={form}
      onSubmit={submit}
      submitLabel="Changer l'adresse e-mail"
      testId="change-email-form"
    >
      <TextField
        control={form.control}
        name="email"
        label="Nouvelle adresse e-mail"
        type="email"
        autoComplete="email"
        required
      />
      <CurrentPasswordField control={form.control} />
    </CredentialCard>
  );
}

/** 'Mon compte': one's own password and e-mail address, each against the current password (every role). */
export function CredentialsSection({ email, actions }: { email: string; actions: AccountCredentialActions }) {
  return (
    <section aria-labelledby="credentials-title" className="grid gap-6">
      <h2 id="credentials-title" className="text-xl font-semibold">
        Identifiants
      </h2>
      <PasswordCard action={actions.changePassword} />
      <EmailCard email={email} action={actions.changeEmail} />
    </section>
  );
}
