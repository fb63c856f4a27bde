import { FileTextIcon, FolderKanbanIcon, MailIcon, UsersIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { RefreshButton } from "@/components/admin/refresh-button";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { can, requireUser } from "@/lib/auth";
import { dashboardStats } from "@/lib/dashboard";
import { formatTime } from "@/lib/dates";

export const metadata: Metadata = { title: "Tableau de bord" };

export default async function DashboardPage() {
  const user = await requireUser();
  const loadedAt = new Date();
  const stats = await dashboardStats().catch((error: unknown) => {
    console.error("Dashboard stats failed:", error instanceof Error ? error.message : error);
    return null;
  });

  const cards = stats && [
    { title: "Projets", value: stats.projects, description: "Brouillons compris", href: "/admin/projects", icon: FolderKanbanIcon },
    { title: "Articles de blog", value: stats.blogPosts, description: "Brouillons compris", href: "/admin/blogs", icon: FileTextIcon },
    { title: "Messages (non lus)", value: stats.messages, description: "À traiter", href: "/admin/messages", icon: MailIcon },
    { title: "Utilisateurs", value: stats.users, description: "Comptes du back-office", href: can(user.role, "users:read") ? "/admin/users" : null, icon: UsersIcon },
  ];

  return (
    <>
      <PageHeader title="Tableau de bord" description={`Dernière mise à jour : ${formatTime(loadedAt)}`} actions={<RefreshButton />} />
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
              <Link key={title} href={href} className="rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
                {card}
              </Link>
            ) : (
              <div key={title}>{card}</div>
            );
          })}
        </section>
      )}
      {/*
        Issue 8 adds, below the cards: the 'Activité récente' list (8 items, link 'Voir toutes les activités')
        and the 'Performance' panel (visitor statistics), e.g. as a two-column grid:
        <div className="mt-6 grid gap-6 lg:grid-cols-2"><RecentActivity /><PerformancePanel /></div>
      */}
    </>
  );
}
