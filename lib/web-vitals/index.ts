import "server-only";
import { siteDay, siteDayStart } from "@/lib/dates";
import { db, type DbClient } from "@/lib/db";
import { enforceRateLimit } from "@/lib/rate-limit";
import { isCountedVisitor } from "@/lib/visits";
import { locateAddress } from "@/lib/visits/geo";
import { countryName } from "@/lib/visits/rules";
import { periodStart, type StatsPeriod } from "@/lib/visits/period";
import {
  bucketOf,
  connectionLabel,
  DEVICE_LABELS,
  deviceClassOf,
  type DeviceClass,
  type Histogram,
  type MetricSummary,
  routeOf,
  summarizeHistogram,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
} from "@/lib/web-vitals/rules";
import type { WebVitalsReport } from "@/lib/web-vitals/schemas";

export type WebVitalDimension = "all" | "route" | "page" | "country" | "device" | "connection";

/** Page views to add to one bucket of one histogram. */
export interface BucketCount {
  /** 'yyyy-mm-dd', in Abidjan (UTC). */
  day: string;
  dimension: WebVitalDimension;
  value: string;
  metric: WebVitalMetric;
  bucket: number;
  count: number;
}

/**
 * Adds page views to the histograms, in one statement (the one way they are written: a report, the load generator).
 * Rows are upserted in the order given: every report gives them in the same order (bucketCountsOf: metric, then
 * dimension), so that two concurrent reports lock the rows they share in the same order and cannot deadlock.
 */
export async function addBucketCounts(rows: readonly BucketCount[], client: DbClient = db): Promise<void> {
  if (rows.length === 0) return;
  await client.$executeRaw`
    INSERT INTO web_vital_buckets (day, dimension, value, metric, bucket, count)
    SELECT * FROM unnest(${rows.map((row) => row.day)}::date[], ${rows.map((row) => row.dimension)}::"WebVitalDimension"[],
                         ${rows.map((row) => row.value)}::text[], ${rows.map((row) => row.metric)}::"WebVitalMetric"[],
                         ${rows.map((row) => row.bucket)}::smallint[], ${rows.map((row) => row.count)}::int[])
    ON CONFLICT (dimension, day, value, metric, bucket) DO UPDATE SET count = web_vital_buckets.count + EXCLUDED.count`;
}

/** One page view's measures, with what it is counted under. */
export interface PageVitals {
  path: string;
  /** ISO 3166-1 alpha-2 code, or null when the address resolves to no country. */
  country: string | null;
  device: DeviceClass;
  /** An effective connection type, '' when unknown. */
  connection: string;
  values: Partial<Record<WebVitalMetric, number>>;
  /** When it happened; now by default (the load generator and tests set it). */
  at?: Date;
}

/** The bucket counts a page view adds: each measure once under every dimension (and its page, for an article or project). */
export function bucketCountsOf(view: PageVitals): BucketCount[] {
  const day = siteDay(view.at ?? new Date());
  const { route, page } = routeOf(view.path);
  const dimensions: [WebVitalDimension, string][] = [
    ["all", ""],
    ["route", route],
    ["country", view.country ?? ""],
    ["device", view.device],
    ["connection", view.connection],
    ...(page ? [["page", page] as [WebVitalDimension, string]] : []),
  ];
  return WEB_VITAL_METRICS.flatMap((metric) => {
    const value = view.values[metric];
    if (value === undefined) return [];
    const bucket = bucketOf(metric, value);
    return dimensions.map(([dimension, dimensionValue]) => ({
      day,
      dimension,
      value: dimensionValue,
      metric,
      bucket,
      count: 1,
    }));
  });
}

export interface WebVitalsBeacon {
  report: WebVitalsReport;
  userAgent: string | null;
  /** Used for the rate limit and the country, then forgotten: never stored. */
  clientAddress: string;
}

/**
 * Adds a page view's Core Web Vitals, reported by its browser, to the histograms: under its route, the country of its
 * address (resolved offline, as for the visit), its device class and its connection type. Raw reports are not kept.
 * Clients that are not counted as visitors (bots) add nothing; refused (429) past the per-address limit.
 */
export async function recordWebVitalsBeacon({
  report,
  userAgent,
  clientAddress,
}: WebVitalsBeacon): Promise<{ counted: boolean }> {
  if (!isCountedVisitor(userAgent)) return { counted: false };
  await enforceRateLimit(
    "webVitals",
    clientAddress,
    "Trop de mesures signalées depuis cette adresse. Veuillez réessayer dans une minute.",
  );
  const { country } = await locateAddress(clientAddress);
  const { page, connection, ...values } = report;
  await addBucketCounts(bucketCountsOf({ path: page, country, device: deviceClassOf(userAgent), connection, values }));
  return { counted: true };
}

type Histograms = Map<WebVitalMetric, Histogram>;

function addToHistograms(histograms: Histograms, metric: WebVitalMetric, bucket: number, count: number): void {
  let histogram = histograms.get(metric);
  if (!histogram) histograms.set(metric, (histogram = new Map()));
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + count);
}

function summaries(histograms: Histograms | undefined): MetricSummary[] {
  return WEB_VITAL_METRICS.map((metric) => summarizeHistogram(metric, histograms?.get(metric) ?? new Map()));
}

interface BucketRow {
  key: string;
  metric: WebVitalMetric;
  bucket: number;
  count: number;
}

