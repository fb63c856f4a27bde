"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import type { LeadActions } from "@/components/admin/messages/lead-actions";
import { refreshBell } from "@/components/admin/notification-bell";
import { UserText } from "@/components/admin/user-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { ActionResult } from "@/lib/auth/action-result";
import { formatDate, formatDateTime } from "@/lib/dates";
import type { LeadOwner, LeadPipeline } from "@/lib/leads";
import { formatFcfa, LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from "@/lib/leads/rules";

/** Runs a pipeline action: a toast either way, then the page and the bell load again. */
function useLeadAction() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = <Data,>(call: () => Promise<ActionResult<Data>>, success: string, failure: string) =>
    startTransition(async () => {
      const result = await call();
      if (!result.ok) {
        toast.error(failure, { description: result.error });
        return;
      }
      toast.success(success);
      router.refresh();
      refreshBell();
    });
  return { pending, run };
}

/**
 * The sales pipeline of a request: its stage (with the reason when lost), estimated value in FCFA, owner and
 * follow-up day. Roles that may not write see the values only.
 */
export function LeadPanel({
  messageId,
  pipeline,
  owners,
  currentUserId,
  today,
  canWrite,
  actions,
}: {
  messageId: number;
  pipeline: LeadPipeline;
  owners: LeadOwner[];
  currentUserId: number;
  /** Today in Abidjan, 'YYYY-MM-DD' (from the server, so that the page renders the same on both sides). */
  today: string;
  canWrite: boolean;
  actions: LeadActions;
}) {
  const { pending, run } = useLeadAction();
  const [stage, setStage] = useState<LeadStage>(pipeline.stage);
  const [lostReason, setLostReason] = useState(pipeline.lostReason ?? "");
  const [value, setValue] = useState(pipeline.estimatedValue === null ? "" : String(pipeline.estimatedValue));
  const [followUpOn, setFollowUpOn] = useState(pipeline.followUpOn ?? "");
  const editable = canWrite && !pipeline.spam;
  const stageChanged =
    stage !== pipeline.stage || (stage === "lost" && lostReason.trim() !== (pipeline.lostReason ?? ""));
  const due =
    pipeline.followUpOn && pipeline.followUpOn <= today && ["new", "contacted", "quote_sent"].includes(pipeline.stage);

  return (
    <Card data-testid="lead-panel">
      <CardHeader>
        <CardTitle>
          <h2>Suivi commercial</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        <section className="space-y-2">
          <Label htmlFor="lead-stage">Étape</Label>
          {editable ? (
            <>
              <NativeSelect
                id="lead-stage"
                value={stage}
                onChange={(event) => setStage(event.target.value as LeadStage)}
                disabled={pending}
              >
                {LEAD_STAGES.map((option) => (
                  <option key={option} value={option}>
                    {LEAD_STAGE_LABELS[option]}
                  </option>
                ))}
              </NativeSelect>
              {stage === "lost" && (
                <div className="space-y-1">
                  <Label htmlFor="lead-lost-reason">Raison de la perte</Label>
                  <Input
                    id="lead-lost-reason"
                    value={lostReason}
                    maxLength={500}
                    onChange={(event) => setLostReason(event.target.value)}
                    placeholder="Budget, délai, concurrent…"
                  />
                </div>
              )}
              <Button
                size="sm"
                disabled={pending || !stageChanged}
                onClick={() =>
                  run(
                    () => actions.moveStage({ id: messageId, stage, lostReason: stage === "lost" ? lostReason : null }),
                    "Étape mise à jour",
                    "Erreur lors du changement d'étape",
                  )
                }
              >
                Enregistrer l&apos;étape
              </Button>
            </>
          ) : (
            <p id="lead-stage">
              <Badge variant="secondary">{LEAD_STAGE_LABELS[pipeline.stage]}</Badge>
            </p>
          )}
          {pipeline.stage === "lost" && pipeline.lostReason && (
            <p className="text-muted-foreground">
              Raison : <UserText>{pipeline.lostReason}</UserText>
            </p>
          )}
          <p className="text-xs text-muted-foreground" data-testid="lead-stage-date">
            {pipeline.stageChangedAt
              ? `${LEAD_STAGE_LABELS[pipeline.stage]} depuis le ${formatDateTime(pipeline.stageChangedAt)}`
              : "Aucun changement d'étape pour l'instant."}
          </p>
        </section>

        <section className="space-y-2">
          <Label htmlFor="lead-value">Valeur estimée (FCFA)</Label>
          {editable ? (
            <div className="flex gap-2">
              <Input
                id="lead-value"
                type="number"
                inputMode="numeric"
                min={0}
                step={10_000}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
              <Button
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() =>
                  run(
                    () =>
                      actions.setValue({ id: messageId, estimatedValue: value.trim() === "" ? null : Number(value) }),
                    "Valeur estimée enregistrée",
                    "Erreur lors de l'enregistrement de la valeur",
                  )
                }
              >
                Enregistrer
              </Button>
            </div>
          ) : null}
          <p className="text-muted-foreground" data-testid="lead-value">
            {pipeline.estimatedValue === null ? "Non renseignée" : formatFcfa(pipeline.estimatedValue)}
          </p>
        </section>

        <section className="space-y-2">
          <Label htmlFor="lead-owner">Responsable</Label>
          {editable ? (
            <div className="flex flex-wrap gap-2">
              <NativeSelect
                id="lead-owner"
                className="min-w-40 flex-1"
                value={pipeline.owner ? String(pipeline.owner.id) : ""}
                disabled={pending}
                onChange={(event) =>
                  run(
                    () =>
                      actions.assign({
                        id: messageId,
                        ownerId: event.target.value ? Number(event.target.value) : null,
                      }),
                    "Responsable mis à jour",
                    "Erreur lors de l'attribution de la demande",
                  )
                }
              >
                <option value="">Non attribuée</option>
                {owners.map((owner) => (
                  <option key={owner.id} value={owner.id}>
                    {owner.username}
                  </option>
                ))}
              </NativeSelect>
              {pipeline.owner?.id !== currentUserId && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  onClick={() =>
                    run(
                      () => actions.assign({ id: messageId, ownerId: currentUserId }),
                      "Demande attribuée à vous-même",
                      "Erreur lors de l'attribution de la demande",
                    )
                  }
                >
                  M&apos;attribuer
                </Button>
              )}
            </div>
          ) : (
            <p id="lead-owner">{pipeline.owner ? <UserText>{pipeline.owner.username}</UserText> : "Non attribuée"}</p>
          )}
        </section>

        <section className="space-y-2">
          <Label htmlFor="lead-follow-up">Date de relance</Label>
          {editable && (
            <div className="flex flex-wrap gap-2">
              <Input
                id="lead-follow-up"
                type="date"
                className="w-44"
                value={followUpOn}
                onChange={(event) => setFollowUpOn(event.target.value)}
              />
              <Button
                size="sm"
                variant="outline"
                disabled={pending || !followUpOn || followUpOn === pipeline.followUpOn}
                onClick={() =>
                  run(
                    () => actions.setFollowUp({ id: messageId, followUpOn }),
                    "Relance programmée",
                    "Erreur lors de l'enregistrement de la relance",
                  )
                }
              >
                Programmer
              </Button>
              {pipeline.followUpOn && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={pending}
                  onClick={() => {
                    setFollowUpOn("");
                    run(
                      () => actions.setFollowUp({ id: messageId, followUpOn: null }),
                      "Relance retirée",
                      "Erreur lors de l'enregistrement de la relance",
                    );
                  }}
                >
                  Retirer
                </Button>
              )}
            </div>
          )}
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground" data-testid="lead-follow-up">
            {pipeline.followUpOn
              ? `À relancer le ${formatDate(`${pipeline.followUpOn}T00:00:00Z`)}`
              : "Aucune relance prévue"}
            {due && (
              <Badge variant={pipeline.followUpOn! < today ? "destructive" : "info"}>
                {pipeline.followUpOn! < today ? "En retard" : "Aujourd'hui"}
              </Badge>
            )}
          </p>
        </section>
      </CardContent>
    </Card>
  );
}
