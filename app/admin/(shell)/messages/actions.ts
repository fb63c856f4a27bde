"use server";

import { adminAction } from "@/lib/auth";
import { moveLeadStage } from "@/lib/leads";
import { moveLeadStageActionSchema } from "@/lib/leads/schemas";
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

// The pipeline of a request (issue 27): the detail's controls and the board call the same domain functions.

export const moveLeadStageAction = adminAction("messages:write", moveLeadStageActionSchema, ({ id, ...move }, user) =>
  moveLeadStage(id, move, user.id),
);
