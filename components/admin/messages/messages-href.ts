import { INBOX_SCREEN_STATUS, type InboxQuery } from "@/lib/messages/schemas";
import { hrefWithQuery } from "@/lib/search-params";

export const MESSAGES_PATH = "/admin/messages";

export type MessagesView = Pick<InboxQuery, "status" | "type" | "page"> & { search?: string };

/** The address of a view of the inbox; defaults (received messages of every type, page 1) are left out. */
export function messagesHref({ search, status, type, page }: MessagesView): string {
  return hrefWithQuery(
    MESSAGES_PATH,
    { search, status, type, page },
    { status: INBOX_SCREEN_STATUS, type: "all", page: 1 },
  );
}

/** The inbox's status filter, the screen's default view first. */
export const INBOX_STATUS_OPTIONS: { value: InboxQuery["status"]; label: string }[] = [
  { value: "received", label: "Messages reçus" },
  { value: "completed", label: "Nouveaux" },
  { value: "processed", label: "Traités" },
  { value: "started", label: "Commencés (non envoyés)" },
  { value: "abandoned", label: "Abandonnés" },
  { value: "all", label: "Tous les statuts" },
];
