import "server-only";
import { ApiError } from "@/lib/api";
import { db, type DbClient, Prisma } from "@/lib/db";
import { type TranslationLocale } from "@/lib/i18n/locales";
import { PROJECT_NOT_FOUND } from "@/lib/projects/admin";
import {
  expireTranslationPages,
  PROJECT_LISTING_SELECT,
  type ProjectListing,
  TRANSLATION_LISTING_SELECT,
} from "@/lib/projects/expiry";
import { PROJECT_TRANSLATION_FIELDS, type ProjectTranslationFields } from "@/lib/projects/schemas";
import { snapshotOf } from "@/lib/revisions";
import {
  deleteTranslationRow,
  publishDueTranslationRows,
  recordTranslationSave,
  type TranslationPublication,
  translationPublicationOf,
} from "@/lib/translations";
import type { Actor } from "@/lib/users";

// A project's translations (README 'Languages'): each language's words (title, the four texts, duration, team, the
// testimonial's text and its author's position), SEO fields, publication, schedule and history, beside the project,
// whose images, client, date, category, technologies, tags and links they share. The back office saves them from the
// translation editor (/admin/projects/translate/{id}/{language}); the scheduler publishes those that are due.

/** A translation as its editor shows it, in the shape of the project form's fields it translates. */
export interface AdminProjectTranslation extends TranslationPublication {
  title: string;
  description: { about: string; challenge: string; solution: string; results: string };
  duration: string | null;
  teamSize: string | null;
  testimonial: { content: string; position: string } | null;
}

type TranslationRow = Prisma.ProjectTranslationGetPayload<object>;

function toAdminTranslation(row: TranslationRow): AdminProjectTranslation {
  return {
    ...translationPublicationOf(row),
    title: row.title,
    description: { about: row.about, challenge: row.challenge, solution: row.solution, results: row.results },
    duration: row.duration,
    teamSize: row.teamSize,
    testimonial: row.testimonialContent
      ? { content: row.testimonialContent, position: row.testimonialPosition ?? "" }
      : null,
  };
}

/** A project's translation into a language; null when it has none. */
export async function findProjectTranslation(
  projectId: number,
  locale: TranslationLocale,
): Promise<AdminProjectTranslation | null> {
  const row = await db.projectTranslation.findUnique({ where: { projectId_locale: { projectId, locale } } });
  return row && toAdminTranslation(row);
}

/** A project's translations: which languages, each published, scheduled or not (its editors' language bar). */
export async function findProjectTranslationStatesOf(
  projectId: number,
): Promise<{ locale: TranslationLocale; published: boolean; scheduledAt: string | null }[]> {
  const rows = await db.projectTranslation.findMany({
    where: { projectId },
    select: { locale: true, published: true, scheduledAt: true },
    orderBy: { locale: "asc" },
  });
  return rows.map((row) => ({
    locale: row.locale as TranslationLocale,
    published: row.published,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
  }));
}

/** The project a translation's save finds (where its French version shows), locked until the end of the save. */
async function lockedProject(tx: DbClient, projectId: number): Promise<ProjectListing> {
  // Two saves of a translation at once cannot both publish it.
  await tx.$queryRaw`SELECT id FROM projects WHERE id = ${projectId} FOR UPDATE`;
  const project = await tx.project.findUnique({ where: { id: projectId }, select: PROJECT_LISTING_SELECT });
  if (!project) throw ApiError.notFound(PROJECT_NOT_FOUND);
  return project;
}

/** The columns a valid translation writes. */
function translationData(input: ProjectTranslationFields) {
  return {
    title: input.title,
    ...input.description,
    duration: input.duration,
    teamSize: input.teamSize,
    testimonialContent: input.testimonial?.content ?? null,
    testimonialPosition: input.testimonial?.position || null,
    scheduledAt: input.published ? null : input.scheduledAt,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    noIndex: input.noIndex,
  };
}

/**
 * Saves a project's translation into a language, created on its first save. Publishing (Publié) dates it now;
 * unpublishing keeps its date and leaves the project and its other languages as they are.
 */
export async function saveProjectTranslation(
  input: ProjectTranslationFields,
  actor: Actor,
): Promise<AdminProjectTranslation> {
  const { id: projectId, locale } = input;
  const data = translationData(input);
  const { project, before, after } = await db.$transaction(async (tx) => {
    const project = await lockedProject(tx, projectId);
    const current = await tx.projectTranslation.findUnique({
      where: { projectId_locale: { projectId, locale } },
      select: TRANSLATION_LISTING_SELECT,
    });
    const publishing = input.published && !current?.published;
    const publication = { published: input.published, ...(publishing ? { publishedAt: new Date() } : {}) };
    const row = await tx.projectTranslation.upsert({
      where: { projectId_locale: { projectId, locale } },
      create: { projectId, locale, ...data, ...publication },
      update: { ...data, ...publication },
    });
    await recordTranslationSave(tx, {
      type: "project",
      itemId: projectId,
      locale,
      snapshot: snapshotOf(PROJECT_TRANSLATION_FIELDS, input),
      before: current,
      after: row,
      actor,
    });
    return { project, before: current, after: row };
  });
  await expireTranslationPages(project, locale, before, after);
  return toAdminTranslation(after);
}

/** Deletes a project's translation into a language: the project and its other languages stay. */
export async function deleteProjectTranslation(
  projectId: number,
  locale: TranslationLocale,
  actor: Actor,
): Promise<void> {
  const { project, before } = await db.$transaction(async (tx) => {
    const project = await lockedProject(tx, projectId);
    const before = await deleteTranslationRow(tx, { type: "project", itemId: projectId, locale, actor }, () =>
      tx.projectTranslation.delete({
        where: { projectId_locale: { projectId, locale } },
        select: { ...TRANSLATION_LISTING_SELECT, title: true },
      }),
    );
    return { project, before };
  });
  await expireTranslationPages(project, locale, before, null);
}

/**
 * The scheduler's share of the projects' translations: publishes every one whose time has come, each exactly once
 * whatever the number of instances (one UPDATE; a second caller waits for the row lock, then finds it published),
 * with its activity in the same transaction and the cache tags a manual publish expires. Returns the projects' ids.
 */
export async function publishDueProjectTranslations(now: Date = new Date()): Promise<number[]> {
  const published = await db.$transaction((tx) => publishDueTranslationRows(tx, "project", now));
  for (const { itemId: projectId, locale } of published) {
    const project = await db.project.findUnique({ where: { id: projectId }, select: PROJECT_LISTING_SELECT });
    const listing = project?.translations.find((translation) => translation.locale === locale);
    if (!project || !listing) continue;
    await expireTranslationPages(project, locale, { ...listing, published: false }, listing);
  }
  return published.map((row) => row.itemId);
}
