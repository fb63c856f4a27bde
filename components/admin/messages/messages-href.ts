import type { InboxQuery } from "@/lib/messages/schemas";
import { hrefWithQuery } from "@/lib/search-params";

export const MESSAGES_PATH = "/admin/messages";

export type MessagesView = Pick<InboxQuery, "status" | "type" | "page"> & { search?: string };

/** The address of a view of the inbox; defaults (received messages of every type, page 1) are left out. */
export function messagesHref({ search, status, type, page }: MessagesView): string {
  return hrefWithQuery(MESSAGES_PATH, { search, status, type, page }, { status: "received", type: "all", page: 1 });
}
