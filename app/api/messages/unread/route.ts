import { adminRoute } from "@/lib/auth";
import { countUnreadMessages, listUnreadMessages } from "@/lib/messages/inbox";
import { BELL_LIST_LIMIT } from "@/lib/messages/rules";

/** Spec: GET /messages/unread → {success, count, messages[]} (the newest five; count is all of them). */
export const GET = adminRoute("messages:read", async () => {
  const [count, messages] = await Promise.all([countUnreadMessages(), listUnreadMessages(BELL_LIST_LIMIT)]);
  return Response.json({ success: true, count, messages });
});
