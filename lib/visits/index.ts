import "server-only";
import { randomUUID } from "node:crypto";
import { COUNTERS, readCounter } from "@/lib/counters";
import { isbot } from "isbot";
import { ApiError } from "@/lib/api";
import { db, type DbClient } from "@/lib/db";
import { enforceRateLimit } from "@/lib/rate-limit";
import { locateAddress } from "@/lib/visits/geo";
import { type Utm, type VisitReport, visitReportSchema } from "@/lib/visits/schemas";

export interface NewVisit {
  sessionId: string;
  page: string;
  referrer: string | null;
  /** ISO 3166-1 alpha-2 code (lib/visits/geo.ts). */
  country: string | null;
  city: string | null;
  /** The page address's UTM parameters, when it had some. */
  utm?: Utm;
  /** When it happened; now by default (the load generator and tests set it). */
  at?: Date;
}

/**
 * Records a page view and, in the same statement, the rollups the dashboard reads: the session's last visit,
 * the day's totals and unique visitors, and the day's counters per page and per place.
 */
export async function recordVisit(visit: NewVisit, client: DbClient = db): Promise<void> {
  const at = visit.at ?? new Date();
  await client.$executeRaw`
    WITH visit AS (
      INSERT INTO visits (session_id, page, referrer, country, city, utm_source, utm_medium, utm_campaign, created_at)
      VALUES (${visit.sessionId}::uuid, ${visit.page}, ${visit.referrer}, ${visit.country}, ${visit.city},
              ${visit.utm?.utmSource ?? null}, ${visit.utm?.utmMedium ?? null}, ${visit.utm?.utmCampaign ?? null}, ${at})
      RETURNING session_id, page, country, city, created_at, (created_at AT TIME ZONE 'Africa/Abidjan')::date AS day
    ),
    session AS (
      INSERT INTO visitor_sessions (session_id, first_seen, last_seen)
      SELECT session_id, created_at, created_at FROM visit
      ON CONFLICT (session_id) DO UPDATE
        SET first_seen = LEAST(visitor_sessions.first_seen, EXCLUDED.first_seen),
            last_seen = GREATEST(visitor_sessions.last_seen, EXCLUDED.last_seen),
            visits = visitor_sessions.visits + 1
    ),
    new_visitor_of_the_day AS (
      INSERT INTO visitor_days (day, session_id) SELECT day, session_id FROM visit ON CONFLICT DO NOTHING RETURNING 1
    ),
    totals AS (
      INSERT INTO visit_daily_totals (day, visits, unique_visitors)
      SELECT day, 1, (SELECT count(*) FROM new_visitor_of_the_day) FROM visit
      ON CONFLICT (day) DO UPDATE
        SET visits = visit_daily_totals.visits + 1, unique_visitors = visit_daily_totals.unique_visitors + EXCLUDED.unique_visitors
    ),
    pages AS (
      INSERT INTO visit_daily_pages (day, page, visits) SELECT day, page, 1 FROM visit
      ON CONFLICT (day, page) DO UPDATE SET visits = visit_daily_pages.visits + 1
    )
    INSERT INTO visit_daily_places (day, country, city, visits)
    SELECT day, coalesce(country, ''), coalesce(city, ''), 1 FROM visit
    ON CONFLICT (day, country, city) DO UPDATE SET visits = visit_daily_places.visits + 1`;
}

const DAY = "(created_at AT TIME ZONE 'Africa/Abidjan')::date";
const REBUILD_ROLLUPS = [
  "TRUNCATE visitor_sessions, visitor_days, visit_daily_totals, visit_daily_pages, visit_daily_places",
  `INSERT INTO visitor_sessions (session_id, first_seen, last_seen, visits)
   SELECT session_id, min(created_at), max(created_at), count(*) FROM visits GROUP BY session_id`,
  `INSERT INTO visitor_days (day, session_id) SELECT DISTINCT ${DAY}, session_id FROM visits`,
  `INSERT INTO visit_daily_totals (day, visits, unique_visitors) SELECT ${DAY}, count(*), count(DISTINCT session_id) FROM visits GROUP BY 1`,
  `INSERT INTO visit_daily_pages (day, page, visits) SELECT ${DAY}, page, count(*) FROM visits GROUP BY 1, 2`,
  `INSERT INTO visit_daily_places (day, country, city, visits)
   SELECT ${DAY}, coalesce(country, ''), coalesce(city, ''), count(*) FROM visits GROUP BY 1, 2, 3`,
];

/** Recomputes every rollup from the raw visits, in one transaction (after a bulk import, or to repair them). */
export async function rebuildVisitRollups(): Promise<void> {
  await db.$transaction(
    async (tx) => {
      for (const statement of REBUILD_ROLLUPS) await tx.$executeRawUnsafe(statement);
    },
    { timeout: 10 * 60_000 },
  );
}

