import type { InboxQuery } from "@/lib/messages/schemas";

export const MESSAGES_PATH = "/admin/messages";

export type MessagesView = Pick<InboxQuery, "status" | "type" | "page"> & { search?: string };

/** The address of a view of the inbox; defaults (received messages of every type, page 1) are left out. */
export function messagesHref({ search, status, type, page }: MessagesView): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (status !== "received") params.set("status", status);
  if (type !== "all") params.set("type", type);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${MESSAGES_PATH}?${query}` : MESSAGES_PATH;
}
