// Visitors' Core Web Vitals: POST /api/web-vitals against PostgreSQL (what it stores, refuses and leaves out), and the
// figures read back from the histograms, compared with the percentiles of the raw values.
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST } from "@/app/api/web-vitals/route";
import { db } from "@/lib/db";
import { addBucketCounts, bucketCountsOf, findPageWebVitals, findWebVitalsStats } from "@/lib/web-vitals";
import { addDays } from "@/lib/web-vitals/blocks";
import {
  bucketOf,
  type MetricSummary,
  MIN_SAMPLES,
  summarizeHistogram,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
} from "@/lib/web-vitals/rules";
import { apiRequest, routeContext } from "../helpers/auth";
import { clientAddresses } from "../helpers/client-addresses";

const PHONE =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** A client address of its own for each request, so that the rate limit counts only what a test means it to. */
const freshAddress = clientAddresses(42);

async function post(json: unknown, { from = freshAddress(), userAgent = PHONE } = {}) {
  const request = await apiRequest("/api/web-vitals", {
    method: "POST",
    json,
    headers: { "x-forwarded-for": from, "user-agent": userAgent },
  });
  const response = await POST(request as InstanceType<typeof NextRequest>, routeContext());
  return { status: response.status, body: await response.json() };
}

const bucketRows = () =>
  db.$queryRaw<{ dimension: string; value: string; metric: string; bucket: number; count: number }[]>`
    SELECT dimension::text, value, metric::text, bucket, count FROM web_vital_buckets
    ORDER BY dimension, value, metric, bucket`;

describe("POST /api/web-vitals", () => {
  it("adds the page view to the histograms of its route, page, country, device and connection, and keeps nothing else", async () => {
    await db.$executeRaw`TRUNCATE web_vital_buckets, web_vital_period_buckets`;
    const answer = await post(
      { page: "/blog/mon-article?email=awa@exemple.ci", connection: "3g", LCP: 3100, CLS: 0.02 },
      { from: "196.47.128.1" },
    );
    expect(answer).toMatchObject({ status: 200, body: { success: true, counted: true } });
    const lcp = bucketOf("LCP", 3100);
    const cls = bucketOf("CLS", 0.02);
    const expected = (metric: string, bucket: number) =>
      [
        ["all", ""],
        ["connection", "3g"],
        ["country", "CI"],
        ["device", "mobile"],
        ["page", "/blog/mon-article"],
        ["route", "/blog/[slug]"],
      ].map(([dimension, value]) => ({ dimension: dimension!, value: value!, metric, bucket, count: 1 }));
    expect(await bucketRows()).toEqual(
      [...expected("CLS", cls), ...expected("LCP", lcp)].sort(
        (a, b) =>
          a.dimension.localeCompare(b.dimension) || a.value.localeCompare(b.value) || a.metric.localeCompare(b.metric),
      ),
    );
  });

  it("counts nothing from a bot, nor from a client that does not say what it is", async () => {
    await db.$executeRaw`TRUNCATE web_vital_buckets, web_vital_period_buckets`;
    for (const userAgent of [GOOGLEBOT, ""]) {
      const answer = await post({ page: "/", LCP: 1200 }, { userAgent });
      expect(answer).toMatchObject({ status: 200, body: { success: true, counted: false } });
    }
    expect(await bucketRows()).toEqual([]);
  });

  it("refuses, in French and with a 4xx, what a browser cannot have measured", async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ page: "/", LCP: -1 }, 400, /La mesure LCP doit être un nombre entre 0 et 120000 ms/],
      [{ page: "/", INP: 60_001 }, 400, /La mesure INP/],
      [{ page: "/", CLS: 51 }, 400, /La mesure CLS doit être un nombre entre 0 et 50/],
      [{ page: "/", TTFB: "rapide" }, 400, /La mesure TTFB/],
      [{ page: "/", FCP: null }, 400, /La mesure FCP/],
      [{ page: "/" }, 400, /aucune mesure/],
      [{ page: "https://ailleurs.example/", LCP: 1 }, 400, /chemin du site/],
      [{ page: `/${"a".repeat(2000)}`, LCP: 1 }, 400, /trop long/],
      [{ LCP: 1 }, 400, /La page est requise/],
      [[1, 2], 400, /objet JSON/],
      ["texte", 400, /objet JSON/],
    ];
    for (const [json, status, message] of cases) {
      const answer = await post(json);
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message, JSON.stringify(json)).toMatch(message);
    }
    const text = new NextRequest("http://localhost/api/web-vitals", {
      method: "POST",
      body: JSON.stringify({ page: "/", LCP: 1 }),
      headers: { "content-type": "text/plain", "user-agent": PHONE, "x-forwarded-for": freshAddress() },
    });
    expect((await POST(text, routeContext())).status).toBe(415);
  });

  it("counts an unknown connection type as unknown and any other path as the 404 route", async () => {
    await db.$executeRaw`TRUNCATE web_vital_buckets, web_vital_period_buckets`;
    expect((await post({ page: "/nulle-part/ici", connection: "6g", TTFB: 90 })).status).toBe(200);
    const rows = await bucketRows();
    expect(rows.filter((row) => row.dimension === "connection").map((row) => row.value)).toEqual([""]);
    expect(rows.filter((row) => row.dimension === "route").map((row) => row.value)).toEqual(["(autre)"]);
    expect(rows.some((row) => row.dimension === "page")).toBe(false);
  });

  it("refuses a flood from one address with a 429 in French", async () => {
    const from = freshAddress();
    for (let index = 0; index < 120; index++) expect((await post({ page: "/", TTFB: 50 }, { from })).status).toBe(200);
    const refused = await post({ page: "/", TTFB: 50 }, { from });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Trop de mesures signalées/);
  });
});

