import { readSearchParams } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { statsPeriodQuerySchema } from "@/lib/dashboard/schemas";
import { followUpsDue } from "@/lib/leads";
import { FOLLOW_UP_CARD_LIMIT, pipelineStats } from "@/lib/leads/stats";

/**
 * GET /api/dashboard/pipeline-stats?period=7|30|90|all → {success, stats{perStage, won, lost, winRate, valueWon,
 * bySource, spam}, followUps{count, leads}}: the dashboard's pipeline figures over the period, and the follow-ups due.
 */
export const GET = adminRoute("dashboard:read", async (request) => {
  const { period } = readSearchParams(request, statsPeriodQuerySchema);
  const [stats, followUps] = await Promise.all([pipelineStats(period), followUpsDue(new Date(), FOLLOW_UP_CARD_LIMIT)]);
  return Response.json({ success: true, period, stats, followUps });
});
