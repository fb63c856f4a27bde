import type { Metadata } from "next";
import { MessageDetailScreen } from "@/components/admin/messages/message-detail";
import { MessageNotFound } from "@/components/admin/messages/message-not-found";
import { adminPage } from "@/lib/auth/page";
import { findByIdParam } from "@/lib/ids";
import { findMessage } from "@/lib/messages/inbox";
import { deleteMessageAction, replyToMessageAction, setMessageStatusAction } from "../../actions";

export const metadata: Metadata = { title: "Message" };

/** /admin/messages/detail/{id}. */
export default adminPage("/admin/messages/detail/[id]", {
  permission: "messages:read",
  title: "Message",
  load: ({ params }) => findByIdParam(params.id, findMessage),
  loadError: "Erreur lors de la récupération des détails du message",
  render: (message, { can }) =>
    message ? (
      <MessageDetailScreen
        key={message.id}
        message={message}
        canWrite={can("messages:write")}
        actions={{ setStatus: setMessageStatusAction, remove: deleteMessageAction, reply: replyToMessageAction }}
      />
    ) : (
      <MessageNotFound />
    ),
});