/** A deterministic spread of values per metric (log-normal-like), as browsers would report them. */
function sampleValue(metric: WebVitalMetric, index: number): number {
  const base = { LCP: 2400, INP: 180, CLS: 0.08, FCP: 1500, TTFB: 600 }[metric];
  const spread = Math.exp(Math.sin(index * 12.9898) * 1.2);
  return metric === "CLS" && index % 5 === 0 ? 0 : base * spread;
}

/** The nearest-rank percentile of raw values. */
function rawPercentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe("the web vitals figures", () => {
  const now = new Date("2026-11-22T15:00:00Z");
  const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 22 - days, 10));

  it("give each metric's p75 in the bucket of the raw values' p75, per period, route and country, with the sample counts", async () => {
    await db.$executeRaw`TRUNCATE web_vital_buckets, web_vital_period_buckets`;
    const views = Array.from({ length: 300 }, (_, index) => ({
      path: ["/", "/services", "/blog/un-article", "/projects/12"][index % 4]!,
      country: ["CI", "SN", null][index % 3]!,
      device: (["mobile", "desktop"] as const)[index % 2]!,
      connection: ["4g", "3g", ""][index % 3]!,
      values: Object.fromEntries(
        WEB_VITAL_METRICS.filter((metric) => metric !== "INP" || index % 2 === 0).map((metric) => [
          metric,
          sampleValue(metric, index),
        ]),
      ),
      at: daysAgo(index % 60),
    }));
    for (const view of views) await addBucketCounts(bucketCountsOf(view));

    for (const period of ["7", "30", "all"] as const) {
      const stats = await findWebVitalsStats(period, now);
      const inPeriod = views.filter(
        (view) => view.at >= new Date(Date.UTC(2026, 10, 22 - (period === "all" ? 999 : Number(period) - 1))),
      );
      for (const summary of stats.overall) {
        const values = inPeriod.map((view) => view.values[summary.metric]).filter((value) => value !== undefined);
        expect(summary.samples, `${period} ${summary.metric}`).toBe(values.length);
        if (values.length < MIN_SAMPLES) expect(summary.p75).toBeNull();
        else
          expect(bucketOf(summary.metric, summary.p75!), `${period} ${summary.metric}`).toBe(
            bucketOf(summary.metric, rawPercentile(values, 75)),
          );
      }
      const samples = (groups: typeof stats.routes) =>
        Object.fromEntries(groups.map((group) => [group.key, group.metrics.find((m) => m.metric === "LCP")!.samples]));
      const count = (key: (view: (typeof views)[number]) => string) =>
        inPeriod.reduce<Record<string, number>>((counts, view) => {
          counts[key(view)] = (counts[key(view)] ?? 0) + 1;
          return counts;
        }, {});
      expect(samples(stats.routes), period).toEqual(
        count(
          (view) =>
            ({
              "/": "/",
              "/services": "/services",
              "/blog/un-article": "/blog/[slug]",
              "/projects/12": "/projects/[id]",
            })[view.path]!,
        ),
      );
      expect(samples(stats.countries), period).toEqual(count((view) => view.country ?? ""));
      expect(stats.countries.map((group) => group.label).sort(), period).toEqual(
        ["Côte d’Ivoire", "Inconnu", "Sénégal"]
          .slice(0, Object.keys(count((view) => view.country ?? "")).length)
          .sort(),
      );
    }

    const article = await findPageWebVitals("/blog/un-article", "all", now);
    const articleLcp = views.filter((view) => view.path === "/blog/un-article").map((view) => view.values.LCP!);
    expect(article.find((summary) => summary.metric === "LCP")).toMatchObject({ samples: articleLcp.length });
    expect(bucketOf("LCP", article.find((summary) => summary.metric === "LCP")!.p75!)).toBe(
      bucketOf("LCP", rawPercentile(articleLcp, 75)),
    );
    expect((await findPageWebVitals("/services", "all", now)).every((summary) => summary.samples === 0)).toBe(true);
  });

  it("say 'not enough data' below the minimum of page views and rate shares from the thresholds", async () => {
    await db.$executeRaw`TRUNCATE web_vital_buckets, web_vital_period_buckets`;
    for (const LCP of [1000, 2500, 2600, 4100])
      await addBucketCounts(
        bucketCountsOf({ path: "/", country: "CI", device: "mobile", connection: "4g", values: { LCP }, at: now }),
      );
    const lcp = (await findWebVitalsStats("7", now)).overall.find((summary) => summary.metric === "LCP")!;
    expect(lcp).toMatchObject({ samples: 4, p75: null, rating: null });
    // A value on the threshold is good (web.dev).
    expect(lcp.shares).toEqual({ good: 50, "needs-improvement": 25, poor: 25 });
  });
});

