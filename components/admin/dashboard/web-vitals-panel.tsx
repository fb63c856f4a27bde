import { PanelCard } from "@/components/admin/dashboard/performance-panel";
import { WebVitalsMetricCards, WebVitalValue } from "@/components/admin/dashboard/web-vitals-figures";
import { UserText } from "@/components/admin/user-text";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount } from "@/lib/dashboard/rules";
import { formatShortDate, siteDayStart } from "@/lib/dates";
import { findWebVitalsStats, type WebVitalsGroup, type WebVitalsTrendPoint } from "@/lib/web-vitals";
import { MIN_SAMPLES, type MetricSummary, WEB_VITAL_METRICS } from "@/lib/web-vitals/rules";
import { STATS_PERIOD_LABELS, type StatsPeriod } from "@/lib/visits/period";

const NO_MEASURES = "Aucune mesure sur la période";

const mostSamples = (metrics: MetricSummary[]) => Math.max(...metrics.map((summary) => summary.samples));

/** One row per group (a route, a country… or a day or week of the trend): its page views and each metric's p75. */
function FiguresTable({
  title,
  firstColumn,
  groups,
}: {
  title: string;
  firstColumn: string;
  groups: WebVitalsGroup[];
}) {
  return (
    <PanelCard title={title}>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{NO_MEASURES}</p>
      ) : (
        <Table aria-label={title} scrollLabel={title}>
          <TableHeader>
            <TableRow>
              <TableHead>{firstColumn}</TableHead>
              <TableHead className="text-right">Pages vues</TableHead>
              {WEB_VITAL_METRICS.map((metric) => (
                <TableHead key={metric} className="text-right">
                  {metric} (p75)
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {groups.map((group) => (
              <TableRow key={group.key} data-group={group.key}>
                <TableCell className="font-medium">
                  <UserText>{group.label}</UserText>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(mostSamples(group.metrics))}</TableCell>
                {group.metrics.map((summary) => (
                  <TableCell key={summary.metric} className="text-right" data-metric={summary.metric}>
                    <WebVitalValue summary={summary} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PanelCard>
  );
}

const trendRows = (trend: WebVitalsTrendPoint[]): WebVitalsGroup[] =>
  trend.map((point) => ({
    key: point.start,
    label: formatShortDate(siteDayStart(point.start)),
    metrics: point.metrics,
  }));

/**
 * The dashboard's 'Expérience des visiteurs' panel: the Core Web Vitals visitors' browsers measured over the chosen
 * period (lib/web-vitals), p75 against the thresholds, the trend, and the worst routes, countries, devices and
 * connection types, each figure with its number of page views.
 */
export async function WebVitalsPanel({ period }: { period: StatsPeriod }) {
  const stats = await findWebVitalsStats(period).catch((error: unknown) => {
    console.error("Web vitals stats failed:", error instanceof Error ? error.message : error);
    return null;
  });
  return (
    <section aria-labelledby="web-vitals-title" className="mt-6 space-y-4" data-testid="web-vitals-panel">
      <div>
        <h2 id="web-vitals-title" className="text-xl font-semibold tracking-tight">
          Expérience des visiteurs
        </h2>
        <p className="text-sm text-muted-foreground">
          Signaux web essentiels mesurés par les navigateurs des visiteurs, au 75e centile ·{" "}
          {STATS_PERIOD_LABELS[period].toLowerCase()} · au moins {MIN_SAMPLES} pages vues par chiffre
        </p>
      </div>
      {!stats ? (
        <Alert variant="destructive">
          <AlertDescription>
            Impossible de charger les mesures des visiteurs. Veuillez réessayer plus tard.
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <PanelCard title="Sur toutes les pages">
            <WebVitalsMetricCards metrics={stats.overall} />
          </PanelCard>
          <FiguresTable
            title={period === "7" ? "Évolution par jour" : "Évolution par semaine"}
            firstColumn={period === "7" ? "Jour" : "Semaine du"}
            groups={trendRows(stats.trend)}
          />
          <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
            <FiguresTable title="Pages les plus lentes" firstColumn="Page" groups={stats.routes} />
            <FiguresTable title="Pays les plus lents" firstColumn="Pays" groups={stats.countries} />
            <FiguresTable title="Connexions les plus lentes" firstColumn="Connexion" groups={stats.connections} />
            <FiguresTable title="Appareils les plus lents" firstColumn="Appareil" groups={stats.devices} />
          </div>
        </>
      )}
    </section>
  );
}
