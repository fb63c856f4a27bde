import { z } from "@/lib/zod";
import { DEFAULT_STATS_PERIOD, STATS_PERIODS } from "@/lib/visits/period";

/** GET /api/dashboard/visitor-stats?period=7|30|90|all and the dashboard's ?period=. */
export const statsPeriodQuerySchema = z.object({
  period: z.enum(STATS_PERIODS, "Période inconnue : choisissez 7, 30, 90 ou all.").default(DEFAULT_STATS_PERIOD),
});
