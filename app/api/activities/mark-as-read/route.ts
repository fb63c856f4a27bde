import { markAllActivitiesRead } from "@/lib/activities";
import { adminRoute } from "@/lib/auth";

/** Spec: POST /activities/mark-as-read (empty body) → {success, affectedRows, message}. */
export const POST = adminRoute("activities:write", async () => {
  const affectedRows = await markAllActivitiesRead();
  return Response.json({
    success: true,
    affectedRows,
    message: affectedRows ? `${affectedRows} activité(s) marquée(s) comme lue(s).` : "Aucune activité non lue.",
  });
});
