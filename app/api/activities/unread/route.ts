import { countUnreadActivities } from "@/lib/activities";
import { adminRoute } from "@/lib/auth";

/** Spec: GET /activities/unread → {success, count}. */
export const GET = adminRoute("activities:read", async () =>
  Response.json({ success: true, count: await countUnreadActivities() }),
);
