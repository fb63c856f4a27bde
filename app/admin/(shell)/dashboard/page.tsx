import { FileTextIcon, FolderKanbanIcon, MailIcon, UsersIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { MailWarning } from "@/components/admin/dashboard/mail-warning";
import { PerformancePanel } from "@/components/admin/dashboard/performance-panel";
import { RecentActivity } from "@/components/admin/dashboard/recent-activity";
import { PageHeader } from "@/components/admin/page-header";
import { RefreshButton } from "@/components/admin/refresh-button";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { can, requireUser } from "@/lib/auth";
import { dashboardStats } from "@/lib/dashboard";
import { statsPeriodQuerySchema } from "@/lib/dashboard/schemas";
import { formatTime } from "@/lib/dates";
import { DEFAULT_STATS_PERIOD } from "@/lib/visits/period";

export const metadata: Metadata = { title: "Tableau de bord" };

/** /admin/dashboard?period=7|30|90|all: the four cards, the recent activity and the Performance panel over the period. */
export default async function DashboardPage({ searchParams }: PageProps<"/admin/dashboard">) {
  const user = await requireUser();
  const loadedAt = new Date();
  const { period } = statsPeriodQuerySchema
    .catch({ period: DEFAULT_STATS_PERIOD })
    .parse({ period: (await searchParams).period });
  const stats = await dashboardStats().catch((error: unknown) => {
    console.error("Dashboard stats failed:", error instanceof Error ? error.message : error);
    return null;
  });

  const cards = stats && [
    {
      title: "Projets",
      value: stats.projects,
      description: "Brouillons compris",
      href: "/admin/projects",
      icon: FolderKanbanIcon,
    },
    {
      title: "Articles de blog",
      value: stats.blogPosts,
      description: "Brouillons compris",
      href: "/admin/blogs",
      icon: FileTextIcon,
    },
    {
      title: "Messages (non lus)",
      value: stats.messages,
      description: "À traiter",
      href: "/admin/messages",
      icon: MailIcon,
    },
    {
      title: "Utilisateurs",
      value: stats.users,
      description: "Administrateurs actifs",
      href: can(user.role, "users:read") ? "/admin/users" : null,
      icon: UsersIcon,
    },
  ];

  return (
    <>
      <PageHeader
        title="Tableau de bord"
        description={`Dernière mise à jour : ${formatTime(loadedAt)}`}
        actions={<RefreshButton />}
      />
      <Suspense>
        <MailWarning />
      </Suspense>
      {!cards ? (
        <Alert variant="destructive">
          <AlertDescription>Impossible de charger les données. Veuillez réessayer plus tard.</AlertDescription>
        </Alert>
      ) : (
        <section aria-label="Chiffres clés" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map(({ title, value, description, href, icon: Icon }) => {
            const card = (
              <Card className="h-full gap-2 transition-colors hover:border-primary/40">
                <CardHeader className="flex flex-row items-center justify-between">
                  <CardTitle className="text-sm font-medium text-muted-foreground">
                    <h2>{title}</h2>
                  </CardTitle>
                  <Icon className="size-5 text-primary" aria-hidden />
                </CardHeader>
                <CardContent>
                  <p className="text-3xl font-bold" data-testid={`stat-${title}`}>
                    {value}
                  </p>
                  <CardDescription>{description}</CardDescription>
                </CardContent>
              </Card>
            );
            return href ? (
              <Link
                key={title}
                href={href}
                className="rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                {card}
              </Link>
            ) : (
              <div key={title}>{card}</div>
            );
          })}
        </section>
      )}
      <div className="mt-6">
        <Suspense fallback={<Skeleton className="h-96" />}>
          <RecentActivity />
        </Suspense>
      </div>
      <Suspense fallback={<Skeleton className="mt-6 h-[36rem]" />}>
        <PerformancePanel period={period} />
      </Suspense>
    </>
  );
}
