import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { ActivityList } from "@/components/admin/activities/activity-list";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { listRecentActivities } from "@/lib/activities";
import { DASHBOARD_ACTIVITY_COUNT } from "@/lib/activities/rules";

/** The dashboard's 'Activité récente': the 8 newest activities, each linking to what it is about. */
export async function RecentActivity() {
  const activities = await listRecentActivities({ limit: DASHBOARD_ACTIVITY_COUNT }).catch((error: unknown) => {
    console.error("Recent activity failed:", error instanceof Error ? error.message : error);
    return null;
  });
  return (
    <Card className="h-full gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Activité récente</h2>
        </CardTitle>
        <CardAction>
          <Link
            href="/admin/activities"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            Voir toutes les activités
            <ArrowRightIcon className="size-4" aria-hidden />
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        {!activities ? (
          <p className="text-sm text-destructive">Impossible de charger les activités récentes.</p>
        ) : activities.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune activité récente à afficher.</p>
        ) : (
          <ActivityList activities={activities} now={new Date()} />
        )}
      </CardContent>
    </Card>
  );
}
