import "server-only";
import { percent } from "@/lib/dashboard/rules";
import { db, type DbClient, Prisma } from "@/lib/db";
import type { LeadStage } from "@/lib/generated/prisma/enums";
import { PIPELINE_SQL } from "@/lib/leads/board";
import { LEAD_STAGES } from "@/lib/leads/rules";
import { periodStart, type StatsPeriod } from "@/lib/visits/period";

/** What the dashboard calls a request that came with neither UTM parameters nor a referrer. */
export const DIRECT_SOURCE = "Direct";

/**
 * The source of a request (alias `c`), the one definition the dashboard and the export share: its utm_source when the
 * link was tagged, else the referrer's host without 'www.', else 'Direct'.
 */
export const SOURCE_SQL = Prisma.sql`coalesce(
  nullif(lower(btrim(c.utm_source)), ''),
  regexp_replace(lower(substring(c.referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#@]+)')), '^www\\.', ''),
  ${DIRECT_SOURCE})`;

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
 * The pipeline's figures over the dashboard's period: three grouped queries over form_conversions (stages and sources
 * in one scan on created_at, decisions on stage_changed_at, spam).
 */
export async function pipelineStats(
  period: StatsPeriod,
  now = new Date(),
  client: DbClient = db,
): Promise<PipelineStats> {
  const since = periodStart(period, now) ?? new Date(0);
  const [sourceStages, decided, spam] = await Promise.all([
    // One scan for the stages and the sources: grouped by the raw columns and the stage first, so that the host is
    // parsed once per distinct (utm_source, referrer) pair rather than once per request.
    client.$queryRaw<{ source: string; stage: LeadStage; count: bigint }[]>`
      SELECT ${SOURCE_SQL} AS source, c.stage, sum(c.count)::bigint AS count
      FROM (
        SELECT c.utm_source, c.referrer, c.stage, count(*) AS count
        FROM form_conversions c
        WHERE ${PIPELINE_SQL} AND c.created_at >= ${since}
        GROUP BY c.utm_source, c.referrer, c.stage
      ) c
      GROUP BY 1, 2`,
    client.$queryRaw<{ won: bigint; lost: bigint; value_won: bigint | null }[]>`
      SELECT count(*) FILTER (WHERE c.stage = 'won') AS won, count(*) FILTER (WHERE c.stage = 'lost') AS lost,
             sum(c.estimated_value) FILTER (WHERE c.stage = 'won') AS value_won
      FROM form_conversions c
      WHERE ${PIPELINE_SQL} AND c.stage IN ('won', 'lost') AND coalesce(c.stage_changed_at, c.created_at) >= ${since}`,
    client.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) AS count FROM form_conversions c
      WHERE c.form_type IN ('contact', 'project', 'quote') AND c.spam_at IS NOT NULL AND c.created_at >= ${since}`,
  ]);
  const byStage = new Map<LeadStage, number>();
  const bySourceName = new Map<string, { requests: number; won: number }>();
  for (const row of sourceStages) {
    const count = Number(row.count);
    byStage.set(row.stage, (byStage.get(row.stage) ?? 0) + count);
    const entry = bySourceName.get(row.source) ?? { requests: 0, won: 0 };
    entry.requests += count;
    if (row.stage === "won") entry.won += count;
    bySourceName.set(row.source, entry);
  }
  const sources = [...bySourceName]
    .map(([source, entry]) => ({ source, ...entry }))
    .sort((a, b) => b.requests - a.requests || a.source.localeCompare(b.source));
  const won = Number(decided[0]?.won ?? 0);
  const lost = Number(decided[0]?.lost ?? 0);
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
    valueWon: Number(decided[0]?.value_won ?? 0),
    bySource: bySource.map((row) => ({ ...row, rate: percent(row.won, row.requests) })),
    spam: Number(spam[0]?.count ?? 0),
  };
}

/** How many follow-ups the dashboard's 'À relancer aujourd'hui' card lists (the oldest first; lib/leads followUpsDue). */
export const FOLLOW_UP_CARD_LIMIT = 8;
