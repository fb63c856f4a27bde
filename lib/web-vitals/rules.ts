import { parseId } from "@/lib/ids";
import { viewOfPath } from "@/lib/list-views";
import { SLUG_PATTERN } from "@/lib/slug";

// Core Web Vitals measured on visitors' page views (issue 42): the metrics, their thresholds, the fixed histogram
// buckets they are stored in, and the percentiles read back from those buckets. Pure: the dashboard's components,
// the domain module and the tests share it.

export const WEB_VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

export type WebVitalRating = "good" | "needs-improvement" | "poor";

interface MetricDefinition {
  label: string;
  /** Values up to `good` are good, up to `poor` need improvement, above are poor (web.dev's thresholds). */
  good: number;
  poor: number;
  /** The largest value a browser can plausibly report: beyond it the report is refused. */
  max: number;
  /** Milliseconds, or a score without unit (CLS). */
  unit: "ms" | "score";
}

export const WEB_VITALS: Record<WebVitalMetric, MetricDefinition> = {
  LCP: { label: "Affichage du contenu principal (LCP)", good: 2500, poor: 4000, max: 120_000, unit: "ms" },
  INP: { label: "Réactivité aux interactions (INP)", good: 200, poor: 500, max: 60_000, unit: "ms" },
  CLS: { label: "Stabilité visuelle (CLS)", good: 0.1, poor: 0.25, max: 50, unit: "score" },
  FCP: { label: "Premier affichage (FCP)", good: 1800, poor: 3000, max: 120_000, unit: "ms" },
  TTFB: { label: "Réponse du serveur (TTFB)", good: 800, poor: 1800, max: 120_000, unit: "ms" },
};

