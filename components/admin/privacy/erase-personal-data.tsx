"use client";

import { useRouter } from "next/navigation";
import { useActionState } from "react";
import { toast } from "sonner";
import { PendingButton } from "@/components/admin/pending-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ServerAction } from "@/lib/auth/action-result";
import { type ErasureReport, erasureSummary } from "@/lib/privacy/rules";
import type { PrivacyEraseInput } from "@/lib/privacy/schemas";

type EraseState = { error?: string; confirmation?: string };

/**
 * 'Effacer ces données': a `<details>` that opens on the consequences and a field where the subject must be typed
 * again (nothing is erased by a stray click); the action erases, the page loads again and shows what is left.
 */
export function ErasePersonalData({
  subject,
  erase,
}: {
  subject: string;
  erase: ServerAction<PrivacyEraseInput, ErasureReport>;
}) {
  const router = useRouter();
  const [state, submit, pending] = useActionState(async (_: EraseState, form: FormData): Promise<EraseState> => {
    const confirmation = String(form.get("confirmation") ?? "");
    const result = await erase({ q: subject, confirmation });
    if (!result.ok) {
      const fieldError = result.fieldErrors?.confirmation?.[0];
      if (!fieldError) toast.error("Impossible d'effacer ces données.", { description: result.error });
      return { error: fieldError ?? result.error, confirmation };
    }
    toast.success("Données personnelles effacées", { description: `${erasureSummary(result.data)}.` });
    router.refresh();
    return {};
  }, {});

  return (
    <details className="rounded-lg border border-destructive/50 p-4">
      <summary className="cursor-pointer font-medium text-destructive">Effacer ces données…</summary>
      <form action={submit} className="mt-4 grid max-w-xl grid-cols-1 gap-3">
        <p className="text-sm">
          Les noms, adresses e-mail, téléphones, messages, notes et villes de cette personne seront effacés
          définitivement ; ses abonnements supprimés ; son compte du back-office, s&apos;il en a un, supprimé. Les
          chiffres du tableau de bord ne changent pas. Cette action est irréversible.
        </p>
        <Label htmlFor="privacy-erase-confirmation">
          Pour confirmer, saisissez <strong className="wrap-anywhere">{subject}</strong>
        </Label>
        <Input
          id="privacy-erase-confirmation"
          name="confirmation"
          required
          autoComplete="off"
          defaultValue={state.confirmation}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? "privacy-erase-error" : undefined}
        />
        {state.error && (
          <p id="privacy-erase-error" role="alert" className="text-sm text-destructive">
            {state.error}
          </p>
        )}
        <PendingButton
          type="submit"
          variant="destructive"
          pending={pending}
          pendingLabel="Effacement..."
          className="w-fit"
        >
          Effacer définitivement
        </PendingButton>
      </form>
    </details>
  );
}
