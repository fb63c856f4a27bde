import { AlertTriangleIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/dates";
import type { MessageMail } from "@/lib/messages/rules";

type Variant = ComponentProps<typeof Badge>["variant"];

/** How the back office names the delivery of the agency's notification of a message. */
function mailLabel(mail: MessageMail): { label: string; variant: Variant } {
  switch (mail.status) {
    case "sent":
      return { label: "Envoyé", variant: "success" };
    case "sending":
      return { label: "Envoi en cours", variant: "secondary" };
    case "pending":
      return mail.error
        ? { label: "Échec, nouvel essai prévu", variant: "outline" }
        : { label: "En attente", variant: "secondary" };
    case "unknown":
      return { label: "Incertain", variant: "outline" };
    case "failed":
      return { label: "Non envoyé", variant: "destructive" };
  }
}

/** The notification's delivery as a badge ('—' for forms that are not notified); its last error on hover. */
export function MailStatusBadge({ mail }: { mail: MessageMail | null }) {
  if (!mail) return <span className="text-muted-foreground">—</span>;
  const { label, variant } = mailLabel(mail);
  return (
    <Badge variant={variant} title={mail.error ?? undefined} data-mail-status={mail.status}>
      {label}
    </Badge>
  );
}

/** What the detail of a message says about its notification, with what to do when it did not go out. */
export function MailDelivery({ mail }: { mail: MessageMail | null }) {
  if (!mail) return null;
  const attempts = `${mail.attempts} tentative${mail.attempts > 1 ? "s" : ""}`;
  const problem =
    mail.status === "unknown"
      ? "L'envoi n'a pas pu être confirmé (arrêt du serveur ou panne de la base de données juste après l'envoi) : la notification est peut-être partie. Elle ne sera pas renvoyée automatiquement, pour ne pas l'envoyer deux fois."
      : mail.status === "failed"
        ? "La notification n'a pas pu être envoyée et ne sera plus retentée : ce message n'a été signalé à personne par e-mail."
        : mail.status === "pending" && mail.error
          ? `La notification a échoué (${attempts}) ; elle sera renvoyée automatiquement dès que le serveur de messagerie répondra.`
          : null;
  return (
    <div className="mb-6 space-y-3" data-testid="mail-delivery">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Notification à l&apos;agence par e-mail :</span>
        <MailStatusBadge mail={mail} />
        {mail.sent_at && <span className="text-muted-foreground">le {formatDateTime(mail.sent_at)}</span>}
      </p>
      {problem && (
        <Alert variant={mail.status === "pending" ? "default" : "destructive"}>
          <AlertTriangleIcon />
          <AlertTitle>Notification e-mail</AlertTitle>
          <AlertDescription>
            <p>{problem}</p>
            {mail.error && <p className="break-words">Dernière erreur : {mail.error}</p>}
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
