// Visitors' Core Web Vitals: POST /api/web-vitals against PostgreSQL (what it stores, refuses and leaves out), and the
// figures read back from the histograms, compared with the percentiles of the raw values.
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST } from "@/app/api/web-vitals/route";
import { db } from "@/lib/db";
import { addBucketCounts, bucketCountsOf, findPageWebVitals, findWebVitalsStats } from "@/lib/web-vitals";
import { bucketOf, MIN_SAMPLES, WEB_VITAL_METRICS, type WebVitalMetric } from "@/lib/web-vitals/rules";
import { apiRequest, routeContext } from "../helpers/auth";

const PHONE =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
let lastAddress = 0;
/** A client address of its own for each request, so that the rate limit counts only what a test means it to. */
const freshAddress = () => `10.42.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

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
    await db.$executeRaw`TRUNCATE web_vital_buckets`;
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
    await db.$executeRaw`TRUNCATE web_vital_buckets`;
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
    await db.$executeRaw`TRUNCATE web_vital_buckets`;
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
    await db.$executeRaw`TRUNCATE web_vital_buckets`;
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
    await db.$executeRaw`TRUNCATE web_vital_buckets`;
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
