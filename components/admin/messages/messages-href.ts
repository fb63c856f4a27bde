import { INBOX_SCREEN_STATUS, type InboxQuery } from "@/lib/messages/schemas";
import { hrefWithQuery } from "@/lib/search-params";

export const MESSAGES_PATH = "/admin/messages";

export type MessagesView = Pick<InboxQuery, "status" | "type" | "page"> &
  Partial<Pick<InboxQuery, "stage" | "owner" | "spam">> & { search?: string };

/** The address of a view of the inbox; defaults (received messages of every type, stage and owner, no spam, page 1) are left out. */
export function messagesHref({ search, status, type, stage, owner, spam, page }: MessagesView): string {
  return hrefWithQuery(
    MESSAGES_PATH,
    { search, status, type, stage, owner, spam, page },
    { status: INBOX_SCREEN_STATUS, type: "all", stage: "all", owner: "all", spam: "exclude", page: 1 },
  );
}

export const MESSAGES_EXPORT_PATH = "/api/form-conversions/export";

/**
 * The CSV export of an inbox view: every filter of the view (the status always, since the API's default status is
 * not the screen's), every page.
 */
export function messagesExportHref({ search, status, type, stage, owner, spam }: Omit<MessagesView, "page">): string {
  return hrefWithQuery(
    MESSAGES_EXPORT_PATH,
    { search, status, type, stage, owner, spam },
    { type: "all", stage: "all", owner: "all", spam: "exclude" },
  );
}

/** The inbox's owner filter: 'Mes demandes' are the requests assigned to the viewer. */
export const INBOX_OWNER_OPTIONS: { value: InboxQuery["owner"]; label: string }[] = [
  { value: "all", label: "Toutes les demandes" },
  { value: "me", label: "Mes demandes" },
];

/** Spam is out of the default list; the 'Spam' filter shows it alone. */
export const INBOX_SPAM_OPTIONS: { value: InboxQuery["spam"]; label: string }[] = [
  { value: "exclude", label: "Hors spam" },
  { value: "only", label: "Spam" },
];

/** The inbox's status filter, the screen's default view first. */
export const INBOX_STATUS_OPTIONS: { value: InboxQuery["status"]; label: string }[] = [
  { value: "received", label: "Messages reçus" },
  { value: "completed", label: "Nouveaux" },
  { value: "processed", label: "Traités" },
  { value: "started", label: "Commencés (non envoyés)" },
  { value: "abandoned", label: "Abandonnés" },
  { value: "all", label: "Tous les statuts" },
];
