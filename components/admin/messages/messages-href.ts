import { INBOX_SCREEN_STATUS, type InboxQuery } from "@/lib/messages/schemas";
import { hrefWithQuery } from "@/lib/search-params";

export const MESSAGES_PATH = "/admin/messages";

export type MessagesView = Pick<InboxQuery, "status" | "type" | "page"> & {
  search?: string;
  stage?: InboxQuery["stage"];
};

/** The address of a view of the inbox; defaults (received messages of every type and stage, page 1) are left out. */
export function messagesHref({ search, status, type, stage, page }: MessagesView): string {
  return hrefWithQuery(
    MESSAGES_PATH,
    { search, status, type, stage, page },
    { status: INBOX_SCREEN_STATUS, type: "all", stage: "all", page: 1 },
  );
}

export const MESSAGES_EXPORT_PATH = "/api/form-conversions/export";

/**
 * The CSV export of an inbox view: every filter of the view (the status always, since the API's default status is
 * not the screen's), every page.
 */
export function messagesExportHref({ search, status, type, stage }: Omit<MessagesView, "page">): string {
  return hrefWithQuery(MESSAGES_EXPORT_PATH, { search, status, type, stage }, { type: "all", stage: "all" });
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
