import { FileTextIcon, FolderKanbanIcon, MailIcon, UsersIcon } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardStats } from "@/lib/dashboard";

/** The dashboard's four key figures, each linking to its screen (the users card only for the roles that may open it). */
export function StatCards({ stats, canReadUsers }: { stats: DashboardStats; canReadUsers: boolean }) {
  const cards = [
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
      href: canReadUsers ? "/admin/users" : null,
      icon: UsersIcon,
    },
  ];

  return (
    <section aria-label="Chiffres clés" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
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
  );
}
