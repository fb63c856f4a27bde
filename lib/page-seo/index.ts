import "server-only";
import { cacheTag } from "next/cache";
import { recordActivity } from "@/lib/activities";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { type MediaRefs, recordMediaUses, requireDescribedImages } from "@/lib/media/uses";
import { STATIC_PAGES, type StaticPageKey } from "@/lib/page-seo/catalog";
import { loadPublic } from "@/lib/public-data";
import type { SeoFields } from "@/lib/seo-fields";
import type { Actor } from "@/lib/users";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, type Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";

// The SEO fields of the pages whose text is in the code: one row per page, and one per page and other language
// (page_seo_translations: its title, description and 'Ne pas indexer'; the share image is the page's), written from
// 'Référencement des pages' (admins), read by those pages' metadata and by the sitemap (cached under one tag that a
// save expires).

export const PAGE_SEO_TAG = "page-seo";

export type PageSeoFields = Record<StaticPageKey, SeoFields | undefined>;

const SEO_COLUMNS = { page: true, metaTitle: true, metaDescription: true, socialImage: true, noIndex: true } as const;

const seoFieldsOf = (row: SeoFields): SeoFields => ({
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  socialImage: row.socialImage,
  noIndex: row.noIndex,
});

const byPage = <Row extends { page: string }>(rows: Row[]) =>
  new Map(rows.filter((row) => row.page in STATIC_PAGES).map((row) => [row.page as StaticPageKey, row]));

/**
 * Every page's saved fields in a language (a page never saved has none). Another language's are its own title,
 * description and flag where it has a row (French's flag where it has none), with French's share image.
 */
export async function findPageSeo(locale: Locale = DEFAULT_LOCALE): Promise<Partial<PageSeoFields>> {
  const french = byPage(await db.pageSeo.findMany({ select: SEO_COLUMNS }));
  if (locale === DEFAULT_LOCALE) return Object.fromEntries([...french].map(([page, row]) => [page, seoFieldsOf(row)]));
  const translated = byPage(await db.pageSeoTranslation.findMany({ where: { locale } }));
  const pages = new Set([...french.keys(), ...translated.keys()]);
  return Object.fromEntries(
    [...pages].map((page) => {
      const own = translated.get(page);
      return [
        page,
        {
          metaTitle: own?.metaTitle ?? null,
          metaDescription: own?.metaDescription ?? null,
          socialImage: french.get(page)?.socialImage ?? null,
          noIndex: own ? own.noIndex : (french.get(page)?.noIndex ?? false),
        },
      ];
    }),
  );
}

/**
 * The pages' fields in a language for their metadata and the sitemap (cached; none when the database cannot be read:
 * the defaults).
 */
export async function getPageSeo(locale: Locale = DEFAULT_LOCALE): Promise<Partial<PageSeoFields>> {
  "use cache";
  cacheTag(PAGE_SEO_TAG);
  const loaded = await loadPublic("du référencement des pages", () => findPageSeo(locale));
  return loaded.ok ? loaded.data : {};
}

/**
 * Saves one page's fields in a language; its metadata and the sitemap change at once. French's social image is a use
 * of the library's; another language has none of its own.
 */
export async function savePageSeo(
  page: StaticPageKey,
  fields: SeoFields,
  actor: Actor,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SeoFields> {
  if (locale !== DEFAULT_LOCALE) return savePageSeoTranslation(page, fields, actor, locale);
  const data = seoFieldsOf(fields);
  const saved = await db.$transaction(async (tx) => {
    const row = await tx.pageSeo.upsert({
      where: { page },
      create: { page, ...data },
      update: data,
      select: SEO_COLUMNS,
    });
    const refs: MediaRefs[] = [{ field: "social", paths: [row.socialImage] }];
    await requireDescribedImages(tx, refs);
    await recordMediaUses(tx, { page }, refs);
    await recordActivity(
      {
        type: "settings",
        title: `Référencement mis à jour : ${STATIC_PAGES[page].label}`,
        description: `Champs SEO de la page ${STATIC_PAGES[page].path} modifiés par ${actor.username}.`,
        actorId: actor.id,
      },
      tx,
    );
    return row;
  });
  expireTags(PAGE_SEO_TAG);
  return seoFieldsOf(saved);
}

async function savePageSeoTranslation(
  page: StaticPageKey,
  fields: SeoFields,
  actor: Actor,
  locale: Locale,
): Promise<SeoFields> {
  const data = { metaTitle: fields.metaTitle, metaDescription: fields.metaDescription, noIndex: fields.noIndex };
  const saved = await db.$transaction(async (tx) => {
    const row = await tx.pageSeoTranslation.upsert({
      where: { page_locale: { page, locale } },
      create: { page, locale, ...data },
      update: data,
    });
    await recordActivity(
      {
        type: "settings",
        title: `Référencement (${LANGUAGE_NAMES[locale]}) mis à jour : ${STATIC_PAGES[page].label}`,
        description: `Champs SEO de la page ${localizedPath(STATIC_PAGES[page].path, locale)} modifiés par ${actor.username}.`,
        actorId: actor.id,
      },
      tx,
    );
    return row;
  });
  expireTags(PAGE_SEO_TAG);
  const french = await db.pageSeo.findUnique({ where: { page }, select: { socialImage: true } });
  return seoFieldsOf({ ...saved, socialImage: french?.socialImage ?? null });
}
