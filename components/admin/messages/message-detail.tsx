"use client";

import { AlertTriangleIcon, ArrowLeftIcon, BanIcon, ReplyIcon, ShieldCheckIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { DeleteMessageDialog, type MessageToDelete } from "@/components/admin/messages/delete-message-dialog";
import { MailDelivery } from "@/components/admin/messages/mail-status";
import type { MessageActions } from "@/components/admin/messages/message-actions";
import { LanguageMark, StatusBadge, TypeBadge } from "@/components/admin/messages/message-badges";
import { MESSAGES_PATH } from "@/components/admin/messages/messages-href";
import { ReplyBox } from "@/components/admin/messages/reply-box";
import type { LeadActions } from "@/components/admin/messages/lead-actions";
import { LeadPanel } from "@/components/admin/messages/lead-panel";
import { LeadSourceCard } from "@/components/admin/messages/lead-source";
import { LeadTimeline } from "@/components/admin/messages/lead-timeline";
import { refreshBell } from "@/components/admin/notification-bell";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/dates";
import type { LeadOwner, LeadPipeline } from "@/lib/leads";
import type { MessageDetail } from "@/lib/messages/inbox";
import { CORRUPT_DATA_NOTE, inboxSummary, isReceived, replySubject } from "@/lib/messages/rules";
import { UserText } from "@/components/admin/user-text";

type Row = [label: string, value: string | null | undefined];

/** The fields of a message, by type (spec: sender, e-mail, company and budget for requests, dates, page, deadline). */
function messageRows(message: MessageDetail, sender: { name: string; email: string | null }): Row[] {
  const { data } = message;
  const received: Row = [
    isReceived(message.status) ? "Reçu le" : "Commencé le",
    formatDateTime(message.conversion_date),
  ];
  const page: Row = ["Page source", message.page_source];
  if (message.form_type === "contact")
    return [["Expéditeur", sender.name], ["E-mail", sender.email], ["Sujet", data.subject], received, page];
  return [
    ["Expéditeur", sender.name],
    ["E-mail", sender.email],
    ["Téléphone", data.phone],
    ["Entreprise", data.company],
    ["Type de projet", data.projectType],
    ["Budget", data.budget],
    ["Délai souhaité", data.timeframe],
    received,
    page,
  ];
}

/** The pipeline side of the detail: the request's pipeline, the accounts it can be assigned to, who is viewing. */
export interface LeadContext {
  pipeline: LeadPipeline;
  owners: LeadOwner[];
  currentUserId: number;
  /** Today in Abidjan, 'YYYY-MM-DD'. */
  today: string;
}

/**
 * A message, its reply box, its pipeline (stage, value, owner, follow-up, source) and its history (replies, internal
 * notes, stage changes). Opening a received, unread message marks it processed (for the roles that may write); a
 * reply is e-mailed to the sender, then shows in the history. After each change the page renders again with the
 * message as stored.
 */
export function MessageDetailScreen({
  message,
  lead,
  canWrite,
  actions,
  leadActions,
}: {
  message: MessageDetail;
  lead: LeadContext;
  canWrite: boolean;
  actions: MessageActions;
  leadActions: LeadActions;
}) {
  const router = useRouter();
  const [spamPending, startSpam] = useTransition();
  const [replying, setReplying] = useState(false);
  const [toDelete, setToDelete] = useState<MessageToDelete>();
  const markedOnOpen = useRef(false);
  const summary = inboxSummary(message);
  const received = isReceived(message.status);
  const replyTo = summary.email;

  const { setStatus } = actions;
  const { id, status } = message;

  useEffect(() => {
    if (!canWrite || status !== "completed" || markedOnOpen.current) return;
    markedOnOpen.current = true;
    void setStatus({ id, status: "processed" }).then((result) => {
      if (!result.ok) {
        toast.error("Erreur lors de la mise à jour du statut du message", { description: result.error });
        return;
      }
      router.refresh();
      refreshBell();
    });
  }, [canWrite, id, status, setStatus, router]);

  const title =
    message.form_type === "contact"
      ? (message.data.subject ?? summary.subject)
      : (message.data.projectType ?? summary.subject);
  const body = message.form_type === "contact" ? message.data.message : message.data.description;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link href={MESSAGES_PATH}>
              <ArrowLeftIcon />
              Retour aux messages
            </Link>
          </Button>
          <h1 className="text-2xl font-bold tracking-tight">
            <UserText>{title}</UserText>
          </h1>
          <div className="flex flex-wrap gap-2" data-testid="message-badges">
            <StatusBadge status={message.status} />
            <TypeBadge type={message.form_type} />
            <LanguageMark locale={message.locale} />
          </div>
        </div>
        {canWrite && (
          <div className="flex flex-wrap gap-2">
            {received && replyTo && !replying && (
              <Button onClick={() => setReplying(true)}>
                <ReplyIcon />
                Répondre
              </Button>
            )}
            {received && (
              <Button
                variant="outline"
                disabled={spamPending}
                onClick={() =>
                  startSpam(async () => {
                    const spam = !lead.pipeline.spam;
                    const result = await leadActions.setSpam({ id: message.id, spam });
                    if (!result.ok) {
                      toast.error("Erreur lors du marquage comme spam", { description: result.error });
                      return;
                    }
                    toast.success(spam ? "Demande marquée comme spam" : "Demande remise dans le pipeline");
                    router.refresh();
                    refreshBell();
                  })
                }
              >
                {lead.pipeline.spam ? <ShieldCheckIcon /> : <BanIcon />}
                {lead.pipeline.spam ? "Pas un spam" : "Spam"}
              </Button>
            )}
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              aria-haspopup="dialog"
              onClick={() => setToDelete({ id: message.id, name: summary.name, subject: summary.subject })}
            >
              <Trash2Icon />
              Supprimer
            </Button>
          </div>
        )}
      </div>

      <MailDelivery mail={message.mail} />

      {lead.pipeline.spam && (
        <Alert className="mb-6" data-testid="spam-alert">
          <BanIcon />
          <AlertTitle>Spam</AlertTitle>
          <AlertDescription>
            Cette demande est marquée comme spam : elle ne fait plus partie du pipeline ni de la liste des messages.
          </AlertDescription>
        </Alert>
      )}

      {message.data.note && received && (
        <Alert variant="destructive" className="mb-6">
          <AlertTriangleIcon />
          <AlertTitle>
            Expéditeur : <UserText>{message.data.name}</UserText>
          </AlertTitle>
          <AlertDescription>{CORRUPT_DATA_NOTE}</AlertDescription>
        </Alert>
      )}
      {!received && (
        <Alert className="mb-6">
          <AlertTriangleIcon />
          <AlertDescription>
            {message.status === "abandoned"
              ? "Ce formulaire a été abandonné : le visiteur l'a quitté sans l'envoyer."
              : "Ce formulaire a été commencé mais pas encore envoyé."}
          </AlertDescription>
        </Alert>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Informations</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 text-sm">
              {messageRows(message, summary).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="break-words">
                    {label === "E-mail" && value ? (
                      <a href={`mailto:${value}`} className="text-primary underline-offset-4 hover:underline">
                        <UserText>{value}</UserText>
                      </a>
                    ) : value ? (
                      <UserText>{value}</UserText>
                    ) : (
                      <span className="text-muted-foreground">Non précisé</span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{message.form_type === "contact" ? "Message" : "Description du projet"}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {body ? (
              <UserText className="block text-sm leading-relaxed whitespace-pre-wrap">{body}</UserText>
            ) : (
              <p className="text-sm text-muted-foreground">Aucun texte.</p>
            )}
          </CardContent>
        </Card>
      </div>

      {received && (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <LeadPanel
            messageId={message.id}
            pipeline={lead.pipeline}
            owners={lead.owners}
            currentUserId={lead.currentUserId}
            today={lead.today}
            canWrite={canWrite}
            actions={leadActions}
          />
          <LeadSourceCard pageSource={message.page_source} source={lead.pipeline.source} />
        </div>
      )}

      {replying && replyTo && (
        <div className="mt-6">
          <ReplyBox
            messageId={message.id}
            send={actions.reply}
            to={replyTo}
            subject={replySubject(message.form_type, message.data)}
            onSent={() => {
              setReplying(false);
              router.refresh();
              refreshBell();
            }}
            onFailed={() => router.refresh()}
            onCancel={() => setReplying(false)}
          />
        </div>
      )}

      <LeadTimeline
        messageId={message.id}
        replies={message.replies}
        notes={lead.pipeline.notes}
        stageChanges={lead.pipeline.stageChanges}
        canWrite={canWrite}
        actions={leadActions}
      />

      {canWrite && (
        <DeleteMessageDialog
          message={toDelete}
          remove={actions.remove}
          onClose={() => setToDelete(undefined)}
          onDeleted={() => {
            refreshBell();
            router.push(MESSAGES_PATH);
            router.refresh();
          }}
        />
      )}
    </>
  );
}
