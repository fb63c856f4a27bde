import { Suspense } from "react";
import { PanelCard } from "@/components/admin/dashboard/performance-panel";
import { WebVitalsMetricCards } from "@/components/admin/dashboard/web-vitals-figures";
import { Skeleton } from "@/components/ui/skeleton";
import { findPageWebVitals } from "@/lib/web-vitals";
import { DEFAULT_STATS_PERIOD, STATS_PERIOD_LABELS } from "@/lib/visits/period";

async function PageWebVitals({ path }: { path: string }) {
  const metrics = await findPageWebVitals(path, DEFAULT_STATS_PERIOD).catch((error: unknown) => {
    console.error("Page web vitals failed:", error instanceof Error ? error.message : error);
    return null;
  });
  return metrics ? (
    <WebVitalsMetricCards metrics={metrics} />
  ) : (
    <p className="text-sm text-destructive">Impossible de charger les mesures des visiteurs.</p>
  );
}

/**
 * An article's or a project's editor screen: the 'Expérience des visiteurs' figures of its public page over the
 * dashboard's default period, streamed beside the form.
 */
export function PageWebVitalsPanel({ path }: { path: string }) {
  return (
    <PanelCard
      title="Expérience des visiteurs"
      description={`Signaux web essentiels de cette page mesurés chez les visiteurs, au 75e centile · ${STATS_PERIOD_LABELS[DEFAULT_STATS_PERIOD].toLowerCase()}`}
    >
      <Suspense fallback={<Skeleton className="h-32" />}>
        <PageWebVitals path={path} />
      </Suspense>
    </PanelCard>
  );
}
