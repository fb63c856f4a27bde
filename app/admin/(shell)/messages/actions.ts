"use server";

import { adminAction } from "@/lib/auth";
import { deleteMessage, replyToMessage, updateMessageStatus } from "@/lib/messages/inbox";
import { messageIdSchema, messageReplyActionSchema, messageStatusActionSchema } from "@/lib/messages/schemas";

// The inbox's writes, the same domain calls as PUT …/status, DELETE … and POST …/reply of /api/form-conversions/{id}.

export const setMessageStatusAction = adminAction("messages:write", messageStatusActionSchema, ({ id, status }, user) =>
  updateMessageStatus(id, status, user.id),
);

export const deleteMessageAction = adminAction("messages:write", messageIdSchema, ({ id }, user) =>
  deleteMessage(id, user.id),
);

export const replyToMessageAction = adminAction("messages:write", messageReplyActionSchema, ({ id, ...reply }, user) =>
  replyToMessage(id, reply, user.id),
);
