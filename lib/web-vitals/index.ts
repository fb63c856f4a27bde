import "server-only";
import { siteDay } from "@/lib/dates";
import { db, type DbClient, Prisma } from "@/lib/db";
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
import { type BlockRange, dailyBlocks, periodBlocks, weeklyBlocks } from "@/lib/web-vitals/blocks";
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
 * Adds page views to the histograms, in one statement (the one way they are written: a report, the load generator):
 * to each day's, and, but for single pages, to its week's and month's (web_vital_period_buckets), which let the panel
 * read a period as a few histograms instead of all its days (lib/web-vitals/blocks.ts). Each table's rows are upserted
 * in the order of their key, so that two concurrent reports lock the rows they share in the same order and cannot
 * deadlock; rows of a batch that fall in the same histogram (a day's, or several days' of one week or month) are summed
 * before they are added.
 */
export async function addBucketCounts(rows: readonly BucketCount[], client: DbClient = db): Promise<void> {
  if (rows.length === 0) return;
  await client.$executeRaw`
    WITH added (day, dimension, value, metric, bucket, count) AS (
      SELECT * FROM unnest(${rows.map((row) => row.day)}::date[],
                           ${rows.map((row) => row.dimension)}::"WebVitalDimension"[],
                           ${rows.map((row) => row.value)}::text[],
                           ${rows.map((row) => row.metric)}::"WebVitalMetric"[],
                           ${rows.map((row) => row.bucket)}::smallint[], ${rows.map((row) => row.count)}::int[])
    ), daily AS (
      INSERT INTO web_vital_buckets (dimension, day, value, metric, bucket, count)
      SELECT dimension, day, value, metric, bucket, sum(count) FROM added
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (dimension, day, value, metric, bucket) DO UPDATE SET count = web_vital_buckets.count + EXCLUDED.count
    )
    INSERT INTO web_vital_period_buckets (dimension, grain, start, value, metric, bucket, count)
    SELECT dimension, grain, date_trunc(grain::text, day::timestamp)::date, value, metric, bucket, sum(count)
    FROM added CROSS JOIN unnest(enum_range(NULL::"WebVitalGrain")) AS grain
    WHERE dimension <> 'page'
    GROUP BY 1, 2, 3, 4, 5, 6
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (dimension, grain, start, value, metric, bucket)
      DO UPDATE SET count = web_vital_period_buckets.count + EXCLUDED.count`;
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

/** What the summed histograms are told apart by: the dimension's value, or the day or week (a trend). */
type HistogramKey = "value" | "day" | "week";

const KEY_SQL: Record<HistogramKey, (start: Prisma.Sql) => Prisma.Sql> = {
  value: () => Prisma.sql`value`,
  day: (start) => Prisma.sql`to_char(${start}, 'YYYY-MM-DD')`,
  week: (start) => Prisma.sql`to_char(date_trunc('week', ${start}::timestamp), 'YYYY-MM-DD')`,
};

/** The rows of one range of histograms, each count with the range's sign, keyed. */
function rangeRows(block: BlockRange, dimensions: WebVitalDimension[], value: string | null, key: HistogramKey) {
  const [table, start, grain] =
    block.grain === "day"
      ? [Prisma.sql`web_vital_buckets`, Prisma.sql`day`, Prisma.empty]
      : [
          Prisma.sql`web_vital_period_buckets`,
          Prisma.sql`start`,
          Prisma.sql`AND grain = ${block.grain}::"WebVitalGrain"`,
        ];
  return Prisma.sql`
    SELECT dimension, ${KEY_SQL[key](start)} AS key, metric, bucket, count * ${block.sign}::int AS count
    FROM ${table}
    WHERE dimension = ANY(${dimensions}::"WebVitalDimension"[]) ${grain}
      AND ${start} >= ${block.from}::date AND ${start} < ${block.to}::date
      AND (${value}::text IS NULL OR value = ${value}::text)`;
}

interface SummedRow {
  dimension: WebVitalDimension;
  key: string;
  metric: WebVitalMetric;
  buckets: number[];
  counts: number[];
}

/**
 * The histograms of some dimensions over the ranges of a plan, summed by the database per dimension, key and metric:
 * a row per histogram (its buckets and counts as two arrays), a few hundred at most for the panel.
 */
async function readHistograms(
  plan: BlockRange[],
  dimensions: WebVitalDimension[],
  { key, value = null, client }: { key: HistogramKey; value?: string | null; client: DbClient },
): Promise<Map<WebVitalDimension, Map<string, Histograms>>> {
  const rows = await client.$queryRaw<SummedRow[]>`
    SELECT dimension::text AS dimension, key, metric::text AS metric,
           array_agg(bucket ORDER BY bucket) AS buckets, array_agg(count ORDER BY bucket) AS counts
    FROM (
      SELECT dimension, key, metric, bucket, sum(count)::int AS count
      FROM (${Prisma.join(
        plan.map((block) => rangeRows(block, dimensions, value, key)),
        " UNION ALL ",
      )}) AS ranges
      GROUP BY dimension, key, metric, bucket
      HAVING sum(count) <> 0
    ) AS buckets
    GROUP BY dimension, key, metric`;
  const byDimension = new Map<WebVitalDimension, Map<string, Histograms>>();
  for (const row of rows) {
    let byKey = byDimension.get(row.dimension);
    if (!byKey) byDimension.set(row.dimension, (byKey = new Map()));
    let histograms = byKey.get(row.key);
    if (!histograms) byKey.set(row.key, (histograms = new Map()));
    histograms.set(row.metric, new Map(row.buckets.map((bucket, index) => [bucket, row.counts[index]!])));
  }
  return byDimension;
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

function groupsOf(byKey: Map<string, Histograms> | undefined, label: (key: string) => string): WebVitalsGroup[] {
  return worstFirst(
    [...(byKey ?? [])].map(([key, byMetric]) => ({ key, label: label(key), metrics: summaries(byMetric) })),
  );
}

/** The sum of some histograms (the period's, from its days' or weeks': a few hundred counts). */
function sumOf(parts: Histograms[]): Histograms {
  const sum: Histograms = new Map();
  for (const byMetric of parts)
    for (const [metric, histogram] of byMetric)
      for (const [bucket, count] of histogram) addToHistograms(sum, metric, bucket, count);
  return sum;
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

/** The worst lists' dimensions (their histograms are read together). */
const GROUP_DIMENSIONS: WebVitalDimension[] = ["route", "country", "device", "connection"];

/** The dashboard's 'Expérience des visiteurs' panel over a period. */
export async function findWebVitalsStats(
  period: StatsPeriod,
  now = new Date(),
  client: DbClient = db,
): Promise<WebVitalsStats> {
  const first = periodStart(period, now);
  const since = first && siteDay(first);
  const today = siteDay(now);
  const [trendByDimension, groups] = await Promise.all([
    period === "7"
      ? readHistograms(dailyBlocks(since), ["all"], { key: "day", client })
      : readHistograms(weeklyBlocks(since, today), ["all"], { key: "week", client }),
    readHistograms(periodBlocks(since, today), GROUP_DIMENSIONS, { key: "value", client }),
  ]);
  const trend = [...(trendByDimension.get("all") ?? [])].sort(([a], [b]) => a.localeCompare(b));
  return {
    period,
    overall: summaries(sumOf(trend.map(([, byMetric]) => byMetric))),
    trend: trend.map(([start, byMetric]) => ({ start, metrics: summaries(byMetric) })),
    routes: groupsOf(groups.get("route"), (route) => route),
    countries: groupsOf(groups.get("country"), (code) => (code ? countryName(code) : "Inconnu")),
    devices: groupsOf(groups.get("device"), (device) => DEVICE_LABELS[device as DeviceClass] ?? device),
    connections: groupsOf(groups.get("connection"), connectionLabel),
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
  const start = periodStart(period, now);
  // One page's days are few rows (an index on its value): no coarser histograms are kept by page.
  const plan = dailyBlocks(start && siteDay(start));
  const histograms = await readHistograms(plan, ["page"], { key: "value", value: page, client });
  return summaries(histograms.get("page")?.get(page));
}
