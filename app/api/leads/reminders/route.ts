import { adminRoute } from "@/lib/auth";
import { followUpsDue, listAssignedLeads } from "@/lib/leads";
import { BELL_LIST_LIMIT } from "@/lib/messages/rules";

/**
 * The bell's pipeline lists: GET /api/leads/reminders → {success, assigned{count, leads[]}, followUps{count, leads[]}}:
 * the open requests assigned to the signed-in account, and the follow-ups due today or overdue.
 */
export const GET = adminRoute("messages:read", async (_request, _context, user) => {
  const now = new Date();
  const [assigned, followUps] = await Promise.all([
    listAssignedLeads(user.id, now, BELL_LIST_LIMIT),
    followUpsDue(now, BELL_LIST_LIMIT),
  ]);
  return Response.json({ success: true, assigned, followUps });
});
