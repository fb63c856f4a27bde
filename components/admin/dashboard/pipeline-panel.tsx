import Link from "next/link";
import type { ReactNode } from "react";
import { UserText } from "@/components/admin/user-text";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { PanelCard } from "@/components/admin/dashboard/performance-panel";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatPercent } from "@/lib/dashboard/rules";
import { formatShortDate, siteDayStart } from "@/lib/dates";
import { formatFcfa, LEAD_STAGE_LABELS } from "@/lib/leads/rules";
import { followUpsDue } from "@/lib/leads";
import { FOLLOW_UP_CARD_LIMIT, pipelineStats } from "@/lib/leads/stats";
import { STATS_PERIOD_LABELS, type StatsPeriod } from "@/lib/visits/period";

function Figure({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card className="gap-2">
      <CardHeader>
        <CardTitle>
          <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
          {children}
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's pipeline: requests per stage, win rate, value won, spam and conversion by source over the chosen
 * period, and the follow-ups due today or overdue (lib/leads/stats.ts).
 */
export async function PipelinePanel({ period }: { period: StatsPeriod }) {
  const result = await Promise.all([pipelineStats(period), followUpsDue(new Date(), FOLLOW_UP_CARD_LIMIT)]).catch(
    (error: unknown) => {
      console.error("Pipeline stats failed:", error instanceof Error ? error.message : error);
      return null;
    },
  );

  return (
    <section aria-labelledby="pipeline-title" className="mt-6 space-y-4">
      <div>
        <h2 id="pipeline-title" className="text-xl font-semibold tracking-tight">
          Pipeline commercial
        </h2>
        <p className="text-sm text-muted-foreground">
          Demandes reçues et décisions · {STATS_PERIOD_LABELS[period].toLowerCase()} (spam exclu)
        </p>
      </div>
      {!result ? (
        <Alert variant="destructive">
          <AlertDescription>
            Impossible de charger les chiffres du pipeline. Veuillez réessayer plus tard.
          </AlertDescription>
        </Alert>
      ) : (
        <PipelineFigures stats={result[0]} followUps={result[1]} />
      )}
    </section>
  );
}

function PipelineFigures({
  stats,
  followUps,
}: {
  stats: Awaited<ReturnType<typeof pipelineStats>>;
  followUps: Awaited<ReturnType<typeof followUpsDue>>;
}) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure title="Taux de réussite" testId="pipeline-win-rate">
          {formatPercent(stats.winRate)}
        </Figure>
        <Figure title="Valeur gagnée" testId="pipeline-value-won">
          {formatFcfa(stats.valueWon)}
        </Figure>
        <Figure title="Demandes gagnées / perdues" testId="pipeline-decided">
          {formatCount(stats.won)} / {formatCount(stats.lost)}
        </Figure>
        <Figure title="Spam" testId="pipeline-spam">
          {formatCount(stats.spam)}
        </Figure>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <PanelCard title="Demandes par étape" description="Reçues sur la période, à leur étape actuelle.">
          <ul className="space-y-2" aria-label="Demandes par étape">
            {stats.perStage.map((row) => (
              <li key={row.stage} className="flex items-baseline justify-between gap-3 text-sm">
                <span>{LEAD_STAGE_LABELS[row.stage]}</span>
                <span className="font-medium tabular-nums" data-testid={`pipeline-stage-${row.stage}`}>
                  {formatCount(row.count)}
                </span>
              </li>
            ))}
          </ul>
        </PanelCard>
        <PanelCard
          title="Conversion par source"
          description="Campagne (utm_source), site d’origine, ou accès direct."
          className="lg:col-span-2"
        >
          {stats.bySource.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucune demande sur la période</p>
          ) : (
            <Table aria-label="Conversion par source" scrollLabel="Conversion par source">
              <TableHeader>
                <TableRow>
                  <TableHead>Source</TableHead>
                  <TableHead className="text-right">Demandes</TableHead>
                  <TableHead className="text-right">Gagnées</TableHead>
                  <TableHead className="text-right">Conversion</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {stats.bySource.map((row) => (
                  <TableRow key={row.source} data-source={row.source}>
                    <TableCell className="font-medium">
                      <UserText>{row.source}</UserText>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatCount(row.requests)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatCount(row.won)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatPercent(row.rate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </PanelCard>
      </div>
      <PanelCard
        title="À relancer aujourd’hui"
        description={`Demandes en cours dont la relance tombe aujourd’hui ou est en retard (${formatCount(followUps.count)}).`}
      >
        {followUps.leads.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune relance prévue aujourd’hui.</p>
        ) : (
          <ul className="divide-y" aria-label="À relancer aujourd’hui">
            {followUps.leads.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <Link href={`/admin/messages/detail/${item.id}`} className="min-w-0 hover:underline">
                  <UserText className="font-medium">{item.name}</UserText>
                  <span className="text-muted-foreground">
                    {" "}
                    — <UserText>{item.subject}</UserText>
                  </span>
                </Link>
                <span className="flex items-center gap-2 text-muted-foreground">
                  {LEAD_STAGE_LABELS[item.stage]}
                  {item.followUpOn && <span>{formatShortDate(siteDayStart(item.followUpOn))}</span>}
                  {item.overdue && <Badge variant="destructive">En retard</Badge>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </>
  );
}
