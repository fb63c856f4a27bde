"use client";

import { CalendarClockIcon, SendIcon, XCircleIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { PendingButton } from "@/components/admin/pending-button";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ActionResult, ServerAction } from "@/lib/auth/action-result";
import { toSiteDateTimeInput } from "@/lib/dates";
import type { CampaignStatus } from "@/lib/newsletter/rules";

type Busy = "test" | "schedule" | "start" | "cancel" | null;

/**
 * What can be done with a campaign: 'Envoyer un test' (to oneself), 'Programmer' (a date and time, Abidjan's),
 * 'Envoyer maintenant' (confirmed first: it goes to every confirmed subscriber), 'Annuler'.
 */
export function CampaignActions({
  id,
  status,
  scheduledAt,
  recipients,
  sendTest,
  schedule,
  start,
  cancel,
}: {
  id: number;
  status: CampaignStatus;
  scheduledAt: string | null;
  /** The confirmed subscribers today (who 'Envoyer maintenant' would mail). */
  recipients: number;
  sendTest: ServerAction<{ id: number }, { to: string }>;
  schedule: ServerAction<{ id: number; scheduledAt: string }, { id: number }>;
  start: ServerAction<{ id: number }, { id: number; recipients: number }>;
  cancel: ServerAction<{ id: number }, { id: number }>;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<Busy>(null);
  const [when, setWhen] = useState(scheduledAt ? toSiteDateTimeInput(scheduledAt) : "");
  const [whenError, setWhenError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const editable = status === "draft" || status === "scheduled";

  async function run<Data>(kind: Busy, action: () => Promise<ActionResult<Data>>, success: (data: Data) => string) {
    setBusy(kind);
    try {
      const result = await action();
      if (!result.ok) {
        if (kind === "schedule" && result.fieldErrors?.scheduledAt) setWhenError(result.fieldErrors.scheduledAt[0]!);
        else toast.error("L'action n'a pas abouti.", { description: result.error });
        return false;
      }
      setWhenError(null);
      toast.success(success(result.data));
      router.refresh();
      return true;
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2>Envoi</h2>
        </CardTitle>
        <CardDescription>
          {editable
            ? `La campagne partira vers les ${recipients} abonné(s) confirmé(s) au moment de l'envoi, une fois chacun.`
            : "La campagne est partie : son contenu ne change plus."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <div className="flex flex-wrap gap-2">
          <PendingButton
            variant="outline"
            pending={busy === "test"}
            pendingLabel="Envoi du test..."
            disabled={busy !== null}
            onClick={() =>
              run(
                "test",
                () => sendTest({ id }),
                ({ to }) => `Test envoyé à ${to}`,
              )
            }
          >
            <SendIcon />
            Envoyer un test
          </PendingButton>
          {editable && (
            <Button disabled={busy !== null} onClick={() => setConfirming(true)} aria-haspopup="dialog">
              <SendIcon />
              Envoyer maintenant
            </Button>
          )}
          {(editable || status === "sending") && (
            <PendingButton
              variant="destructive"
              pending={busy === "cancel"}
              pendingLabel="Annulation..."
              disabled={busy !== null}
              onClick={() =>
                run(
                  "cancel",
                  () => cancel({ id }),
                  () => "Campagne annulée",
                )
              }
            >
              <XCircleIcon />
              Annuler la campagne
            </PendingButton>
          )}
        </div>
        {editable && (
          <form
            className="grid min-w-0 gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void run(
                "schedule",
                () => schedule({ id, scheduledAt: when }),
                () => "Campagne programmée",
              );
            }}
          >
            <Label htmlFor="campaign-schedule" className="flex items-center gap-2">
              <CalendarClockIcon aria-hidden className="size-4" />
              Programmer (heure d&apos;Abidjan)
            </Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id="campaign-schedule"
                type="datetime-local"
                value={when}
                onChange={(event) => setWhen(event.target.value)}
                aria-invalid={whenError ? true : undefined}
                aria-describedby={whenError ? "campaign-schedule-error" : undefined}
                className="w-auto min-w-0"
              />
              <PendingButton
                type="submit"
                variant="outline"
                pending={busy === "schedule"}
                pendingLabel="Programmation..."
                disabled={busy !== null}
              >
                Programmer
              </PendingButton>
            </div>
            {whenError && (
              <p id="campaign-schedule-error" className="text-sm text-destructive">
                {whenError}
              </p>
            )}
          </form>
        )}
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={(next) => !next && busy === null && setConfirming(false)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Envoyer la campagne maintenant ?</AlertDialogTitle>
            <AlertDialogDescription>
              Elle partira vers les {recipients} abonné(s) confirmé(s), au rythme réglé dans les paramètres. Son contenu
              ne pourra plus être modifié.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy !== null}>Annuler</AlertDialogCancel>
            <PendingButton
              pending={busy === "start"}
              pendingLabel="Envoi..."
              onClick={async () => {
                if (
                  await run(
                    "start",
                    () => start({ id }),
                    ({ recipients: listed }) => `Envoi lancé vers ${listed} abonné(s)`,
                  )
                )
                  setConfirming(false);
              }}
            >
              Envoyer
            </PendingButton>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
