import type { ReactNode } from "react";
import { DailyVisitsFigure } from "@/components/admin/dashboard/daily-visits-chart-loader";
import { PeriodSelect } from "@/components/admin/dashboard/period-select";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { dashboardVisitorStats } from "@/lib/dashboard";
import { everyDay, formatCount, formatPercent, visitBarPercent } from "@/lib/dashboard/rules";
import { FORM_TYPE_LABELS } from "@/lib/messages/rules";
import { cn } from "@/lib/utils";
import { STATS_PERIOD_LABELS, type StatsPeriod } from "@/lib/visits/period";
import { UserText } from "@/components/admin/user-text";

const NO_DATA = "Aucune donnée disponible";

/** One block of the dashboard's panels: a titled card. */
export function PanelCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle>
          <h3 className="text-base">{title}</h3>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

function VisitBar({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="text-2xl font-bold tabular-nums" data-testid={testId}>
          {formatCount(value)}
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="h-full rounded-full bg-primary" style={{ width: `${visitBarPercent(value)}%` }} />
      </div>
    </div>
  );
}

function RankedList({ title, rows }: { title: string; rows: { key: string; label: ReactNode; count: number }[] }) {
  const top = rows[0]?.count ?? 0;
  return (
    <PanelCard title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{NO_DATA}</p>
      ) : (
        <ul className="space-y-2.5" aria-label={title}>
          {rows.map((row) => (
            <li key={row.key} className="ranked-row">
              <div>
                <span>{row.label}</span>
                <span>{formatCount(row.count)}</span>
              </div>
              <div aria-hidden>
                <div style={{ width: `${top ? (100 * row.count) / top : 0}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

/**
 * The dashboard's 'Performance' panel: visits, unique visitors, conversion rate, daily visits, places, pages and the
 * funnel of each form, all over the chosen period and all computed by PostgreSQL (lib/dashboard).
 */
export async function PerformancePanel({ period }: { period: StatsPeriod }) {
  const result = await dashboardVisitorStats(period).catch((error: unknown) => {
    console.error("Visitor stats failed:", error instanceof Error ? error.message : error);
    return null;
  });

  return (
    <section aria-labelledby="performance-title" className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="performance-title" className="text-xl font-semibold tracking-tight">
            Performance
          </h2>
          <p className="text-sm text-muted-foreground">
            Statistiques de visite et de conversion · {STATS_PERIOD_LABELS[period].toLowerCase()}
          </p>
        </div>
        <PeriodSelect period={period} />
      </div>
      {!result ? (
        <Alert variant="destructive">
          <AlertDescription>
            Impossible de charger les statistiques de visite. Veuillez réessayer plus tard.
          </AlertDescription>
        </Alert>
      ) : (
        <PerformanceFigures {...result} />
      )}
    </section>
  );
}

function PerformanceFigures({ stats, from, to }: Awaited<ReturnType<typeof dashboardVisitorStats>>) {
  const days = everyDay(stats.dailyStats, from, to);
  const anyConversion = stats.conversionStats.some((stat) => stat.total > 0);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <PanelCard title="Audience">
          <VisitBar label="Visites totales" value={stats.totalVisits} testId="total-visits" />
          <VisitBar label="Visiteurs uniques" value={stats.uniqueVisits} testId="unique-visits" />
          <div className="flex items-baseline justify-between gap-2 border-t pt-4">
            <span className="text-sm text-muted-foreground">Taux de conversion</span>
            <span className="text-2xl font-bold tabular-nums" data-testid="conversion-rate">
              {formatPercent(stats.conversionRate)}
            </span>
          </div>
          <p className="text-xs text-muted-foreground">Part des visiteurs uniques qui ont envoyé un formulaire.</p>
        </PanelCard>
        <PanelCard title="Visites par jour" className="lg:col-span-2">
          {stats.totalVisits > 0 ? (
            <DailyVisitsFigure days={days} />
          ) : (
            <p className="text-sm text-muted-foreground">{NO_DATA}</p>
          )}
        </PanelCard>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        <RankedList
          title="Visites par pays"
          rows={stats.countryStats.map((row) => ({ key: row.code, label: row.country, count: row.count }))}
        />
        <RankedList
          title="Visites par ville"
          rows={stats.cityStats.map((row) => ({
            key: `${row.code}/${row.city}`,
            label: (
              <>
                {row.city}
                {row.country && <span className="text-muted-foreground"> ({row.country})</span>}
              </>
            ),
            count: row.count,
          }))}
        />
        <RankedList
          title="Pages les plus vues"
          rows={stats.pageStats.map((row) => ({
            key: row.page,
            label: (
              <code className="text-xs">
                <UserText>{row.page}</UserText>
              </code>
            ),
            count: row.count,
          }))}
        />
      </div>
      <PanelCard
        title="Conversions par formulaire"
        description="Formulaires commencés, envoyés et abandonnés par les visiteurs."
      >
        {!anyConversion ? (
          <p className="text-sm text-muted-foreground">Aucune conversion enregistrée</p>
        ) : (
          <Table aria-label="Conversions par formulaire" scrollLabel="Conversions par formulaire">
            <TableHeader>
              <TableRow>
                <TableHead>Formulaire</TableHead>
                <TableHead className="text-right">Total</TableHead>
                <TableHead className="text-right">Envoyés</TableHead>
                <TableHead className="text-right">Abandonnés</TableHead>
                <TableHead className="text-right">Taux de complétion</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {stats.conversionStats.map((stat) => (
                <TableRow key={stat.form_type} data-form-type={stat.form_type}>
                  <TableCell className="font-medium">{FORM_TYPE_LABELS[stat.form_type]}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(stat.total)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(stat.completed)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(stat.abandoned)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatPercent(stat.completionRate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PanelCard>
    </>
  );
}
