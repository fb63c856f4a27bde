"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlertIcon, CircleCheckIcon, Loader2Icon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "@/lib/zod";
import { NewPasswordFields } from "@/components/admin/new-password-fields";
import { TextField } from "@/components/admin/text-field";
import { useInteractive } from "@/components/admin/use-interactive";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { ApiClientError, fetchJson } from "@/lib/api-client";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "@/lib/auth/paths";
import { forgotPasswordSchema, resetPasswordSchema, type ResetPasswordValues } from "@/lib/auth/schemas";

function Outcome({ error, success }: { error: string | null; success: string | null }) {
  if (error)
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlertIcon />
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    );
  if (success)
    return (
      <Alert role="status">
        <CircleCheckIcon />
        <AlertDescription>{success}</AlertDescription>
      </Alert>
    );
  return null;
}

const BackToLogin = () => (
  <Link href={LOGIN_PATH} className="text-center text-sm text-muted-foreground underline-offset-4 hover:underline">
    Retour à la connexion
  </Link>
);

/** 'Mot de passe oublié ?': asks for a link; the answer is the same whether the address has an account or not. */
export function ForgotPasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const submitting = form.formState.isSubmitting;
  const interactive = useInteractive();

  async function request(values: z.input<typeof forgotPasswordSchema>) {
    setError(null);
    try {
      const { message } = await fetchJson<{ message: string }>("/api/auth/password-reset", {
        method: "POST",
        json: values,
      });
      setSent(message);
    } catch (failure) {
      setError(failure instanceof ApiClientError ? failure.message : "Erreur lors de l'envoi de la demande");
    }
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(request)} noValidate>
        <fieldset disabled={!interactive || submitting} className="grid grid-cols-1 gap-4">
          <Outcome error={error} success={sent} />
          <TextField
            control={form.control}
            name="email"
            label="Adresse e-mail"
            type="email"
            autoComplete="username"
            placeholder="vous@agence-digitale.ci"
            required
          />
          <Button type="submit" className="w-full">
            {submitting && <Loader2Icon className="animate-spin" />}
            {submitting ? "Envoi..." : "Envoyer le lien"}
          </Button>
          <BackToLogin />
        </fieldset>
      </form>
    </Form>
  );
}

/** The reset link's page: the token comes from its address, read at submit time so that the page stays static. */
export function ResetPasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: "", password: "", confirmPassword: "" },
  });
  const submitting = form.formState.isSubmitting;
  const interactive = useInteractive();

  async function reset(values: ResetPasswordValues) {
    setError(null);
    try {
      const { message } = await fetchJson<{ message: string }>("/api/auth/password-reset/confirm", {
        method: "POST",
        json: values,
      });
      setDone(message);
    } catch (failure) {
      setError(failure instanceof ApiClientError ? failure.message : "Erreur lors du changement de mot de passe");
    }
  }

  if (done)
    return (
      <div className="grid grid-cols-1 gap-4">
        <Outcome error={null} success={done} />
        <Button asChild className="w-full">
          <Link href={LOGIN_PATH}>Se connecter</Link>
        </Button>
      </div>
    );

  return (
    <Form {...form}>
      <form
        method="post"
        onSubmit={(event) => {
          form.setValue("token", new URLSearchParams(window.location.search).get("token") ?? "");
          return form.handleSubmit(reset)(event);
        }}
        noValidate
      >
        <fieldset disabled={!interactive || submitting} className="grid grid-cols-1 gap-4">
          <Outcome error={error ?? form.formState.errors.token?.message ?? null} success={null} />
          <NewPasswordFields control={form.control} />
          <Button type="submit" className="w-full">
            {submitting && <Loader2Icon className="animate-spin" />}
            {submitting ? "Enregistrement..." : "Changer le mot de passe"}
          </Button>
          {error && (
            <Link
              href={FORGOT_PASSWORD_PATH}
              className="text-center text-sm text-muted-foreground underline-offset-4 hover:underline"
            >
              Demander un nouveau lien
            </Link>
          )}
          <BackToLogin />
        </fieldset>
      </form>
    </Form>
  );
}
