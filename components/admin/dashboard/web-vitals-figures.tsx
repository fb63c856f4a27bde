import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/dashboard/rules";
import {
  formatWebVital,
  MIN_SAMPLES,
  type MetricSummary,
  RATING_LABELS,
  type WebVitalRating,
  WEB_VITALS,
} from "@/lib/web-vitals/rules";

export const NOT_ENOUGH_DATA = "pas assez de données";

const RATING_BADGES: Record<WebVitalRating, "success" | "secondary" | "destructive"> = {
  good: "success",
  "needs-improvement": "secondary",
  poor: "destructive",
};

const RATING_BARS: Record<WebVitalRating, string> = {
  good: "bg-success",
  "needs-improvement": "bg-muted-foreground/50",
  poor: "bg-destructive",
};

/** A metric's p75 with its rating, or 'pas assez de données' below the minimum of page views. */
export function WebVitalValue({ summary }: { summary: MetricSummary }) {
  if (summary.p75 === null || summary.rating === null)
    return <span className="text-xs text-muted-foreground">{NOT_ENOUGH_DATA}</span>;
  return (
    <span className="inline-flex items-center gap-1.5" data-p75={summary.p75} data-rating={summary.rating}>
      <span className="font-semibold tabular-nums">{formatWebVital(summary.metric, summary.p75)}</span>
      <Badge variant={RATING_BADGES[summary.rating]}>{RATING_LABELS[summary.rating]}</Badge>
    </span>
  );
}

function thresholdsText(summary: MetricSummary): string {
  const { good, poor } = WEB_VITALS[summary.metric];
  return `Bon ≤ ${formatWebVital(summary.metric, good)}, mauvais > ${formatWebVital(summary.metric, poor)}`;
}

/**
 * One card per metric: its p75 against the thresholds, the share of page views rated good, needing improvement and
 * poor, and the number of page views behind them (the dashboard's panel, an article's or a project's editor screen).
 */
export function WebVitalsMetricCards({ metrics }: { metrics: MetricSummary[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-5" aria-label="Mesures au 75e centile">
      {metrics.map((summary) => (
        <li key={summary.metric} className="min-w-0 space-y-2 rounded-lg border p-3" data-metric={summary.metric}>
          <p className="text-sm font-medium">{WEB_VITALS[summary.metric].label}</p>
          <p className="text-lg">
            <WebVitalValue summary={summary} />
          </p>
          <p className="text-xs text-muted-foreground">{thresholdsText(summary)}</p>
          {summary.samples > 0 && (
            <div className="flex h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
              {(["good", "needs-improvement", "poor"] as const).map((rating) => (
                <div key={rating} className={RATING_BARS[rating]} style={{ width: `${summary.shares[rating]}%` }} />
              ))}
            </div>
          )}
          <p className="text-xs text-muted-foreground">
            {summary.samples > 0 && (
              <>
                <span data-good-share>{summary.shares.good.toLocaleString("fr-FR")} %</span> de pages vues bonnes ·{" "}
              </>
            )}
            <span data-samples={summary.samples}>
              {formatCount(summary.samples)} page{summary.samples > 1 ? "s" : ""} vue{summary.samples > 1 ? "s" : ""}
            </span>
            {summary.samples < MIN_SAMPLES && ` (minimum ${MIN_SAMPLES})`}
          </p>
        </li>
      ))}
    </ul>
  );
}
