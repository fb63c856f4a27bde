import type { Metadata } from "next";
import { MessageDetailScreen } from "@/components/admin/messages/message-detail";
import { MessageNotFound } from "@/components/admin/messages/message-not-found";
import { adminPage } from "@/lib/auth/page";
import { siteDay } from "@/lib/dates";
import { findByIdParam } from "@/lib/ids";
import { findLeadPipeline, listLeadOwners } from "@/lib/leads";
import { findMessage } from "@/lib/messages/inbox";
import {
  addLeadNoteAction,
  assignLeadAction,
  deleteMessageAction,
  moveLeadStageAction,
  replyToMessageAction,
  resendReplyAction,
  setLeadFollowUpAction,
  setLeadSpamAction,
  setLeadValueAction,
  setMessageStatusAction,
} from "../../actions";

export const metadata: Metadata = { title: "Message" };

/** The message and its pipeline (stage, owner, notes, follow-up, source), or null when the id names none. */
async function findRequest(id: number) {
  const [message, pipeline, owners] = await Promise.all([findMessage(id), findLeadPipeline(id), listLeadOwners()]);
  return message && pipeline ? { message, pipeline, owners } : null;
}

/** /admin/messages/detail/{id}. */
export default adminPage("/admin/messages/detail/[id]", {
  permission: "messages:read",
  title: "Message",
  load: ({ params }) => findByIdParam(params.id, findRequest),
  loadError: "Erreur lors de la récupération des détails du message",
  render: (found, { can, user }) =>
    found ? (
      <MessageDetailScreen
        key={found.message.id}
        message={found.message}
        lead={{
          pipeline: found.pipeline,
          owners: found.owners,
          currentUserId: user.id,
          today: siteDay(new Date()),
        }}
        canWrite={can("messages:write")}
        actions={{ setStatus: setMessageStatusAction, remove: deleteMessageAction, reply: replyToMessageAction }}
        leadActions={{
          moveStage: moveLeadStageAction,
          assign: assignLeadAction,
          setValue: setLeadValueAction,
          addNote: addLeadNoteAction,
          setFollowUp: setLeadFollowUpAction,
          setSpam: setLeadSpamAction,
          resendReply: resendReplyAction,
        }}
      />
    ) : (
      <MessageNotFound />
    ),
});
