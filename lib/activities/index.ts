import "server-only";
import { COUNTERS, readCounter } from "@/lib/counters";
import { db, type DbClient, type Prisma } from "@/lib/db";
import type { ActivityType } from "@/lib/generated/prisma/enums";
import { inIdOrder, type Pagination, paginate } from "@/lib/pagination";

export interface NewActivity {
  type: ActivityType;
  title: string;
  description?: string | null;
  /** The blog post, project, user or form conversion concerned. */
  targetId?: number | null;
  /** The signed-in user who acted; none for visitors' actions. */
  actorId?: number | null;
}

/** Records an activity; pass the transaction's client to record it with the change it describes. */
export function recordActivity(activity: NewActivity, client: DbClient = db) {
  return client.activity.create({
    data: {
      type: activity.type,
      title: activity.title.slice(0, 300),
      description: activity.description?.slice(0, 1000) ?? null,
      targetId: activity.targetId ?? null,
      actorId: activity.actorId ?? null,
    },
  });
}

const activityViewSelect = {
  id: true,
  type: true,
  title: true,
  description: true,
  targetId: true,
  read: true,
  createdAt: true,
} satisfies Prisma.ActivitySelect;

/** An activity as the API and the screens present it. */
export interface ActivityView {
  id: number;
  type: ActivityType;
  title: string;
  description: string | null;
  targetId: number | null;
  read: boolean;
  createdAt: string;
}

/** Every activity, or only the unread (`viewed: false`) or read ones, from the counters PostgreSQL keeps. */
async function countActivities(viewed: boolean | undefined): Promise<number> {
  const [all, unread] = await Promise.all([
    viewed === false ? 0 : readCounter(COUNTERS.activities),
    viewed === undefined ? 0 : readCounter(COUNTERS.unreadActivities),
  ]);
  return viewed === undefined ? all : viewed ? all - unread : unread;
}

/** Activities not read yet (a counter PostgreSQL keeps: lib/counters.ts). */
export function countUnreadActivities(): Promise<number> {
  return readCounter(COUNTERS.unreadActivities);
}

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ActivityOrderByWithRelationInput[];

function toActivityView(row: Prisma.ActivityGetPayload<{ select: typeof activityViewSelect }>): ActivityView {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

const viewedWhere = (viewed: boolean | undefined): Prisma.ActivityWhereInput =>
  viewed === undefined ? {} : { read: viewed };

/** The newest activities, optionally only the unread (`viewed: false`) or read ones. */
export async function listRecentActivities(options: { limit: number; viewed?: boolean }): Promise<ActivityView[]> {
  const rows = await db.activity.findMany({
    where: viewedWhere(options.viewed),
    orderBy: newestFirst,
    take: options.limit,
    select: activityViewSelect,
  });
  return rows.map(toActivityView);
}

/**
 * One page of the history (every activity, or only the unread or read ones), newest first. A page past the end is
 * the last page. The page's ids come from an index-only scan, then only those rows are read, so that a deep page
 * costs little more than the first.
 */
export async function listActivityPage({
  page,
  limit,
  viewed,
}: {
  page: number;
  limit: number;
  viewed?: boolean;
}): Promise<{ activities: ActivityView[]; pagination: Pagination }> {
  const where = viewedWhere(viewed);
  const idsOfPage = async (shown: number) =>
    (
      await db.activity.findMany({
        where,
        orderBy: newestFirst,
        skip: (shown - 1) * limit,
        take: limit,
        select: { id: true },
      })
    ).map((row) => row.id);
  const [total, requestedIds] = await Promise.all([countActivities(viewed), idsOfPage(page)]);
  const pagination = paginate(total, page, limit);
  const ids = pagination.page === page ? requestedIds : await idsOfPage(pagination.page);
  const rows = ids.length ? await db.activity.findMany({ where: { id: { in: ids } }, select: activityViewSelect }) : [];
  return { activities: inIdOrder(ids, rows).map(toActivityView), pagination };
}

/** Marks every unread activity read; answers how many were. */
export async function markAllActivitiesRead(): Promise<number> {
  const { count } = await db.activity.updateMany({ where: { read: false }, data: { read: true } });
  return count;
}
