"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlertIcon, Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "@/lib/zod";
import { TextField } from "@/components/admin/text-field";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { ApiClientError, fetchJson } from "@/lib/api-client";
import { CALLBACK_PARAM, safeReturnPath } from "@/lib/auth/paths";
import { loginSchema } from "@/lib/auth/schemas";

type LoginValues = z.input<typeof loginSchema>;

const subscribeToNothing = () => () => {};

export function LoginForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const submitting = form.formState.isSubmitting;
  // False in the server HTML, true once React runs: the form cannot be used before it can sign in.
  const interactive = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  async function signIn(values: LoginValues) {
    setError(null);
    try {
      const { user } = await fetchJson<{ user: { username: string } }>("/api/auth/login", {
        method: "POST",
        json: values,
      });
      toast.success("Connexion réussie", { description: `Bienvenue, ${user.username}!` });
      // Read at submit time rather than with useSearchParams, so that the form is part of the static page.
      router.replace(safeReturnPath(new URLSearchParams(window.location.search).get(CALLBACK_PARAM)));
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiClientError ? failure.message : "Erreur lors de la connexion");
    }
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(signIn)} noValidate>
        <fieldset disabled={submitting || !interactive} className="grid gap-4">
          {error && (
            <Alert variant="destructive">
              <CircleAlertIcon />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
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
          <Button type="submit" className="w-full">
            {submitting && <Loader2Icon className="animate-spin" />}
            {submitting ? "Connexion..." : "Se connecter"}
          </Button>
        </fieldset>
      </form>
    </Form>
  );
}
