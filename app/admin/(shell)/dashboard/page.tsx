import type { Metadata } from "next";
import { Suspense } from "react";
import { MailWarning } from "@/components/admin/dashboard/mail-warning";
import { PerformancePanel } from "@/components/admin/dashboard/performance-panel";
import { PipelinePanel } from "@/components/admin/dashboard/pipeline-panel";
import { RecentActivity } from "@/components/admin/dashboard/recent-activity";
import { StatCards } from "@/components/admin/dashboard/stat-cards";
import { WebVitalsPanel } from "@/components/admin/dashboard/web-vitals-panel";
import { PageHeader } from "@/components/admin/page-header";
import { RefreshButton } from "@/components/admin/refresh-button";
import { Skeleton } from "@/components/ui/skeleton";
import { adminPage } from "@/lib/auth/page";
import { dashboardStats } from "@/lib/dashboard";
import { statsPeriodQuerySchema } from "@/lib/dashboard/schemas";
import { formatTime } from "@/lib/dates";
import { readPageQuery } from "@/lib/search-params";

export const metadata: Metadata = { title: "Tableau de bord" };

/**
 * /admin/dashboard?period=7|30|90|all: the four cards, then the recent activity, the Performance panel, the visitors'
 * web vitals ('Expérience des visiteurs') and the pipeline's
 * figures over the period, which stream in beside them with their own fallbacks (the spec's 'Impossible de charger les activités
 * récentes.', and zeros for visitor figures that could not be read).
 */
export default adminPage("/admin/dashboard", {
  permission: "dashboard:read",
  title: "Tableau de bord",
  load: async ({ searchParams }) => ({
    loadedAt: new Date(),
    period: readPageQuery(searchParams, statsPeriodQuerySchema).query.period,
    stats: await dashboardStats(),
  }),
  loadError: "Impossible de charger les données. Veuillez réessayer plus tard.",
  render: ({ loadedAt, period, stats }, { title, can }) => (
    <>
      <PageHeader
        title={title}
        description={`Dernière mise à jour : ${formatTime(loadedAt)}`}
        actions={<RefreshButton />}
      />
      <Suspense>
        <MailWarning />
      </Suspense>
      <StatCards stats={stats} canReadUsers={can("users:read")} />
      <div className="mt-6">
        <Suspense fallback={<Skeleton className="h-96" />}>
          <RecentActivity />
        </Suspense>
      </div>
      <Suspense fallback={<Skeleton className="mt-6 h-[36rem]" />}>
        <PerformancePanel period={period} />
      </Suspense>
      <Suspense fallback={<Skeleton className="mt-6 h-[32rem]" />}>
        <WebVitalsPanel period={period} />
      </Suspense>
      {can("messages:read") && (
        <Suspense fallback={<Skeleton className="mt-6 h-[28rem]" />}>
          <PipelinePanel period={period} />
        </Suspense>
      )}
    </>
  ),
});
