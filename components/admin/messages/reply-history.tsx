import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/dates";
import type { MessageReply } from "@/lib/messages/inbox";
import { UserText } from "@/components/admin/user-text";

const REPLY_STATUS: Record<
  MessageReply["status"],
  { label: string; variant: "success" | "destructive" | "secondary" }
> = {
  sent: { label: "Envoyée", variant: "success" },
  failed: { label: "Échec de l'envoi", variant: "destructive" },
  pending: { label: "En cours d'envoi", variant: "secondary" },
  retrying: { label: "Nouvel essai en cours", variant: "secondary" },
};

/** The replies e-mailed for a message, oldest first, failed attempts included (their text is kept). */
export function ReplyHistory({ replies }: { replies: MessageReply[] }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>
          <h2>Historique des réponses</h2>
        </CardTitle>
        <CardDescription>
          {replies.length ? `${replies.length} réponse(s)` : "Aucune réponse envoyée pour l'instant."}
        </CardDescription>
      </CardHeader>
      {replies.length > 0 && (
        <CardContent>
          <ol className="space-y-4" aria-label="Réponses">
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-lg border p-4" data-reply-status={reply.status}>
                <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                  <UserText className="block text-sm font-medium break-words">{reply.subject}</UserText>
                  <Badge variant={REPLY_STATUS[reply.status].variant}>{REPLY_STATUS[reply.status].label}</Badge>
                </div>
                <p className="mb-3 text-xs text-muted-foreground">
                  {formatDateTime(reply.sentAt ?? reply.createdAt)} · à {reply.to}
                  {reply.author ? ` · par ${reply.author}` : ""}
                </p>
                <p className="text-sm whitespace-pre-wrap break-words">{reply.content}</p>
              </li>
            ))}
          </ol>
        </CardContent>
      )}
    </Card>
  );
}
