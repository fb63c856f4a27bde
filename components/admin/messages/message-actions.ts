import type { z } from "@/lib/zod";
import type { ServerAction } from "@/lib/auth/action-result";
import type { InboxMessage, MessageReply } from "@/lib/messages/inbox";
import type { messageReplyActionSchema, messageStatusActionSchema } from "@/lib/messages/schemas";

/** The inbox screens' server actions, given by their pages (app/admin/(shell)/messages/actions.ts). */
export interface MessageActions {
  setStatus: ServerAction<z.input<typeof messageStatusActionSchema>, InboxMessage>;
  remove: ServerAction<{ id: number }, void>;
  reply: ServerAction<z.input<typeof messageReplyActionSchema>, MessageReply>;
}
