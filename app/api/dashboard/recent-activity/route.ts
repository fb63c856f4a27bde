import { z } from "@/lib/zod";
import { listActivityPage, listRecentActivities } from "@/lib/activities";
import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";

const querySchema = z.object({
  limit: z.coerce
    .number({ error: "limit doit être un nombre" })
    .int("limit doit être un entier")
    .min(1, "limit doit être au moins 1")
    .max(50, "limit ne peut pas dépasser 50")
    .default(8),
  viewed: z.enum(["true", "false"], { error: "viewed doit valoir true ou false" }).optional(),
  page: z.coerce
    .number({ error: "page doit être un nombre" })
    .int("page doit être un entier")
    .min(1, "page doit être au moins 1")
    .max(1_000_000, "page est trop grand")
    .optional(),
});

/**
 * Spec: GET /dashboard/recent-activity?limit=8 (dashboard) and ?viewed=false&limit=5 (bell) → {success, activities[]};
 * ?page={n}&limit=15 (history) → {success, activities[], pagination{total, page, limit, totalPages}}, newest first.
 */
export const GET = adminRoute("activities:read", async (request) => {
  const query = readSearchParams(request, querySchema);
  const viewed = query.viewed === undefined ? undefined : query.viewed === "true";
  if (query.page !== undefined)
    return Response.json({
      success: true,
      ...(await listActivityPage({ page: query.page, limit: query.limit, viewed })),
    });
  return Response.json({ success: true, activities: await listRecentActivities({ limit: query.limit, viewed }) });
});
