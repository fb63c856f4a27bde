"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { PendingButton } from "@/components/admin/pending-button";
import { SessionsTable } from "@/components/admin/sessions-table";
import { EnrolmentCode, type EnrolmentView, RecoveryCodesList } from "@/components/admin/two-factor-parts";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ActionResult, ServerAction } from "@/lib/auth/action-result";
import type { SessionView } from "@/lib/auth/sessions";
import type { TwoFactorStatus } from "@/lib/auth/two-factor";
import { TWO_FACTOR_ANCHOR } from "@/lib/auth/paths";
import { formatDateTime } from "@/lib/dates";

/** 'Mon compte / Sécurité''s server actions, given by its page (app/admin/(shell)/account/actions.ts). */
export interface AccountSecurityActions {
  startEnrolment: ServerAction<Record<string, never>, EnrolmentView>;
  confirmEnrolment: ServerAction<{ code: string }, { recoveryCodes: string[] }>;
  regenerateRecoveryCodes: ServerAction<{ code: string }, string[]>;
  disableTwoFactor: ServerAction<{ code: string }, null>;
  endSession: ServerAction<{ sessionId: string }, null>;
  endOtherSessions: ServerAction<Record<string, never>, { ended: number }>;
}

/** The field under which a refused code's message shows. */
function codeError(result: ActionResult<unknown>): string | null {
  if (result.ok) return null;
  return result.fieldErrors?.code?.[0] ?? result.error;
}

