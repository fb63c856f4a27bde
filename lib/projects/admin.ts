import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { db, type DbClient, Prisma } from "@/lib/db";
import type { TranslationLocale } from "@/lib/i18n/locales";
import { type MediaRefs, recordMediaUses, requireDescribedImages } from "@/lib/media/uses";
import { type Pagination, paginate } from "@/lib/pagination";
import { type ProjectStatus, type ProjectView, toProjectView } from "@/lib/projects";
import { expireProjectPages, PROJECT_LISTING_SELECT, TRANSLATION_LISTING_SELECT } from "@/lib/projects/expiry";
import { findProjectCategories } from "@/lib/projects/list";
import { PROJECT_CATEGORY_BY_LABEL, PROJECT_CATEGORY_LABEL } from "@/lib/projects/categories";
import { projectSearchText } from "@/lib/projects/rules";
import { type AdminProjectsQuery, type ProjectFields, projectSchema } from "@/lib/projects/schemas";
import { recordRevision, snapshotOf } from "@/lib/revisions";
import type { ProjectCategoryLabel } from "@/lib/projects/types";
import type { Actor } from "@/lib/users";

export const PROJECT_NOT_FOUND = "Projet non trouvé.";

/** A row of the back-office list: what the table and the delete dialog show. */
export interface ProjectListItem {
  id: number;
  title: string;
  category: ProjectCategoryLabel;
  client: string;
  date: string;
  featured: boolean;
  status: ProjectStatus;
  /** 'Programmé pour le …': when the scheduler publishes this draft; null when nothing is planned. */
  scheduledAt: string | null;
  createdAt: string;
  /** Its translations (README 'Languages'): the list's languages, each published or not, scheduled or not. */
  translations: { locale: TranslationLocale; published: boolean; scheduledAt: string | null }[];
}

const listItemSelect = {
  id: true,
  title: true,
  category: true,
  client: true,
  date: true,
  featured: true,
  status: true,
  scheduledAt: true,
  createdAt: true,
  translations: { select: { locale: true, published: true, scheduledAt: true }, orderBy: { locale: "asc" } },
} satisfies Prisma.ProjectSelect;

type AdminProjectsFilter = Omit<AdminProjectsQuery, "page" | "limit">;

const STATUS_WHERE = {
  all: {},
  published: { status: "published" },
  draft: { status: "draft", scheduledAt: null },
  scheduled: { status: "draft", scheduledAt: { not: null } },
} satisfies Record<AdminProjectsQuery["status"], Prisma.ProjectWhereInput>;

function listWhere(query: AdminProjectsFilter): Prisma.ProjectWhereInput {
  return {
    ...(query.search ? { searchText: { contains: query.search.toLowerCase() } } : {}),
    ...(query.category !== "all" ? { category: PROJECT_CATEGORY_BY_LABEL[query.category] } : {}),
    ...(query.featured !== "all" ? { featured: query.featured === "true" } : {}),
    ...STATUS_WHERE[query.status],
  };
}

const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ProjectOrderByWithRelationInput[];

/**
 * One page of every project, drafts included, filtered and paged by PostgreSQL, newest first. A page past the
 * last one answers the last page (after a deletion emptied it, say).
 */
async function pageOfProjects<Row>(
  query: AdminProjectsQuery,
  read: (args: { where: Prisma.ProjectWhereInput; skip: number; take: number }) => Promise<Row[]>,
) {
  const where = listWhere(query);
  const total = await db.project.count({ where });
  const pagination = paginate(total, query.page, query.limit);
  const rows = await read({ where, skip: (pagination.page - 1) * pagination.limit, take: pagination.limit });
  return { rows, pagination };
}

/** The back-office list. */
export async function listProjectsForAdmin(
  query: AdminProjectsQuery,
): Promise<{ projects: ProjectListItem[]; pagination: Pagination }> {
  const { rows, pagination } = await pageOfProjects(query, (page) =>
    db.project.findMany({ ...page, orderBy: NEWEST_FIRST, select: listItemSelect }),
  );
  return {
    projects: rows.map((row) => ({
      ...row,
      category: PROJECT_CATEGORY_LABEL[row.category],
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      translations: row.translations.map((translation) => ({
        locale: translation.locale as TranslationLocale,
        published: translation.published,
        scheduledAt: translation.scheduledAt?.toISOString() ?? null,
      })),
    })),
    pagination,
  };
}

/** GET /api/projects?admin=true: whole projects, drafts included. */
export async function listProjectViewsForAdmin(
  query: AdminProjectsQuery,
): Promise<{ projects: ProjectView[]; pagination: Pagination }> {
  const { rows, pagination } = await pageOfProjects(query, (page) =>
    db.project.findMany({ ...page, orderBy: NEWEST_FIRST }),
  );
  return { projects: rows.map(toProjectView), pagination };
}

