"use server";

import { adminAction } from "@/lib/auth";
import { addLeadNote, assignLead, moveLeadStage, setLeadFollowUp, setLeadSpam, setLeadValue } from "@/lib/leads";
import {
  assignLeadActionSchema,
  followUpActionSchema,
  leadNoteActionSchema,
  leadSpamActionSchema,
  leadValueActionSchema,
  moveLeadStageActionSchema,
} from "@/lib/leads/schemas";
import { deleteMessage, replyToMessage, resendReply, updateMessageStatus } from "@/lib/messages/inbox";
import {
  messageIdSchema,
  messageReplyActionSchema,
  messageStatusActionSchema,
  resendReplyActionSchema,
} from "@/lib/messages/schemas";

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

/** Sends a failed reply again (once, however many clicks). */
export const resendReplyAction = adminAction("messages:write", resendReplyActionSchema, ({ replyId }, user) =>
  resendReply(replyId, user.id),
);

// The pipeline of a request (issue 27): the detail's controls and the board call the same domain functions.

export const moveLeadStageAction = adminAction("messages:write", moveLeadStageActionSchema, ({ id, ...move }, user) =>
  moveLeadStage(id, move, user.id),
);

export const assignLeadAction = adminAction("messages:write", assignLeadActionSchema, ({ id, ownerId }, user) =>
  assignLead(id, ownerId, user.id),
);

export const setLeadValueAction = adminAction("messages:write", leadValueActionSchema, ({ id, estimatedValue }, user) =>
  setLeadValue(id, estimatedValue, user.id),
);

export const addLeadNoteAction = adminAction("messages:write", leadNoteActionSchema, ({ id, content }, user) =>
  addLeadNote(id, content, user.id),
);

export const setLeadFollowUpAction = adminAction("messages:write", followUpActionSchema, ({ id, followUpOn }, user) =>
  setLeadFollowUp(id, followUpOn, user.id),
);

export const setLeadSpamAction = adminAction("messages:write", leadSpamActionSchema, ({ id, spam }, user) =>
  setLeadSpam(id, spam, user.id),
);
