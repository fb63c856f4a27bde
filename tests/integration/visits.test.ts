import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { findVisitorStats, rebuildVisitRollups, recordVisit } from "@/lib/visits";
import { periodStart } from "@/lib/visits/period";

const now = new Date("2026-11-22T15:00:00Z");
const daysAgo = (days: number, hour = 10) => new Date(Date.UTC(2026, 10, 22 - days, hour));
const session = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const PAGES = ["/", "/services", "/blog", "/contact"];
const PLACES: [string | null, string | null][] = [
  ["CI", "Abidjan"],
  ["CI", "Bouaké"],
  ["FR", "Paris"],
  [null, null],
  ["SN", null],
];

/** 400 visits from 60 sessions over the last 120 days, spread deterministically over pages, places and hours. */
async function recordSampleVisits() {
  for (let index = 0; index < 400; index += 1) {
    const [country, city] = PLACES[index % PLACES.length]!;
    await recordVisit({
      sessionId: session(index % 60),
      page: PAGES[(index * 7) % PAGES.length]!,
      referrer: null,
      country,
      city,
      at: daysAgo((index * 13) % 120, index % 24),
    });
  }
}

/** The same figures computed the slow way, from the raw visits. */
async function statsFromRawVisits(since: Date | null) {
  const from = since ?? new Date(0);
  const count = async (sql: string) => Number((await db.$queryRawUnsafe<{ n: bigint }[]>(sql, from))[0]!.n);
  return {
    totalVisits: await count(`SELECT count(*) AS n FROM visits WHERE created_at >= $1`),
    uniqueVisits: await count(`SELECT count(DISTINCT session_id) AS n FROM visits WHERE created_at >= $1`),
    countries: await db.$queryRawUnsafe<{ country: string; count: bigint }[]>(
      `SELECT country, count(*) AS count FROM visits WHERE created_at >= $1 AND country IS NOT NULL GROUP BY country ORDER BY count DESC, country`,
      from,
    ),
    pages: await db.$queryRawUnsafe<{ page: string; count: bigint }[]>(
      `SELECT page, count(*) AS count FROM visits WHERE created_at >= $1 GROUP BY page ORDER BY count DESC, page`,
      from,
    ),
    daily: await db.$queryRawUnsafe<{ date: string; visits: bigint; unique: bigint }[]>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, count(*) AS visits, count(DISTINCT session_id) AS unique
       FROM visits WHERE created_at >= $1 GROUP BY 1 ORDER BY 1`,
      from,
    ),
  };
}

describe("visitor statistics", () => {
  it("equal, for every period, what the raw visits say", async () => {
    await recordSampleVisits();
    for (const period of ["7", "30", "90", "all"] as const) {
      const since = periodStart(period, now);
      const [stats, raw] = await Promise.all([findVisitorStats(since), statsFromRawVisits(since)]);
      expect(stats.totalVisits, period).toBe(raw.totalVisits);
      expect(stats.uniqueVisits, period).toBe(raw.uniqueVisits);
      expect(stats.countryStats, period).toEqual(
        raw.countries.map((row) => ({ country: row.country, count: Number(row.count) })),
      );
      expect(stats.pageStats, period).toEqual(raw.pages.map((row) => ({ page: row.page, count: Number(row.count) })));
      expect(stats.dailyStats, period).toEqual(
        raw.daily.map((row) => ({ date: row.date, visits: Number(row.visits), uniqueVisitors: Number(row.unique) })),
      );
    }
    const all = await findVisitorStats(null);
    expect(all.totalVisits).toBe(400);
    expect(all.uniqueVisits).toBe(60);
    expect(all.cityStats[0]).toEqual({ city: "Abidjan", country: "CI", count: 80 });
  });

  it("are the same whether kept up to date visit by visit or rebuilt from the raw visits", async () => {
    const orderedTables = {
      visitor_sessions: "session_id",
      visitor_days: "day, session_id",
      visit_daily_totals: "day",
      visit_daily_pages: "day, page",
      visit_daily_places: "day, country, city",
    };
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(orderedTables).map(async ([table, order]) => [
            table,
            await db.$queryRawUnsafe(`SELECT * FROM ${table} ORDER BY ${order}`),
          ]),
        ),
      );
    const incremental = await snapshot();
    await rebuildVisitRollups();
    expect(await snapshot()).toEqual(incremental);
  });

  it("count a visitor once per day even when its first visits arrive at the same time", async () => {
    const visitor = session(999);
    const day = daysAgo(200);
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        recordVisit({
          sessionId: visitor,
          page: `/page-${index % 3}`,
          referrer: null,
          country: "CI",
          city: "Abidjan",
          at: day,
        }),
      ),
    );
    const row = await db.visitDailyTotal.findUniqueOrThrow({ where: { day: new Date("2026-05-06") } });
    expect(row).toMatchObject({ visits: 40, uniqueVisitors: 1 });
    expect(await db.visitorSession.findUniqueOrThrow({ where: { sessionId: visitor } })).toMatchObject({ visits: 40 });
  });
});
