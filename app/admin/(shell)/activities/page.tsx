import type { Metadata } from "next";
import { ActivityList } from "@/components/admin/activities/activity-list";
import { MarkActivitiesRead } from "@/components/admin/activities/mark-activities-read";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { RefreshButton } from "@/components/admin/refresh-button";
import { Card, CardContent } from "@/components/ui/card";
import { listActivityPage } from "@/lib/activities";
import { ACTIVITIES_PAGE_SIZE } from "@/lib/activities/rules";
import { activityHistoryQuerySchema } from "@/lib/activities/schemas";
import { adminPage } from "@/lib/auth/page";
import { readPageQuery } from "@/lib/search-params";

export const metadata: Metadata = { title: "Activités" };

const ACTIVITIES_PATH = "/admin/activities";
const pageHref = (page: number) => (page > 1 ? `${ACTIVITIES_PATH}?page=${page}` : ACTIVITIES_PATH);

/** /admin/activities?page=n: the whole history, 15 per page, newest first; marks everything read once shown. */
export default adminPage("/admin/activities", {
  permission: "activities:read",
  title: "Historique des activités",
  load: ({ searchParams }) => {
    const { page } = readPageQuery(searchParams, activityHistoryQuerySchema).query;
    return listActivityPage({ page, limit: ACTIVITIES_PAGE_SIZE });
  },
  loadError: "Impossible de charger les activités. Veuillez réessayer plus tard.",
  render: ({ activities, pagination }, { title, can }) => (
    <>
      <PageHeader
        title={title}
        description={`${pagination.total} activité(s) · page ${pagination.page} sur ${pagination.totalPages}`}
        actions={<RefreshButton />}
      />
      {can("activities:write") && <MarkActivitiesRead key={pagination.page} />}
      <Card>
        <CardContent>
          {activities.length ? (
            <ActivityList activities={activities} now={new Date()} showUnread />
          ) : (
            <p className="py-6 text-center text-sm text-muted-foreground">Aucune activité à afficher.</p>
          )}
        </CardContent>
      </Card>
      <Pager pagination={pagination} href={pageHref} />
    </>
  ),
});
