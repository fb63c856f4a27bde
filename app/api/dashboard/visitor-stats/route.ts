import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { dashboardVisitorStats } from "@/lib/dashboard";
import { statsPeriodQuerySchema } from "@/lib/dashboard/schemas";

/**
 * Spec: GET /dashboard/visitor-stats → {success, stats{totalVisits, uniqueVisits, countryStats, cityStats, pageStats,
 * dailyStats, conversionStats, conversionRate}}, over ?period=7|30|90|all (default 30 days), with the period's days.
 */
export const GET = adminRoute("dashboard:read", async (request) => {
  const { period } = readSearchParams(request, statsPeriodQuerySchema);
  const { stats, ...range } = await dashboardVisitorStats(period);
  return Response.json({ success: true, stats, ...range });
});
