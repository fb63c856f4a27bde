import Link from "next/link";
import { INBOX_STATUS_OPTIONS, type MessagesView, messagesHref } from "@/components/admin/messages/messages-href";

/**
 * Says which statuses the inbox shows, and offers every status in one click (or back to the sent messages): the
 * default view hides forms started and left, and nothing on screen should hide that it does.
 */
export function ActiveStatusFilter({ view }: { view: MessagesView }) {
  const label = INBOX_STATUS_OPTIONS.find((option) => option.value === view.status)?.label ?? view.status;
  const other = view.status === "all" ? "received" : "all";
  return (
    <p className="mb-1 text-sm text-muted-foreground" data-testid="messages-active-filter">
      Filtre de statut actif : <span className="font-medium text-foreground">{label}</span>
      {view.status === "received" &&
        " (nouveaux et traités ; les formulaires commencés ou abandonnés sont masqués)"}.{" "}
      <Link
        href={messagesHref({ ...view, status: other, page: 1 })}
        className="font-medium text-primary underline underline-offset-4"
      >
        {other === "all" ? "Voir tous les statuts" : "Voir seulement les messages reçus"}
      </Link>
    </p>
  );
}
