/** The dashboard's periods: the last 7, 30 or 90 days (today included), or all time. */
export const STATS_PERIODS = ["7", "30", "90", "all"] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = "30";

export const STATS_PERIOD_LABELS: Record<StatsPeriod, string> = {
  "7": "7 derniers jours",
  "30": "30 derniers jours",
  "90": "90 derniers jours",
  all: "Depuis le début",
};

const DAY_MS = 86_400_000;

/**
 * First instant of a period: midnight in Abidjan (UTC, no daylight saving) of the first of its days;
 * null for all time. A period always ends now.
 */
export function periodStart(period: StatsPeriod, now: Date): Date | null {
  if (period === "all") return null;
  const todayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(todayStart - (Number(period) - 1) * DAY_MS);
}

export function isStatsPeriod(value: unknown): value is StatsPeriod {
  return typeof value === "string" && (STATS_PERIODS as readonly string[]).includes(value);
}
