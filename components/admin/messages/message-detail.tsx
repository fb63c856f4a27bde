"use client";

import { AlertTriangleIcon, ArrowLeftIcon, ReplyIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { DeleteMessageDialog, type MessageToDelete } from "@/components/admin/messages/delete-message-dialog";
import { MailDelivery } from "@/components/admin/messages/mail-status";
import type { MessageActions } from "@/components/admin/messages/message-actions";
import { StatusBadge, TypeBadge } from "@/components/admin/messages/message-badges";
import { MESSAGES_PATH } from "@/components/admin/messages/messages-href";
import { ReplyBox } from "@/components/admin/messages/reply-box";
import { ReplyHistory } from "@/components/admin/messages/reply-history";
import { refreshBell } from "@/components/admin/notification-bell";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/dates";
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

/**
 * A message, its reply box and its reply history. Opening a received, unread message marks it processed (for the
 * roles that may write); a reply is e-mailed to the sender, then shows in the history. After each change the page
 * renders again with the message as stored.
 */
export function MessageDetailScreen({
  message,
  canWrite,
  actions,
}: {
  message: MessageDetail;
  canWrite: boolean;
  actions: MessageActions;
}) {
  const router = useRouter();
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
        <div className="space-y-2">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link href={MESSAGES_PATH}>
              <ArrowLeftIcon />
              Retour aux messages
            </Link>
          </Button>
          <h1 className="text-2xl font-bold tracking-tight break-words">
            <UserText>{title}</UserText>
          </h1>
          <div className="flex flex-wrap gap-2" data-testid="message-badges">
            <StatusBadge status={message.status} />
            <TypeBadge type={message.form_type} />
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
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => setToDelete({ id: message.id, name: summary.name, subject: summary.subject })}
            >
              <Trash2Icon />
              Supprimer
            </Button>
          </div>
        )}
      </div>

      <MailDelivery mail={message.mail} />

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

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
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
              <UserText className="block text-sm leading-relaxed whitespace-pre-wrap break-words">{body}</UserText>
            ) : (
              <p className="text-sm text-muted-foreground">Aucun texte.</p>
            )}
          </CardContent>
        </Card>
      </div>

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

      <ReplyHistory replies={message.replies} />

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
