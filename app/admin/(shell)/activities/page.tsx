import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { ActivityList } from "@/components/admin/activities/activity-list";
import { MarkActivitiesRead } from "@/components/admin/activities/mark-activities-read";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { RefreshButton } from "@/components/admin/refresh-button";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { listActivityPage } from "@/lib/activities";
import { ACTIVITIES_PAGE_SIZE } from "@/lib/activities/rules";
import { can, requireUser } from "@/lib/auth";

export const metadata: Metadata = { title: "Activités" };

const ACTIVITIES_PATH = "/admin/activities";
const pageHref = (page: number) => (page > 1 ? `${ACTIVITIES_PATH}?page=${page}` : ACTIVITIES_PATH);

/** /admin/activities?page=n: the whole history, 15 per page, newest first; marks everything read once shown. */
export default async function ActivitiesRoute({ searchParams }: PageProps<"/admin/activities">) {
  const user = await requireUser();
  if (!can(user.role, "activities:read")) return <AccessDenied />;
  const requested = Number((await searchParams).page);
  const page = Number.isSafeInteger(requested) && requested >= 1 ? requested : 1;
  const history = await listActivityPage({ page, limit: ACTIVITIES_PAGE_SIZE }).catch((error: unknown) => {
    console.error("Activities failed:", error instanceof Error ? error.message : error);
    return null;
  });

  return (
    <>
      <PageHeader
        title="Historique des activités"
        description={
          history
            ? `${history.pagination.total} activité(s) · page ${history.pagination.page} sur ${history.pagination.totalPages}`
            : undefined
        }
        actions={<RefreshButton />}
      />
      {!history ? (
        <Alert variant="destructive">
          <AlertDescription>Impossible de charger les activités. Veuillez réessayer plus tard.</AlertDescription>
        </Alert>
      ) : (
        <>
          {can(user.role, "activities:write") && <MarkActivitiesRead key={history.pagination.page} />}
          <Card>
            <CardContent>
              {history.activities.length ? (
                <ActivityList activities={history.activities} now={new Date()} showUnread />
              ) : (
                <p className="py-6 text-center text-sm text-muted-foreground">Aucune activité à afficher.</p>
              )}
            </CardContent>
          </Card>
          <Pager pagination={history.pagination} href={pageHref} />
        </>
      )}
    </>
  );
}