export function rateWebVital(metric: WebVitalMetric, value: number): WebVitalRating {
  const { good, poor } = WEB_VITALS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** Quarter-octave steps (each bucket about 19% wide) from `first` to `last`. */
function logScale(first: number, last: number): number[] {
  const edges: number[] = [];
  for (let step = 0; first * 2 ** (step / 4) <= last; step++) edges.push(first * 2 ** (step / 4));
  return edges;
}

/**
 * The upper edges of each metric's buckets, ascending: a fixed log scale (1 ms to about 2 min; a CLS of 0.001 to 64),
 * with the metric's two thresholds added as edges, so that the rating of a bucket is exact. Bucket 0 holds the values
 * from 0 to the first edge, bucket i those above edge i − 1 up to edge i, and the last one, past every edge, the rest.
 * Changing them changes what stored bucket numbers mean: add a migration that clears web_vital_buckets.
 */
export const BUCKET_EDGES: Record<WebVitalMetric, readonly number[]> = Object.fromEntries(
  WEB_VITAL_METRICS.map((metric) => {
    const { good, poor, unit } = WEB_VITALS[metric];
    const scale = unit === "ms" ? logScale(1, 131_072) : logScale(0.001, 64);
    return [metric, [...new Set([...scale, good, poor])].sort((a, b) => a - b)];
  }),
) as unknown as Record<WebVitalMetric, readonly number[]>;

/** The bucket a value falls in: the first whose upper edge is at or above it (a value on a threshold is good). */
export function bucketOf(metric: WebVitalMetric, value: number): number {
  const edges = BUCKET_EDGES[metric];
  let low = 0;
  let high = edges.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (edges[middle]! >= value) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The value a bucket stands for: the geometric middle of its edges (the first bucket, from 0, stands for half its
 * upper edge; the last, open-ended, for its lower edge).
 */
export function bucketValue(metric: WebVitalMetric, bucket: number): number {
  const edges = BUCKET_EDGES[metric];
  const upper = edges[bucket];
  if (bucket === 0) return upper! / 2;
  const lower = edges[bucket - 1]!;
  return upper === undefined ? lower : Math.sqrt(lower * upper);
}

/** The rating of a bucket's values, exact since the thresholds are edges. */
export function bucketRating(metric: WebVitalMetric, bucket: number): WebVitalRating {
  return rateWebVital(metric, BUCKET_EDGES[metric][bucket] ?? Number.POSITIVE_INFINITY);
}

/** A histogram: page views per bucket number (only the buckets that have some). */
export type Histogram = Map<number, number>;

/** Below this many page views, a figure says 'pas assez de données' instead of a percentile. */
export const MIN_SAMPLES = 10;

export interface MetricSummary {
  metric: WebVitalMetric;
  samples: number;
  /** The 75th percentile, null below MIN_SAMPLES. */
  p75: number | null;
  rating: WebVitalRating | null;
  /** Shares of the page views rated good, needing improvement and poor, in percent to one decimal. */
  shares: Record<WebVitalRating, number>;
}

function histogramTotal(histogram: Histogram): number {
  let total = 0;
  for (const count of histogram.values()) total += count;
  return total;
}

/** The `p`-th percentile (0–100) of a histogram, as the value of the bucket where it falls (nearest rank). */
export function histogramPercentile(metric: WebVitalMetric, histogram: Histogram, p: number): number | null {
  const total = histogramTotal(histogram);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket)!;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return null;
}

const oneDecimal = (part: number, total: number) => (total ? Math.round((1000 * part) / total) / 10 : 0);

export function summarizeHistogram(metric: WebVitalMetric, histogram: Histogram): MetricSummary {
  const samples = histogramTotal(histogram);
  const counts: Record<WebVitalRating, number> = { good: 0, "needs-improvement": 0, poor: 0 };
  for (const [bucket, count] of histogram) counts[bucketRating(metric, bucket)] += count;
  const p75 = samples >= MIN_SAMPLES ? histogramPercentile(metric, histogram, 75) : null;
  return {
    metric,
    samples,
    p75,
    rating: p75 === null ? null : rateWebVital(metric, p75),
    shares: {
      good: oneDecimal(counts.good, samples),
      "needs-improvement": oneDecimal(counts["needs-improvement"], samples),
      poor: oneDecimal(counts.poor, samples),
    },
  };
}

/** A metric's value as the dashboard writes it: seconds for LCP, FCP and TTFB, milliseconds for INP, CLS bare. */
export function formatWebVital(metric: WebVitalMetric, value: number): string {
  const number = (digits: number, n: number) =>
    n.toLocaleString("fr-FR", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (metric === "CLS") return number(2, value);
  if (metric === "INP") return `${number(0, value)} ms`;
  return `${number(value < 10_000 ? 2 : 1, value / 1000)} s`;
}

export const RATING_LABELS: Record<WebVitalRating, string> = {
  good: "Bon",
  "needs-improvement": "À améliorer",
  poor: "Mauvais",
};

/** A visitor's device class, from the user agent its browser sends. */
export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const DEVICE_LABELS: Record<DeviceClass, string> = {
  mobile: "Téléphone",
  tablet: "Tablette",
  desktop: "Ordinateur",
};

export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** The Network Information API's effective connection types; '' when the browser does not say. */
export const CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g"] as const;
export const UNKNOWN_CONNECTION = "";
export function connectionLabel(type: string): string {
  return type === UNKNOWN_CONNECTION ? "Inconnue" : type;
}

/**
 * The visitor pages by route, in the order they are matched: a path is reported under its route pattern (never the
 * full address). Blog articles and projects are also kept by page, for their editor screens (`byPage`).
 */
const ROUTES: { pattern: string; match: (path: string) => boolean; byPage?: true }[] = [
  { pattern: "/", match: (path) => path === "/" },
  { pattern: "/about", match: (path) => path === "/about" },
  { pattern: "/services", match: (path) => path === "/services" },
  { pattern: "/services/[categoryId]", match: (path) => /^\/services\/[^/]+$/.test(path) },
  { pattern: "/services-detail", match: (path) => path === "/services-detail" },
  { pattern: "/projects", match: (path) => path === "/projects" },
  { pattern: "/projects/[...view]", match: (path) => viewOfPath("/projects", path) !== null },
  {
    pattern: "/projects/[id]",
    match: (path) => path.startsWith("/projects/") && parseId(path.slice("/projects/".length)) !== null,
    byPage: true,
  },
  { pattern: "/blog", match: (path) => path === "/blog" },
  { pattern: "/blog/[...view]", match: (path) => viewOfPath("/blog", path) !== null },
  {
    pattern: "/blog/[slug]",
    match: (path) => path.startsWith("/blog/") && SLUG_PATTERN.test(path.slice("/blog/".length)),
    byPage: true,
  },
  { pattern: "/contact", match: (path) => path === "/contact" },
  { pattern: "/devis", match: (path) => path === "/devis" },
  { pattern: "/start-project", match: (path) => path === "/start-project" },
];
/** Any other path: the site's 404 pages. */
export const OTHER_ROUTE = "(autre)";

/** The route pattern of a path, and the page itself when it has an editor screen (an article, a project). */
export function routeOf(path: string): { route: string; page: string | null } {
  const found = ROUTES.find((route) => route.match(path));
  if (!found) return { route: OTHER_ROUTE, page: null };
  return { route: found.pattern, page: found.byPage ? path : null };
}
