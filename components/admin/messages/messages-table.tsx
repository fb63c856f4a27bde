"use client";

import { Check, Eye, LoaderCircle, Trash2 } from "lucide";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { DeleteMessageDialog, type MessageToDelete } from "@/components/admin/messages/delete-message-dialog";
import type { MessageActions } from "@/components/admin/messages/message-actions";
import { refreshBell } from "@/components/admin/notification-bell";
import { MailStatusBadge } from "@/components/admin/messages/mail-status";
import { LanguageMark, StatusBadge, StatusIcon, TypeBadge, TypeIcon } from "@/components/admin/messages/message-badges";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { EmptyTableRow } from "@/components/admin/empty-table-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatRelativeDate } from "@/lib/dates";
import type { InboxMessage } from "@/lib/messages/inbox";
import { inboxSummary } from "@/lib/messages/rules";
import { UserText } from "@/components/admin/user-text";

/** The inbox table: view, mark as processed (received messages only) and delete, for the roles that may write. */
export function MessagesTable({
  messages,
  canWrite,
  now,
  actions,
}: {
  messages: InboxMessage[];
  canWrite: boolean;
  now: string;
  actions: Pick<MessageActions, "setStatus" | "remove">;
}) {
  const router = useRouter();
  const [toDelete, setToDelete] = useState<MessageToDelete>();
  const [marking, setMarking] = useState<number>();
  const nowDate = new Date(now);

  async function markProcessed(id: number) {
    setMarking(id);
    const result = await actions.setStatus({ id, status: "processed" }).finally(() => setMarking(undefined));
    if (!result.ok) {
      toast.error("Erreur lors de la mise à jour du statut du message", { description: result.error });
      return;
    }
    toast.success("Statut mis à jour", { description: "Le message a été marqué comme traité." });
    router.refresh();
    refreshBell();
  }

  return (
    <div className="rounded-lg border bg-background">
      <Table scrollLabel="Liste des messages">
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">
              <span className="sr-only">Statut et type</span>
            </TableHead>
            <TableHead>Expéditeur</TableHead>
            <TableHead>Sujet</TableHead>
            <TableHead>Statut</TableHead>
            <TableHead title="Notification de l'agence par e-mail">Mail</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>Page source</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {messages.length === 0 ? (
            <EmptyTableRow columns={8}>Aucun message trouvé.</EmptyTableRow>
          ) : (
            messages.map((message) => {
              const { name, email, subject } = inboxSummary(message);
              return (
                <TableRow key={message.id} data-message-id={message.id}>
                  <TableCell>
                    <span className="flex items-center gap-2">
                      <StatusIcon status={message.status} />
                      <TypeIcon type={message.form_type} />
                    </span>
                  </TableCell>
                  <TableCell>
                    <UserText className={message.status === "completed" ? "block font-semibold" : "block font-medium"}>
                      {name}
                    </UserText>
                    {email && <UserText className="block text-xs text-muted-foreground">{email}</UserText>}
                  </TableCell>
                  <TableCell>
                    <UserText className="block max-w-[200px] truncate">
                      <span title={subject}>{subject}</span>
                    </UserText>
                  </TableCell>
                  <TableCell>
                    <span className="flex flex-wrap gap-1">
                      <StatusBadge status={message.status} />
                      <TypeBadge type={message.form_type} />
                      <LanguageMark locale={message.locale} />
                    </span>
                  </TableCell>
                  <TableCell>
                    <MailStatusBadge mail={message.mail} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatRelativeDate(message.conversion_date, nowDate)}
                  </TableCell>
                  <TableCell className="max-w-40 truncate text-muted-foreground">
                    {message.page_source ?? "—"}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button asChild variant="ghost" size="icon">
                      <Link href={`/admin/messages/detail/${message.id}`} aria-label={`Voir le message de ${name}`}>
                        <Icon node={Eye} />
                      </Link>
                    </Button>
                    {canWrite && message.status === "completed" && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Marquer le message de ${name} comme traité`}
                        title="Marquer comme traité"
                        disabled={marking === message.id}
                        onClick={() => markProcessed(message.id)}
                      >
                        {marking === message.id ? (
                          <Icon node={LoaderCircle} className="animate-spin" />
                        ) : (
                          <Icon node={Check} />
                        )}
                      </Button>
                    )}
                    {canWrite && (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:text-destructive"
                        aria-label={`Supprimer le message de ${name}`}
                        title="Supprimer"
                        aria-haspopup="dialog"
                        onClick={() => setToDelete({ id: message.id, name, subject })}
                      >
                        <Icon node={Trash2} />
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      {canWrite && (
        <DeleteMessageDialog
          message={toDelete}
          remove={actions.remove}
          onClose={() => setToDelete(undefined)}
          onDeleted={() => {
            setToDelete(undefined);
            router.refresh();
            refreshBell();
          }}
        />
      )}
    </div>
  );
}