/** How many projects the filters keep. */
export function countProjectsForAdmin(query: AdminProjectsFilter): Promise<number> {
  return db.project.count({ where: listWhere(query) });
}

/**
 * Every project the filters keep, whole, newest first, in batches read one after the other from the last one's
 * place (not by offset, so that a project created meanwhile neither shifts nor repeats a batch):
 * GET /api/projects?admin=true without a page.
 */
export async function* adminProjectBatches(query: AdminProjectsFilter, batchSize = 100): AsyncGenerator<ProjectView[]> {
  const where = listWhere(query);
  let last: { createdAt: Date; id: number } | undefined;
  for (;;) {
    const after: Prisma.ProjectWhereInput = last
      ? { OR: [{ createdAt: { lt: last.createdAt } }, { createdAt: last.createdAt, id: { lt: last.id } }] }
      : {};
    const rows = await db.project.findMany({ where: { AND: [where, after] }, orderBy: NEWEST_FIRST, take: batchSize });
    if (rows.length) yield rows.map(toProjectView);
    if (rows.length < batchSize) return;
    last = rows.at(-1);
  }
}

/** Any project, draft or published: the back office's edit and preview screens. */
export async function findProject(id: number): Promise<ProjectView | null> {
  const row = await db.project.findUnique({ where: { id } });
  return row ? toProjectView(row) : null;
}

/** GET /api/projects/{id}?admin=true: any project, or a 404. */
export async function findProjectOrThrow(id: number): Promise<ProjectView> {
  const project = await findProject(id);
  if (!project) throw ApiError.notFound(PROJECT_NOT_FOUND);
  return project;
}

/** The columns a saved form writes. */
function projectData(input: ProjectFields) {
  return {
    title: input.title,
    category: PROJECT_CATEGORY_BY_LABEL[input.category],
    client: input.client,
    date: input.date,
    ...input.description,
    technologies: input.technologies,
    tags: input.tags,
    duration: input.duration,
    teamSize: input.teamSize,
    testimonialContent: input.testimonial?.content ?? null,
    testimonialAuthor: input.testimonial?.author || null,
    testimonialPosition: input.testimonial?.position || null,
    websiteUrl: input.websiteUrl,
    appStoreUrl: input.appStoreUrl,
    playStoreUrl: input.playStoreUrl,
    featured: input.featured,
    featuredImageIndex: input.featuredImageIndex,
    status: input.status,
    scheduledAt: input.status === "published" ? null : input.scheduledAt,
    images: input.images,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    socialImage: input.socialImage,
    noIndex: input.noIndex,
    searchText: projectSearchText(input),
  } satisfies Prisma.ProjectUncheckedCreateInput;
}

/** The payload schema's keys (its object, before the transform that caps the featured image index). */
const PROJECT_SNAPSHOT_KEYS = Object.keys(projectSchema.in.shape);

/** A revision's content: every field of the payload schema. */
function projectSnapshot(input: ProjectFields) {
  return snapshotOf(PROJECT_SNAPSHOT_KEYS, input);
}

/** What a save reads back of a project's translations: where they show, for the pages it expires. */
const WITH_TRANSLATIONS = { translations: { select: TRANSLATION_LISTING_SELECT } } as const;

const STATUS_LABEL = { draft: "brouillon", published: "publié" } as const;

/** The library images a project shows: its uses (lib/media/uses.ts). */
/**
 * Records the library images a saved project shows as its uses; when it is on the public site, now or when the
 * scheduler publishes it, they must be described first. Its translations show no image of their own.
 */
async function recordProjectMediaUses(
  tx: DbClient,
  project: {
    id: number;
    images: readonly string[];
    socialImage: string | null;
    status: ProjectStatus;
    scheduledAt: Date | null;
  },
): Promise<void> {
  const refs: MediaRefs[] = [
    { field: "gallery", paths: project.images },
    { field: "social", paths: [project.socialImage] },
  ];
  if (project.status === "published" || project.scheduledAt !== null) await requireDescribedImages(tx, refs);
  await recordMediaUses(tx, { projectId: project.id }, refs);
}

export async function createProject(input: ProjectFields, actor: Actor): Promise<ProjectView> {
  const categoriesBefore = await findProjectCategories();
  const row = await db.$transaction(async (tx) => {
    const data = projectData(input);
    const created = await tx.project.create({ data });
    await recordProjectMediaUses(tx, created);
    await recordRevision({ entityType: "project", entityId: created.id, snapshot: projectSnapshot(input), actor }, tx);
    await recordActivity(
      {
        type: "project",
        title: `Projet créé : ${created.title}`,
        description: `Créé (${STATUS_LABEL[created.status]}) par ${actor.username}.`,
        targetId: created.id,
        actorId: actor.id,
      },
      tx,
    );
    return created;
  });
  await expireProjectPages(null, { ...row, translations: [] }, categoriesBefore);
  return toProjectView(row);
}