/** A dimension's histograms since `since`, summed per value (or per day for `all`), by the database. */
async function readHistograms(
  dimension: WebVitalDimension,
  since: Date | null,
  value: string | null,
  client: DbClient,
): Promise<Map<string, Histograms>> {
  const fromDay = siteDay(since ?? new Date(0));
  const rows =
    dimension === "all"
      ? await client.$queryRaw<BucketRow[]>`
          SELECT to_char(day, 'YYYY-MM-DD') AS key, metric::text AS metric, bucket, count
          FROM web_vital_buckets WHERE dimension = 'all' AND day >= ${fromDay}::date`
      : await client.$queryRaw<BucketRow[]>`
          SELECT value AS key, metric::text AS metric, bucket, sum(count)::int AS count
          FROM web_vital_buckets
          WHERE dimension = ${dimension}::"WebVitalDimension" AND day >= ${fromDay}::date
            AND (${value}::text IS NULL OR value = ${value}::text)
          GROUP BY value, metric, bucket`;
  const byKey = new Map<string, Histograms>();
  for (const row of rows) {
    let histograms = byKey.get(row.key);
    if (!histograms) byKey.set(row.key, (histograms = new Map()));
    addToHistograms(histograms, row.metric, row.bucket, row.count);
  }
  return byKey;
}

/** A row of a 'worst' list: one route, country, device or connection type, with its figures. */
export interface WebVitalsGroup {
  key: string;
  label: string;
  metrics: MetricSummary[];
}

const WORST_ROWS = 8;
const RATING_WEIGHT = { poor: 2, "needs-improvement": 1, good: 0 } as const;

/**
 * The groups ranked worst first: by how far their p75s are from good (poor counts twice), then by LCP's p75. Groups
 * with too few page views for any p75 come last, by page views.
 */
function worstFirst(groups: WebVitalsGroup[]): WebVitalsGroup[] {
  const score = (group: WebVitalsGroup) =>
    group.metrics.reduce((sum, summary) => sum + (summary.rating ? RATING_WEIGHT[summary.rating] : 0), 0);
  const known = (group: WebVitalsGroup) => group.metrics.some((summary) => summary.p75 !== null);
  const lcp = (group: WebVitalsGroup) => group.metrics[0]!.p75 ?? 0;
  const samples = (group: WebVitalsGroup) => Math.max(...group.metrics.map((summary) => summary.samples));
  return groups
    .sort(
      (a, b) =>
        Number(known(b)) - Number(known(a)) || score(b) - score(a) || lcp(b) - lcp(a) || samples(b) - samples(a),
    )
    .slice(0, WORST_ROWS);
}

function groupsOf(histograms: Map<string, Histograms>, label: (key: string) => string): WebVitalsGroup[] {
  return worstFirst(
    [...histograms].map(([key, byMetric]) => ({ key, label: label(key), metrics: summaries(byMetric) })),
  );
}

export interface WebVitalsTrendPoint {
  /** First day of the day or week ('yyyy-mm-dd'). */
  start: string;
  metrics: MetricSummary[];
}

export interface WebVitalsStats {
  period: StatsPeriod;
  overall: MetricSummary[];
  /** Per day over 7 days, per week (from Monday) over longer periods, oldest first. */
  trend: WebVitalsTrendPoint[];
  routes: WebVitalsGroup[];
  countries: WebVitalsGroup[];
  devices: WebVitalsGroup[];
  connections: WebVitalsGroup[];
}

function weekStart(day: string): string {
  const date = siteDayStart(day);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The dashboard's 'Expérience des visiteurs' panel over a period. */
export async function findWebVitalsStats(
  period: StatsPeriod,
  now = new Date(),
  client: DbClient = db,
): Promise<WebVitalsStats> {
  const since = periodStart(period, now);
  const [days, routes, countries, devices, connections] = await Promise.all([
    readHistograms("all", since, null, client),
    readHistograms("route", since, null, client),
    readHistograms("country", since, null, client),
    readHistograms("device", since, null, client),
    readHistograms("connection", since, null, client),
  ]);
  const overall: Histograms = new Map();
  const trend = new Map<string, Histograms>();
  for (const [day, byMetric] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    const start = period === "7" ? day : weekStart(day);
    if (!trend.has(start)) trend.set(start, new Map());
    for (const [metric, histogram] of byMetric)
      for (const [bucket, count] of histogram) {
        addToHistograms(overall, metric, bucket, count);
        addToHistograms(trend.get(start)!, metric, bucket, count);
      }
  }
  return {
    period,
    overall: summaries(overall),
    trend: [...trend].map(([start, byMetric]) => ({ start, metrics: summaries(byMetric) })),
    routes: groupsOf(routes, (route) => route),
    countries: groupsOf(countries, (code) => (code ? countryName(code) : "Inconnu")),
    devices: groupsOf(devices, (device) => DEVICE_LABELS[device as DeviceClass] ?? device),
    connections: groupsOf(connections, connectionLabel),
  };
}

/** The same figures for one article or project page (its editor screen), over a period. */
export async function findPageWebVitals(
  path: string,
  period: StatsPeriod,
  now = new Date(),
  client: DbClient = db,
): Promise<MetricSummary[]> {
  const { page } = routeOf(path);
  if (!page) return summaries(undefined);
  const histograms = await readHistograms("page", periodStart(period, now), page, client);
  return summaries(histograms.get(page));
}