function CodeField({
  id,
  value,
  onChange,
  error,
  label = "Code de vérification",
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  label?: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="one-time-code"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="max-w-xs"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Two-factor sign-in of one's own account: enrol (QR code, key, a first code, then the ten recovery codes shown
 * once), new recovery codes (shown once), or turn it off (against a code of the app or a recovery code).
 */
function TwoFactorCard({
  status,
  requiredForMe,
  actions,
}: {
  status: TwoFactorStatus;
  requiredForMe: boolean;
  actions: AccountSecurityActions;
}) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<EnrolmentView | null>(null);
  const [codes, setCodes] = useState<{ list: string[]; intro: string } | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  async function run<Data>(name: string, call: () => Promise<ActionResult<Data>>, done: (data: Data) => void) {
    setPending(name);
    setError(null);
    const result = await call();
    setPending(null);
    if (!result.ok) {
      setError(codeError(result));
      setCode("");
      return;
    }
    setCode("");
    done(result.data);
  }

  if (codes) {
    return (
      <div className="grid grid-cols-1 gap-4" data-testid="recovery-codes">
        <RecoveryCodesList codes={codes.list} intro={codes.intro} />
        <Button
          type="button"
          className="w-fit"
          onClick={() => {
            setCodes(null);
            router.refresh();
          }}
        >
          J&apos;ai noté mes codes
        </Button>
      </div>
    );
  }

  if (!status.enabled) {
    if (!enrolment)
      return (
        <div className="grid grid-cols-1 gap-3">
          <p className="text-sm text-muted-foreground">
            La double authentification est désactivée. Une fois activée, la connexion demande, après le mot de passe, le
            code à 6 chiffres de votre application d&apos;authentification.
          </p>
          {error && <p className="text-sm text-destructive">{error}</p>}
          <PendingButton
            className="w-fit"
            pending={pending === "start"}
            pendingLabel="Préparation..."
            onClick={() => run("start", () => actions.startEnrolment({}), setEnrolment)}
          >
            Activer la double authentification
          </PendingButton>
        </div>
      );
    return (
      <form
        className="grid grid-cols-1 gap-3 text-sm"
        data-testid="two-factor-enrolment"
        onSubmit={(event) => {
          event.preventDefault();
          void run(
            "confirm",
            () => actions.confirmEnrolment({ code }),
            ({ recoveryCodes }) => {
              setEnrolment(null);
              setCodes({ list: recoveryCodes, intro: "La double authentification est activée." });
              toast.success("Double authentification activée");
            },
          );
        }}
      >
        <p>
          Scannez ce QR code avec votre application d&apos;authentification (Google Authenticator, Microsoft
          Authenticator, FreeOTP…), puis saisissez le code à 6 chiffres qu&apos;elle affiche.
        </p>
        <EnrolmentCode enrolment={enrolment} />
        <CodeField id="enrol-code" value={code} onChange={setCode} error={error} />
        <div className="flex gap-2">
          <PendingButton type="submit" pending={pending === "confirm"} pendingLabel="Vérification...">
            Confirmer
          </PendingButton>
          <Button type="button" variant="ghost" onClick={() => setEnrolment(null)}>
            Annuler
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-3 text-sm">
      <p data-testid="two-factor-status">
        Double authentification activée{status.enabledAt ? ` le ${formatDateTime(status.enabledAt)}` : ""}. Codes de
        secours restants : {status.recoveryCodesLeft}.
      </p>
      <p className="text-muted-foreground">
        Pour générer de nouveaux codes de secours (les anciens cessent de fonctionner) ou désactiver la double
        authentification, saisissez un code de votre application ou un code de secours.
      </p>
      <CodeField id="manage-code" value={code} onChange={setCode} error={error} />
      {requiredForMe && (
        <Alert>
          <AlertDescription>
            La double authentification est obligatoire pour les administrateurs : vous ne pouvez pas la désactiver.
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <PendingButton
          variant="outline"
          pending={pending === "regenerate"}
          pendingLabel="Génération..."
          disabled={pending !== null}
          onClick={() =>
            run(
              "regenerate",
              () => actions.regenerateRecoveryCodes({ code }),
              (list) => setCodes({ list, intro: "Vos nouveaux codes de secours remplacent les anciens." }),
            )
          }
        >
          Générer de nouveaux codes de secours
        </PendingButton>
        {!requiredForMe && (
          <PendingButton
            variant="destructive"
            pending={pending === "disable"}
            pendingLabel="Désactivation..."
            disabled={pending !== null}
            onClick={() =>
              run(
                "disable",
                () => actions.disableTwoFactor({ code }),
                () => {
                  toast.success("Double authentification désactivée");
                  router.refresh();
                },
              )
            }
          >
            Désactiver la double authentification
          </PendingButton>
        )}
      </div>
    </div>
  );
}

/** 'Mon compte / Sécurité': two-factor sign-in and the account's open sessions. */
export function SecuritySection({
  twoFactor,
  requiredForMe,
  sessions,
  actions,
}: {
  twoFactor: TwoFactorStatus;
  /** An administrator while the site requires two-factor of administrators: it cannot be turned off. */
  requiredForMe: boolean;
  sessions: SessionView[];
  actions: AccountSecurityActions;
}) {
  const router = useRouter();
  const [endingAll, setEndingAll] = useState(false);
  const others = sessions.filter((session) => !session.current).length;

  async function endOthers() {
    setEndingAll(true);
    const result = await actions.endOtherSessions({});
    setEndingAll(false);
    if (!result.ok) {
      toast.error("Impossible de fermer les sessions.", { description: result.error });
      return;
    }
    toast.success("Sessions fermées", {
      description:
        result.data.ended === 0
          ? "Aucune autre session n'était ouverte."
          : `${result.data.ended} autre${result.data.ended > 1 ? "s" : ""} session${result.data.ended > 1 ? "s" : ""} fermée${result.data.ended > 1 ? "s" : ""}.`,
    });
    router.refresh();
  }

  return (
    <section className="grid grid-cols-1 gap-6" aria-labelledby="security-heading">
      <h2 id="security-heading" className="text-xl font-semibold">
        Sécurité
      </h2>
      <Card id={TWO_FACTOR_ANCHOR} className="scroll-mt-20">
        <CardHeader>
          <CardTitle>Double authentification</CardTitle>
          <CardDescription>Un code à usage unique de votre application, en plus du mot de passe.</CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorCard status={twoFactor} requiredForMe={requiredForMe} actions={actions} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Sessions ouvertes</CardTitle>
          <CardDescription>
            Les navigateurs connectés à votre compte. &laquo; Se déconnecter de tous les appareils &raquo; ferme toutes
            les autres sessions ; celle-ci reste ouverte.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <SessionsTable sessions={sessions} end={actions.endSession} />
          <PendingButton
            variant="outline"
            className="w-fit"
            pending={endingAll}
            pendingLabel="Déconnexion..."
            disabled={others === 0}
            onClick={endOthers}
          >
            Se déconnecter de tous les appareils
          </PendingButton>
        </CardContent>
      </Card>
    </section>
  );
}