describe("the web vitals figures read from weeks and months", () => {
  const FIRST_DAY = Date.UTC(2026, 5, 20);
  const DAYS = 170;
  /** A few page views a day from 2026-06-20 to 2026-12-06, on routes, countries, devices and connections that vary. */
  const views = Array.from({ length: DAYS * 7 }, (_, index) => ({
    path: ["/", "/services", "/blog/un-article", "/projects/12", "/contact"][index % 5]!,
    country: ["CI", "SN", null, "FR"][index % 4]!,
    device: (["mobile", "desktop", "tablet"] as const)[index % 3]!,
    connection: ["4g", "3g", "", "2g"][(index * 7) % 4]!,
    values: Object.fromEntries(
      WEB_VITAL_METRICS.filter((metric) => metric !== "INP" || index % 3 !== 0).map((metric) => [
        metric,
        sampleValue(metric, index) * (1 + (index % 11) / 10),
      ]),
    ),
    at: new Date(FIRST_DAY + Math.floor(index / 7) * 86_400_000 + (index % 7) * 3_000_000),
  }));

  type Dimension = "all" | "route" | "country" | "device" | "connection";
  /** The histograms of a dimension from `since` on, summed from the daily rows alone, per value or per day or week. */
  async function fromDays(dimension: Dimension, since: string | null, key: "value" | "day" | "week") {
    const rows = await db.$queryRaw<{ key: string; metric: WebVitalMetric; bucket: number; count: number }[]>`
      SELECT CASE ${key}::text WHEN 'value' THEN value WHEN 'day' THEN to_char(day, 'YYYY-MM-DD')
                  ELSE to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') END AS key,
             metric::text AS metric, bucket, sum(count)::int AS count
      FROM web_vital_buckets
      WHERE dimension = ${dimension}::"WebVitalDimension" AND day >= coalesce(${since}::date, '-infinity')
      GROUP BY 1, 2, 3`;
    const histograms = new Map<string, Map<WebVitalMetric, Map<number, number>>>();
    for (const row of rows) {
      if (!histograms.has(row.key)) histograms.set(row.key, new Map());
      const byMetric = histograms.get(row.key)!;
      if (!byMetric.has(row.metric)) byMetric.set(row.metric, new Map());
      byMetric.get(row.metric)!.set(row.bucket, row.count);
    }
    return new Map(
      [...histograms].map(([name, byMetric]) => [
        name,
        WEB_VITAL_METRICS.map((metric) => summarizeHistogram(metric, byMetric.get(metric) ?? new Map())),
      ]),
    );
  }
  const byKey = (groups: { key: string; metrics: MetricSummary[] }[]) =>
    new Map(groups.map((group) => [group.key, group.metrics]));

  it("are kept by week and month exactly as the days add up, however the page views are batched", async () => {
    await db.$executeRaw`TRUNCATE web_vital_buckets, web_vital_period_buckets`;
    // Every view on its own (as reports come) for the first half, then in batches of several days (the load generator).
    const half = views.length / 2;
    for (const view of views.slice(0, half)) await addBucketCounts(bucketCountsOf(view));
    const rest = views.slice(half).flatMap((view) => bucketCountsOf(view));
    for (let start = 0; start < rest.length; start += 5_000) await addBucketCounts(rest.slice(start, start + 5_000));

    const mismatches = await db.$queryRaw<{ n: number }[]>`
      WITH from_days AS (
        SELECT dimension, grain, date_trunc(grain::text, day::timestamp)::date AS start, value, metric, bucket,
               sum(count)::int AS count
        FROM web_vital_buckets CROSS JOIN unnest(enum_range(NULL::"WebVitalGrain")) AS grain
        WHERE dimension <> 'page' GROUP BY 1, 2, 3, 4, 5, 6
      ), stored AS (SELECT dimension, grain, start, value, metric, bucket, count FROM web_vital_period_buckets)
      SELECT count(*)::int AS n
      FROM ((TABLE from_days EXCEPT TABLE stored) UNION ALL (TABLE stored EXCEPT TABLE from_days)) AS differences`;
    expect(mismatches[0]!.n).toBe(0);
    const weeks = await db.$queryRaw<{ n: number }[]>`
      SELECT count(DISTINCT start)::int AS n FROM web_vital_period_buckets WHERE grain = 'week'`;
    expect(weeks[0]!.n).toBe(25);
    const lcp = await db.$queryRaw<{ grain: string; n: number }[]>`
      SELECT grain::text, sum(count)::int AS n FROM web_vital_period_buckets WHERE dimension = 'all' AND metric = 'LCP'
      GROUP BY grain ORDER BY grain`;
    expect(lcp).toEqual([
      { grain: "month", n: views.length },
      { grain: "week", n: views.length },
    ]);
  });

  // Periods that start on a Monday, a Sunday, a first and a last of the month, in a week across two months
  // (Monday 2026-09-28 to Sunday 2026-10-04, Monday 2026-10-26 to Sunday 2026-11-01), and end before the last day.
  const todays = ["2026-11-22", "2026-11-03", "2026-10-31", "2026-10-30", "2026-10-06", "2026-10-04", "2026-12-06"];

  it("give the same figures as the daily histograms for 7, 30, 90 days and all time, wherever they start", async () => {
    for (const today of todays)
      for (const period of ["7", "30", "90", "all"] as const) {
        const now = new Date(`${today}T18:00:00Z`);
        const stats = await findWebVitalsStats(period, now);
        const since = period === "all" ? null : addDays(today, -(Number(period) - 1));
        const label = `${period} days to ${today} (from ${since})`;
        const trend = await fromDays("all", since, period === "7" ? "day" : "week");
        expect(
          stats.trend.map((point) => point.start),
          label,
        ).toEqual([...trend.keys()].sort());
        expect(byKey(stats.trend.map((point) => ({ key: point.start, metrics: point.metrics }))), label).toEqual(trend);
        expect(stats.overall, label).toEqual((await fromDays("all", since, "value")).get(""));
        expect(byKey(stats.routes), label).toEqual(await fromDays("route", since, "value"));
        expect(byKey(stats.countries), label).toEqual(await fromDays("country", since, "value"));
        expect(byKey(stats.devices), label).toEqual(await fromDays("device", since, "value"));
        expect(byKey(stats.connections), label).toEqual(await fromDays("connection", since, "value"));
      }
  });

  it("give one page's figures from its days", async () => {
    const now = new Date("2026-11-22T18:00:00Z");
    const article = views.filter((view) => view.path === "/blog/un-article" && view.at >= new Date("2026-10-24"));
    const lcp = (await findPageWebVitals("/blog/un-article", "30", now)).find((summary) => summary.metric === "LCP")!;
    expect(lcp.samples).toBe(article.length);
    expect(bucketOf("LCP", lcp.p75!)).toBe(
      bucketOf(
        "LCP",
        rawPercentile(
          article.map((view) => view.values.LCP!),
          75,
        ),
      ),
    );
  });
});
