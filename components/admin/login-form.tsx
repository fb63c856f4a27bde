"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlertIcon, Loader2Icon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "@/lib/zod";
import { TextField } from "@/components/admin/text-field";
import { useInteractive } from "@/components/admin/use-interactive";
import { EnrolmentCode, type EnrolmentView, RecoveryCodesList } from "@/components/admin/two-factor-parts";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { ApiClientError, fetchJson } from "@/lib/api-client";
import {
  ACCOUNT_PATH,
  CALLBACK_PARAM,
  FORGOT_PASSWORD_PATH,
  safeReturnPath,
  TWO_FACTOR_ANCHOR,
} from "@/lib/auth/paths";
import { loginSchema } from "@/lib/auth/schemas";

type LoginValues = z.input<typeof loginSchema>;

type Enrolment = EnrolmentView;

/** What the form asks for: the password, then the second factor (or an enrolment), then shows new recovery codes. */
type Step =
  | { name: "password" }
  | { name: "code"; optional: boolean }
  | { name: "enrol"; enrolment: Enrolment }
  | { name: "recovery-codes"; codes: string[] };

function nextStep(failure: ApiClientError): Step | null {
  const body = (failure.body ?? {}) as { step?: unknown; enrolment?: Enrolment; codeAccepted?: unknown };
  if (body.step === "code") return { name: "code", optional: false };
  if (body.step === "enrol" && body.enrolment) return { name: "enrol", enrolment: body.enrolment };
  if (body.codeAccepted === true) return { name: "code", optional: true };
  return null;
}

export function LoginForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: "password" });
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", code: "" },
  });
  const submitting = form.formState.isSubmitting;
  // The form cannot be used before it can sign in.
  const interactive = useInteractive();

  function enterBackOffice() {
    // Read at submit time rather than with useSearchParams, so that the form is part of the static page.
    router.replace(safeReturnPath(new URLSearchParams(window.location.search).get(CALLBACK_PARAM)));
    router.refresh();
  }

  /** The first sign-in of an account without two-factor: the offer to enrol, one click away, on the next page. */
  function offerTwoFactorEnrolment() {
    toast.info("Protégez votre compte avec la double authentification", {
      description: "Avec un code de votre application d'authentification, votre mot de passe seul ne suffit plus.",
      duration: 20_000,
      action: {
        label: "Activer",
        onClick: () => router.push(`${ACCOUNT_PATH}#${TWO_FACTOR_ANCHOR}`),
      },
    });
  }

  async function signIn(values: LoginValues) {
    setError(null);
    try {
      const { user, recoveryCodes, offerTwoFactor } = await fetchJson<{
        user: { username: string };
        recoveryCodes?: string[];
        offerTwoFactor?: boolean;
      }>("/api/auth/login", { method: "POST", json: { ...values, code: values.code || undefined } });
      toast.success("Connexion réussie", { description: `Bienvenue, ${user.username}!` });
      if (offerTwoFactor) offerTwoFactorEnrolment();
      if (recoveryCodes) setStep({ name: "recovery-codes", codes: recoveryCodes });
      else enterBackOffice();
    } catch (failure) {
      if (!(failure instanceof ApiClientError)) return setError("Erreur lors de la connexion");
      const next = step.name === "password" ? nextStep(failure) : null;
      // The password step answered with the next one: not an error, unless the throttle speaks (429).
      if (next) setStep(next);
      if (!next || failure.status === 429) setError(failure.message);
      form.setValue("code", "");
    }
  }

  if (step.name === "recovery-codes") {
    return (
      <div className="grid grid-cols-1 gap-4" data-testid="recovery-codes">
        <RecoveryCodesList codes={step.codes} intro="La double authentification est activée." />
        <Button type="button" className="w-full" onClick={enterBackOffice}>
          J&apos;ai noté mes codes, continuer
        </Button>
      </div>
    );
  }

  const secondStep = step.name !== "password";
  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(signIn)} noValidate>
        <fieldset disabled={submitting || !interactive} className="grid grid-cols-1 gap-4">
          {error && (
            <Alert variant="destructive">
              <CircleAlertIcon />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <div className={secondStep ? "hidden" : "contents"}>
            <TextField
              control={form.control}
              name="email"
              label="Adresse e-mail"
              type="email"
              autoComplete="username"
              placeholder="vous@agence-digitale.ci"
              required
            />
            <TextField
              control={form.control}
              name="password"
              label="Mot de passe"
              type="password"
              autoComplete="current-password"
              required
            />
          </div>
          {step.name === "enrol" && (
            <div className="grid grid-cols-1 gap-3 text-sm" data-testid="two-factor-enrolment">
              <p>
                La double authentification est obligatoire pour les administrateurs. Scannez ce QR code avec votre
                application d&apos;authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…), puis
                saisissez le code à 6 chiffres qu&apos;elle affiche.
              </p>
              <EnrolmentCode enrolment={step.enrolment} />
            </div>
          )}
          {secondStep && (
            <TextField
              control={form.control}
              name="code"
              label={
                step.name === "code" && step.optional ? "Code de vérification (facultatif)" : "Code de vérification"
              }
              description={
                step.name === "enrol"
                  ? "Le code à 6 chiffres affiché par l'application."
                  : "Le code à 6 chiffres de votre application d'authentification, ou un code de secours."
              }
              autoComplete="one-time-code"
              inputMode={step.name === "enrol" ? "numeric" : "text"}
              autoFocus
            />
          )}
          <Button type="submit" className="w-full">
            {submitting && <Loader2Icon className="animate-spin" />}
            {submitting ? "Connexion..." : secondStep ? "Vérifier" : "Se connecter"}
          </Button>
          {secondStep ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setStep({ name: "password" });
                setError(null);
                form.setValue("code", "");
              }}
            >
              Retour
            </Button>
          ) : (
            <Link
              href={FORGOT_PASSWORD_PATH}
              className="text-center text-sm text-muted-foreground underline-offset-4 hover:underline"
            >
              Mot de passe oublié ?
            </Link>
          )}
        </fieldset>
      </form>
    </Form>
  );
}
