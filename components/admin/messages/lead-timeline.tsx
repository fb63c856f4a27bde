"use client";

import { ArrowRightIcon, MailIcon, RotateCwIcon, StickyNoteIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import type { LeadActions } from "@/components/admin/messages/lead-actions";
import { refreshBell } from "@/components/admin/notification-bell";
import { UserText } from "@/components/admin/user-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatDateTime } from "@/lib/dates";
import type { LeadNoteView, LeadStageChangeView } from "@/lib/leads";
import { LEAD_NOTE_MAX, LEAD_STAGE_LABELS, leadTimeline } from "@/lib/leads/rules";
import type { MessageReply } from "@/lib/messages/inbox";

const REPLY_STATUS: Record<
  MessageReply["status"],
  { label: string; variant: "success" | "destructive" | "secondary" | "info" }
> = {
  sent: { label: "Envoyée", variant: "success" },
  failed: { label: "Échec de l'envoi", variant: "destructive" },
  pending: { label: "En cours d'envoi", variant: "secondary" },
  retrying: { label: "Nouvel essai en cours", variant: "info" },
};

/**
 * A request's history as one timeline, oldest first: the replies e-mailed (with their delivery; a failed one can be
 * sent again), the internal notes (staff only) and the stage changes. The note box closes it.
 */
export function LeadTimeline({
  messageId,
  replies,
  notes,
  stageChanges,
  canWrite,
  actions,
}: {
  messageId: number;
  replies: MessageReply[];
  notes: LeadNoteView[];
  stageChanges: LeadStageChangeView[];
  canWrite: boolean;
  actions: Pick<LeadActions, "addNote" | "resendReply">;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [note, setNote] = useState("");
  const entries = leadTimeline(replies, notes, stageChanges);

  const resend = (replyId: number) =>
    startTransition(async () => {
      const result = await actions.resendReply({ replyId });
      if (result.ok) toast.success("Réponse envoyée");
      else toast.error("Erreur lors de l'envoi de la réponse", { description: result.error });
      router.refresh();
      refreshBell();
    });

  const addNote = () =>
    startTransition(async () => {
      const result = await actions.addNote({ id: messageId, content: note });
      if (!result.ok) {
        toast.error("Erreur lors de l'ajout de la note", {
          description: result.fieldErrors?.content?.[0] ?? result.error,
        });
        return;
      }
      setNote("");
      toast.success("Note ajoutée");
      router.refresh();
    });

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>
          <h2>Historique</h2>
        </CardTitle>
        <CardDescription>
          {entries.length
            ? `${replies.length} réponse(s), ${notes.length} note(s) interne(s), ${stageChanges.length} changement(s) d'étape`
            : "Aucune réponse ni note pour l'instant."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {entries.length > 0 && (
          <ol className="space-y-4" aria-label="Historique de la demande">
            {entries.map((entry) =>
              entry.kind === "reply" ? (
                <li
                  key={entry.key}
                  className="rounded-lg border p-4"
                  data-kind="reply"
                  data-reply-status={entry.reply.status}
                >
                  <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                    <span className="flex min-w-0 items-center gap-2">
                      <MailIcon className="size-4 shrink-0 text-primary" aria-hidden />
                      <UserText className="block text-sm font-medium">{entry.reply.subject}</UserText>
                    </span>
                    <Badge variant={REPLY_STATUS[entry.reply.status].variant}>
                      {REPLY_STATUS[entry.reply.status].label}
                    </Badge>
                  </div>
                  <p className="mb-3 text-xs text-muted-foreground">
                    Réponse · {formatDateTime(entry.reply.sentAt ?? entry.reply.createdAt)} · à {entry.reply.to}
                    {entry.reply.author ? ` · par ${entry.reply.author}` : ""}
                  </p>
                  <p className="text-sm whitespace-pre-wrap break-words">{entry.reply.content}</p>
                  {entry.reply.status === "failed" && canWrite && (
                    <Button
                      size="sm"
                      variant="outline"
                      className="mt-3"
                      disabled={pending}
                      onClick={() => resend(entry.reply.id)}
                    >
                      <RotateCwIcon />
                      Renvoyer
                    </Button>
                  )}
                </li>
              ) : entry.kind === "note" ? (
                <li key={entry.key} className="rounded-lg border border-dashed bg-muted/40 p-4" data-kind="note">
                  <p className="mb-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <StickyNoteIcon className="size-4 text-amber-600" aria-hidden />
                    <Badge variant="outline">Note interne</Badge>
                    {formatDateTime(entry.note.createdAt)}
                    {entry.note.author ? (
                      <>
                        {" · par "}
                        <UserText>{entry.note.author}</UserText>
                      </>
                    ) : null}
                  </p>
                  <UserText className="block text-sm whitespace-pre-wrap">{entry.note.content}</UserText>
                </li>
              ) : (
                <li key={entry.key} className="flex flex-wrap items-center gap-2 px-1 text-sm" data-kind="stage">
                  <ArrowRightIcon className="size-4 text-muted-foreground" aria-hidden />
                  <span>
                    Étape : {entry.change.from ? `${LEAD_STAGE_LABELS[entry.change.from]} → ` : ""}
                    <strong>{LEAD_STAGE_LABELS[entry.change.to]}</strong>
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {formatDateTime(entry.change.createdAt)}
                    {entry.change.author ? ` · par ${entry.change.author}` : ""}
                  </span>
                </li>
              ),
            )}
          </ol>
        )}
        {canWrite && (
          <form
            className="space-y-2"
            aria-label="Ajouter une note interne"
            onSubmit={(event) => {
              event.preventDefault();
              addNote();
            }}
          >
            <Label htmlFor="lead-note">Nouvelle note interne</Label>
            <Textarea
              id="lead-note"
              value={note}
              maxLength={LEAD_NOTE_MAX}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
              placeholder="Visible seulement par l'équipe : jamais envoyée au client."
            />
            <Button type="submit" size="sm" disabled={pending || !note.trim()}>
              Ajouter la note
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
