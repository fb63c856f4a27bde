import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { findPageWebVitals, findWebVitalsStats } from "@/lib/web-vitals";
import { webVitalsQuerySchema } from "@/lib/web-vitals/schemas";

/**
 * The 'Expérience des visiteurs' figures over ?period=7|30|90|all (default 30 days): the dashboard's panel, or with
 * ?page=/blog/… (an article's or a project's path) that page's figures, as its editor screen shows them.
 */
export const GET = adminRoute("dashboard:read", async (request) => {
  const { period, page } = readSearchParams(request, webVitalsQuerySchema);
  if (page) return Response.json({ success: true, period, page, metrics: await findPageWebVitals(page, period) });
  return Response.json({ success: true, stats: await findWebVitalsStats(period) });
});
