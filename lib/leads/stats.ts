import "server-only";
import { percent } from "@/lib/dashboard/rules";
import { db, type DbClient, Prisma } from "@/lib/db";
import type { LeadStage } from "@/lib/generated/prisma/enums";
import { PIPELINE_TOTALS } from "@/lib/leads/board";
import { MESSAGE_FORM_TYPES } from "@/lib/messages/rules";
import { sumDays, sumDaysBySourceAndStage, sumDecisions } from "@/lib/messages/totals";
import { LEAD_STAGES } from "@/lib/leads/rules";
import { periodStart, type StatsPeriod } from "@/lib/visits/period";

/** What the dashboard calls a request that came with neither UTM parameters nor a referrer. */
export const DIRECT_SOURCE = "Direct";

/**
 * The source of a request (alias `c`), the one definition the dashboard and the export share: its utm_source when the
 * link was tagged, else the referrer's host without 'www.', else 'Direct' (DIRECT_SOURCE). The SQL function lives in
 * the migration maintained_totals, as the totals per day group requests by it.
 */
export const SOURCE_SQL = Prisma.sql`lead_source(c.utm_source, c.referrer)`;

/** The sources of some requests by id (the export reads them a batch at a time). */
export async function findLeadSources(ids: number[], client: DbClient = db): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await client.$queryRaw<{ id: number; source: string }[]>`
    SELECT c.id, ${SOURCE_SQL} AS source FROM form_conversions c WHERE c.id = ANY(${ids}::int[])`;
  return new Map(rows.map((row) => [row.id, row.source]));
}

/** How many sources the dashboard lists (the busiest); the others are added up under 'Autres'. */
export const SOURCE_LIMIT = 8;
export const OTHER_SOURCES = "Autres";

export interface SourceConversion {
  source: string;
  /** Requests received in the period from this source. */
  requests: number;
  /** Of those, the ones won (whenever). */
  won: number;
  /** won / requests in percent, to one decimal. */
  rate: number;
}

export interface PipelineStats {
  /** Requests received in the period (spam excluded), by their stage today, in the pipeline's order. */
  perStage: { stage: LeadStage; count: number }[];
  /** Requests won and lost in the period (the date of their last move), whenever they came. */
  won: number;
  lost: number;
  /** won / (won + lost) in percent, to one decimal; 0 when nothing was decided. */
  winRate: number;
  /** Sum of the estimated values (FCFA) of the requests won in the period. */
  valueWon: number;
  bySource: SourceConversion[];
  /** Messages received in the period and marked as spam. */
  spam: number;
}

/**
 * The pipeline's figures over the dashboard's period, from the totals PostgreSQL keeps per day (lib/messages/totals.ts):
 * the requests received by stage and source, those decided (won or lost) by the day of their decision, and spam.
 */
export async function pipelineStats(
  period: StatsPeriod,
  now = new Date(),
  client: DbClient = db,
): Promise<PipelineStats> {
  const since = periodStart(period, now);
  const [sourceStages, decisions, spam] = await Promise.all([
    sumDaysBySourceAndStage(PIPELINE_TOTALS, since, client),
    sumDecisions(since, client),
    sumDays({ formTypes: MESSAGE_FORM_TYPES, spam: true }, since, client),
  ]);
  const byStage = new Map<LeadStage, number>();
  const bySourceName = new Map<string, { requests: number; won: number }>();
  for (const row of sourceStages) {
    const count = row.count;
    byStage.set(row.stage, (byStage.get(row.stage) ?? 0) + count);
    const entry = bySourceName.get(row.source) ?? { requests: 0, won: 0 };
    entry.requests += count;
    if (row.stage === "won") entry.won += count;
    bySourceName.set(row.source, entry);
  }
  const sources = [...bySourceName]
    .map(([source, entry]) => ({ source, ...entry }))
    .sort((a, b) => b.requests - a.requests || a.source.localeCompare(b.source));
  const won = decisions.get("won")?.count ?? 0;
  const lost = decisions.get("lost")?.count ?? 0;
  const bySource = sources.slice(0, SOURCE_LIMIT);
  const others = sources.slice(SOURCE_LIMIT);
  if (others.length > 0)
    bySource.push({
      source: OTHER_SOURCES,
      requests: others.reduce((sum, row) => sum + row.requests, 0),
      won: others.reduce((sum, row) => sum + row.won, 0),
    });
  return {
    perStage: LEAD_STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0 })),
    won,
    lost,
    winRate: percent(won, won + lost),
    valueWon: decisions.get("won")?.value ?? 0,
    bySource: bySource.map((row) => ({ ...row, rate: percent(row.won, row.requests) })),
    spam,
  };
}

/** How many follow-ups the dashboard's 'À relancer aujourd'hui' card lists (the oldest first; lib/leads followUpsDue). */
export const FOLLOW_UP_CARD_LIMIT = 8;