export interface VisitorStats {
  totalVisits: number;
  uniqueVisits: number;
  countryStats: { country: string; count: number }[];
  cityStats: { city: string; country: string; count: number }[];
  pageStats: { page: string; count: number }[];
  /** One entry per day that had visits, oldest first; `date` is 'yyyy-mm-dd'. */
  dailyStats: { date: string; visits: number; uniqueVisitors: number }[];
}

const TOP = 10;

/** Visitor figures since `since` (midnight of a period's first day; null for all time), from the rollups. */
export async function findVisitorStats(since: Date | null, client: DbClient = db): Promise<VisitorStats> {
  const fromDay = since ?? new Date(0);
  const [uniqueVisits, countries, cities, pages, daily] = await Promise.all([
    // All time: the counter PostgreSQL keeps (lib/counters.ts); a period: an index-only count of its sessions.
    since
      ? client.visitorSession.count({ where: { lastSeen: { gte: since } } })
      : readCounter(COUNTERS.visitorSessions, client),
    client.$queryRaw<{ country: string; count: bigint }[]>`
      SELECT country, sum(visits) AS count FROM visit_daily_places
      WHERE day >= ${fromDay}::date AND country <> '' GROUP BY country ORDER BY count DESC, country LIMIT ${TOP}`,
    client.$queryRaw<{ city: string; country: string; count: bigint }[]>`
      SELECT city, country, sum(visits) AS count FROM visit_daily_places
      WHERE day >= ${fromDay}::date AND city <> '' GROUP BY city, country ORDER BY count DESC, city LIMIT ${TOP}`,
    client.$queryRaw<{ page: string; count: bigint }[]>`
      SELECT page, sum(visits) AS count FROM visit_daily_pages
      WHERE day >= ${fromDay}::date GROUP BY page ORDER BY count DESC, page LIMIT ${TOP}`,
    client.visitDailyTotal.findMany({ where: { day: { gte: fromDay } }, orderBy: { day: "asc" } }),
  ]);
  return {
    totalVisits: daily.reduce((sum, row) => sum + row.visits, 0),
    uniqueVisits,
    countryStats: countries.map((row) => ({ country: row.country, count: Number(row.count) })),
    cityStats: cities.map((row) => ({ city: row.city, country: row.country, count: Number(row.count) })),
    pageStats: pages.map((row) => ({ page: row.page, count: Number(row.count) })),
    dailyStats: daily.map((row) => ({
      date: row.day.toISOString().slice(0, 10),
      visits: row.visits,
      uniqueVisitors: row.uniqueVisitors,
    })),
  };
}

/**
 * Whether a client's requests count as a visitor's: bots, and clients that do not say what they are, do not (the
 * visits, the form funnel, the web vitals).
 */
export function isCountedVisitor(userAgent: string | null): userAgent is string {
  return Boolean(userAgent) && !isbot(userAgent);
}

export interface PageView {
  report: VisitReport;
  userAgent: string | null;
  /** Used for the rate limit and the place, then forgotten: never stored. */
  clientAddress: string;
}

/**
 * Records a page view reported by a browser, with the country and city of its address (resolved offline).
 * Bots, and clients that do not say what they are, are not counted. Refused (429) past the per-address limit.
 */
export async function trackPageView({ report, userAgent, clientAddress }: PageView): Promise<{ counted: boolean }> {
  if (!isCountedVisitor(userAgent)) return { counted: false };
  await enforceRateLimit(
    "visitTracking",
    clientAddress,
    "Trop de visites signalées depuis cette adresse. Veuillez réessayer dans une minute.",
  );
  const { country, city } = await locateAddress(clientAddress);
  await recordVisit({
    sessionId: report.sessionId,
    page: report.page,
    referrer: report.referrer,
    country,
    city,
    utm: report.utm,
  });
  return { counted: true };
}

/**
 * The visitor session of a form sent by a browser that ran no script (scripts off, or the form sent before they ran):
 * it has no visitor session id and reported no visit. Its request then stands for the page view of the page the form
 * was sent from (`pageAddress`: its path and query string, which the browser gives in Referer), recorded as any
 * reported one (UTM parameters, place, bots left out), so that the request gets its source as with scripts. Its
 * referrer is unknown: only a script can read it. Undefined for a bot, or when the address spent its visit reports.
 */
export async function sessionOfScriptlessVisitor({
  pageAddress,
  userAgent,
  clientAddress,
}: {
  pageAddress: string | null;
  userAgent: string | null;
  clientAddress: string;
}): Promise<string | undefined> {
  const report = visitReportSchema.safeParse({ sessionId: randomUUID(), page: pageAddress, referrer: null });
  if (!report.success) return undefined;
  try {
    const { counted } = await trackPageView({ report: report.data, userAgent, clientAddress });
    return counted ? report.data.sessionId : undefined;
  } catch (error) {
    // Over the visit reports' limit: the request is still received, without its source.
    if (error instanceof ApiError && error.status === 429) return undefined;
    throw error;
  }
}
