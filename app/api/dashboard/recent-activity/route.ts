import { z } from "zod";
import { listRecentActivities } from "@/lib/activities";
import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";

const querySchema = z.object({
  limit: z.coerce.number({ error: "limit doit être un nombre" }).int("limit doit être un entier").min(1, "limit doit être au moins 1").max(50, "limit ne peut pas dépasser 50").default(8),
  viewed: z.enum(["true", "false"], { error: "viewed doit valoir true ou false" }).optional(),
});

/** Spec: GET /dashboard/recent-activity?limit=8, and ?viewed=false&limit=5 for the bell → {success, activities[]}. */
export const GET = adminRoute("activities:read", async (request) => {
  const { limit, viewed } = readSearchParams(request, querySchema);
  const activities = await listRecentActivities({ limit, viewed: viewed === undefined ? undefined : viewed === "true" });
  return Response.json({ success: true, activities });
});
