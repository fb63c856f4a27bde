import "server-only";
import { BLOG_TAGS, blogTags } from "@/lib/blog";
import { postPath } from "@/lib/blog/rules";
import { expireTags } from "@/lib/cache";
import { ApiError } from "@/lib/api";
import { db, type DbClient, Prisma } from "@/lib/db";
import type { MediaUseField } from "@/lib/generated/prisma/enums";
import { contentImages } from "@/lib/media/html";
import { isDescribed, mediaFilenameOf } from "@/lib/media/rules";
import type { MediaUseView } from "@/lib/media/types";
import { MEDIA_TAGS, mediaViewSelect, toMediaView } from "@/lib/media/views";
import { PAGE_SEO_TAG } from "@/lib/page-seo";
import { STATIC_PAGES, type StaticPageKey } from "@/lib/page-seo/catalog";
import { PROJECT_TAGS, projectTags } from "@/lib/projects";
import type { Locale } from "@/lib/i18n/locales";
import { SETTINGS_TAG } from "@/lib/settings";

// Where each library image is used: written by every save of what shows it (in the save's transaction, from the
// fields it saves, the article's HTML included), read by the library ('Utilisations', the refusal to delete).

/** What shows images: an article, a project, a page of the catalog (its social image) or the site's settings. */
export type MediaOwner =
  { articleId: number } | { projectId: number } | { page: StaticPageKey } | { settingsId: number };

/** The images one field of the owner shows: stored paths ('/uploads/<uuid>.webp'), anything else being ignored. */
export interface MediaRefs {
  field: MediaUseField;
  paths: readonly (string | null | undefined)[];
  /**
   * Those of `paths` that a public page shows with the library's alternative text (all of them unless said): an
   * article's <img> with an alt of its own keeps it.
   */
  describedByLibrary?: readonly string[];
}

/** The refs of an article's HTML: the library images its <img> show, and those without an alt of their own. */
export function contentRefs(html: string): MediaRefs {
  const images = contentImages(html);
  return {
    field: "content",
    paths: images.map((image) => image.path),
    describedByLibrary: images.filter((image) => !image.ownAlt).map((image) => image.path),
  };
}

/**
 * Records what the owner now shows, replacing what it showed before. Called inside the owner's save transaction, so
 * that the uses are those of the saved row, after requireDescribedImages when the save puts them on the public site
 * (published, scheduled, the site's settings). The images are locked (KEY SHARE) until it commits, so that a deletion
 * waits for it and then sees the use; an image deleted just before is not recorded.
 */
export async function recordMediaUses(tx: DbClient, owner: MediaOwner, refs: readonly MediaRefs[]): Promise<void> {
  const filenames = [
    ...new Set(refs.flatMap((ref) => ref.paths.map(mediaFilenameOf)).filter((name): name is string => name !== null)),
  ];
  const found = filenames.length
    ? await tx.$queryRaw<{ id: number; filename: string }[]>`
        SELECT id, filename FROM media_files WHERE filename = ANY(${filenames}::text[]) ORDER BY id FOR KEY SHARE`
    : [];
  const ids = new Map(found.map((row) => [row.filename, row.id]));
  const rows = new Map<string, Prisma.MediaUseCreateManyInput>();
  for (const ref of refs) {
    for (const path of ref.paths) {
      const mediaId = ids.get(mediaFilenameOf(path) ?? "");
      if (mediaId !== undefined) rows.set(`${mediaId}:${ref.field}`, { ...owner, mediaId, field: ref.field });
    }
  }
  await tx.mediaUse.deleteMany({ where: { ...owner } });
  if (rows.size) await tx.mediaUse.createMany({ data: [...rows.values()] });
}

const FIELD_LABELS: Record<MediaUseField, string> = {
  cover: "Image de couverture",
  gallery: "Galerie",
  social: "Image de partage",
  content: "Contenu",
  share: "Image de partage du site",
};

/**
 * A public page shows no library image without a description: refuses (400, before anything is saved) when one of
 * the images `refs` show has neither an alternative text nor 'Image décorative', naming each with the field that
 * shows it. Images that are not in the library (the site's own) are not concerned.
 */
export async function requireDescribedImages(tx: DbClient, refs: readonly MediaRefs[]): Promise<void> {
  const shown = refs.flatMap((ref) =>
    (ref.describedByLibrary ?? ref.paths).flatMap((path) => {
      const filename = mediaFilenameOf(path);
      return filename ? [{ filename, field: ref.field }] : [];
    }),
  );
  if (shown.length === 0) return;
  const rows = await tx.mediaFile.findMany({
    where: { filename: { in: [...new Set(shown.map((image) => image.filename))] } },
    select: { ...mediaViewSelect, originalName: true },
  });
  const undescribed = new Map(
    rows.filter((row) => !isDescribed(toMediaView(row))).map((row) => [row.filename, row.originalName ?? row.filename]),
  );
  const named = [
    ...new Set(
      shown
        .filter((image) => undescribed.has(image.filename))
        .map((image) => `« ${undescribed.get(image.filename)} » (${FIELD_LABELS[image.field]})`),
    ),
  ];
  if (named.length > 0) throw ApiError.badRequest(undescribedImagesMessage(named));
}