export async function updateProject(id: number, input: ProjectFields, actor: Actor): Promise<ProjectView> {
  const categoriesBefore = await findProjectCategories();
  const { before, row } = await db.$transaction(async (tx) => {
    const current = await tx.project.findUnique({ where: { id }, select: PROJECT_LISTING_SELECT });
    if (!current) throw ApiError.notFound(PROJECT_NOT_FOUND);
    const data = projectData(input);
    const updated = await tx.project.update({ where: { id }, data, include: WITH_TRANSLATIONS });
    await recordProjectMediaUses(tx, updated);
    await recordRevision({ entityType: "project", entityId: id, snapshot: projectSnapshot(input), actor }, tx);
    await recordActivity(
      { type: "project", ...updateActivity(current.status, updated, actor), targetId: id, actorId: actor.id },
      tx,
    );
    return { before: current, row: updated };
  });
  await expireProjectPages(before, row, categoriesBefore);
  return toProjectView(row);
}

function updateActivity(before: ProjectStatus, after: { title: string; status: ProjectStatus }, actor: Actor) {
  if (before === after.status)
    return { title: `Projet mis à jour : ${after.title}`, description: `Modifié par ${actor.username}.` };
  return after.status === "published"
    ? {
        title: `Projet publié : ${after.title}`,
        description: `Publié par ${actor.username} : il est visible sur le site.`,
      }
    : { title: `Projet repassé en brouillon : ${after.title}`, description: `Retiré du site par ${actor.username}.` };
}

/** The list's star: only the featured flag changes (the home page shows the published featured projects). */
export async function setProjectFeatured(id: number, featured: boolean, actor: Actor): Promise<ProjectView> {
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.project
      .update({ where: { id }, data: { featured }, include: WITH_TRANSLATIONS })
      .catch((error: unknown) => {
        throw isMissingRow(error) ? ApiError.notFound(PROJECT_NOT_FOUND) : error;
      });
    await recordActivity(
      {
        type: "project",
        title: `${featured ? "Projet mis en avant" : "Projet retiré des favoris"} : ${updated.title}`,
        description: `${featured ? "Mis en avant" : "Retiré des favoris"} par ${actor.username}.`,
        targetId: id,
        actorId: actor.id,
      },
      tx,
    );
    return updated;
  });
  await expireProjectPages({ ...row, featured: !featured }, row);
  return toProjectView(row);
}

/** Deletes a project; its images stay in the library (their uses go with the project). */
export async function deleteProject(id: number, actor: Actor): Promise<ProjectView> {
  const categoriesBefore = await findProjectCategories();
  const row = await db.$transaction(async (tx) => {
    const deleted = await tx.project.delete({ where: { id }, include: WITH_TRANSLATIONS }).catch((error: unknown) => {
      throw isMissingRow(error) ? ApiError.notFound(PROJECT_NOT_FOUND) : error;
    });
    await recordActivity(
      {
        type: "project",
        title: `Projet supprimé : ${deleted.title}`,
        description: `Supprimé par ${actor.username} (client : ${deleted.client}).`,
        targetId: id,
        actorId: actor.id,
      },
      tx,
    );
    return deleted;
  });
  await expireProjectPages(row, null, categoriesBefore);
  return toProjectView(row);
}

function isMissingRow(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}

/**
 * The scheduler's share of the portfolio: publishes every draft whose scheduled time has come, in one statement that
 * exactly one caller wins per project (another instance's statement waits for the row lock, then finds it
 * published), with its activity in the same transaction and the tags a manual publish expires. `now` is the clock
 * (tests pass theirs). Returns the ids published.
 */
export async function publishDueProjects(now: Date = new Date()): Promise<number[]> {
  // Asked every few seconds: one indexed read when nothing is due, before the buttons' order is read for the expiry.
  const due = await db.project.findFirst({
    where: { scheduledAt: { lte: now }, status: "draft" },
    select: { id: true },
  });
  if (!due) return [];
  const categoriesBefore = await findProjectCategories();
  const published = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number; title: string }[]>`
      UPDATE projects
      SET status = 'published', scheduled_at = NULL, updated_at = now()
      WHERE scheduled_at <= ${now} AND status = 'draft'
      RETURNING id, title`;
    for (const row of rows) {
      await recordActivity(
        {
          type: "project",
          title: `Projet publié : ${row.title}`,
          description: "Publié automatiquement à la date programmée : il est visible sur le site.",
          targetId: row.id,
        },
        tx,
      );
    }
    return rows;
  });
  if (published.length) {
    const rows = await db.project.findMany({
      where: { id: { in: published.map((row) => row.id) } },
      select: PROJECT_LISTING_SELECT,
    });
    for (const row of rows) await expireProjectPages({ ...row, status: "draft" }, row, categoriesBefore);
  }
  return published.map((row) => row.id);
}