/** The refusal's words: the images to describe, and how. */
function undescribedImagesMessage(named: readonly string[]): string {
  const [subject, pronoun] = named.length === 1 ? ["Cette image n'a", "la"] : ["Ces images n'ont", "les"];
  return `${subject} pas de texte alternatif : ${named.join(" ; ")}. Décrivez-${pronoun} dans la médiathèque (texte alternatif, ou « Image décorative ») avant de ${pronoun} montrer sur le site.`;
}

const useSelect = {
  field: true,
  article: { select: { id: true, title: true, slug: true, published: true } },
  project: { select: { id: true, title: true, status: true } },
  page: true,
  settingsId: true,
} satisfies Prisma.MediaUseSelect;

/** What expireMediaPages reads of each use: the pages that show it, in every language it is published in. */
const pagesSelect = {
  article: {
    select: {
      slug: true,
      published: true,
      translations: { where: { published: true }, select: { locale: true, slug: true } },
    },
  },
  project: {
    select: { id: true, status: true, translations: { where: { published: true }, select: { locale: true } } },
  },
  page: true,
  settingsId: true,
} satisfies Prisma.MediaUseSelect;

type UseRow = Prisma.MediaUseGetPayload<{ select: typeof useSelect }>;

function useView(row: UseRow): MediaUseView {
  // A project's images are one gallery, whatever their field; its share image keeps its own label.
  const projectGallery = !row.article && !row.page && row.project && row.field !== "social";
  const fieldLabel = projectGallery ? "Images du projet" : FIELD_LABELS[row.field];
  if (row.article)
    return {
      owner: "article",
      fieldLabel,
      title: `Article : ${row.article.title}`,
      editHref: `/admin/blogs/edit/${row.article.id}`,
      publicHref: row.article.published ? postPath(row.article.slug) : null,
    };
  if (row.project)
    return {
      owner: "project",
      fieldLabel,
      title: `Projet : ${row.project.title}`,
      editHref: `/admin/projects/edit/${row.project.id}`,
      publicHref: row.project.status === "published" ? `/projects/${row.project.id}` : null,
    };
  if (row.page) {
    const page = STATIC_PAGES[row.page as StaticPageKey];
    return {
      owner: "page",
      fieldLabel,
      title: `Référencement : ${page?.label ?? row.page}`,
      editHref: "/admin/seo",
      publicHref: page?.path ?? null,
    };
  }
  return { owner: "settings", fieldLabel, title: "Paramètres du site", editHref: "/admin/settings", publicHref: "/" };
}

/** Every place an image is used, articles first, then projects, pages and settings. */
export async function findMediaUses(mediaId: number, client: DbClient = db): Promise<MediaUseView[]> {
  const rows = await client.mediaUse.findMany({
    where: { mediaId },
    select: useSelect,
    orderBy: [{ articleId: "asc" }, { projectId: "asc" }, { page: "asc" }, { id: "asc" }],
  });
  return rows.map(useView);
}

/** 'Utilisée par : Article : A (Image de couverture) ; Projet : B (Images du projet)', for a refusal. */
export function usesSentence(uses: readonly MediaUseView[]): string {
  return uses.map((use) => `${use.title} (${use.fieldLabel})`).join(" ; ");
}

/**
 * After an image changed (file, texts, frame): every cached read of it, and the public pages of what shows it, are
 * expired, so that visitors get the new image at once without anyone editing those pages.
 */
export async function expireMediaPages(media: { id: number; filename: string }): Promise<void> {
  const rows = await db.mediaUse.findMany({ where: { mediaId: media.id }, select: pagesSelect });
  const tags = new Set([MEDIA_TAGS.file(media.filename)]);
  // An image shows on every language's page of what uses it: its own fields are shared, and a translation's content
  // has images of its own.
  for (const { article, project, ...row } of rows) {
    if (article?.published) tags.add(BLOG_TAGS.post(article.slug));
    for (const { locale, slug } of article?.translations ?? []) tags.add(blogTags(locale as Locale).post(slug));
    if (project?.status === "published") tags.add(PROJECT_TAGS.project(project.id));
    if (project)
      for (const { locale } of project.translations) tags.add(projectTags(locale as Locale).project(project.id));
    if (row.page) tags.add(PAGE_SEO_TAG);
    if (row.settingsId) tags.add(SETTINGS_TAG);
  }
  expireTags(...tags);
}
