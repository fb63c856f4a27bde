import "server-only";
import { cacheTag } from "next/cache";
import { recordActivity } from "@/lib/activities";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { recordMediaUses } from "@/lib/media/uses";
import { STATIC_PAGES, type StaticPageKey } from "@/lib/page-seo/catalog";
import { loadPublic } from "@/lib/public-data";
import type { SeoFields } from "@/lib/seo-fields";
import type { Actor } from "@/lib/users";

// The SEO fields of the pages whose text is in the code: one row per page, written from 'Référencement des pages'
// (admins), read by those pages' metadata and by the sitemap (cached under one tag that a save expires).

export const PAGE_SEO_TAG = "page-seo";

export type PageSeoFields = Record<StaticPageKey, SeoFields | undefined>;

const SEO_COLUMNS = { page: true, metaTitle: true, metaDescription: true, socialImage: true, noIndex: true } as const;

/** Every page's saved fields (a page never saved has none). */
export async function findPageSeo(): Promise<Partial<PageSeoFields>> {
  const rows = await db.pageSeo.findMany({ select: SEO_COLUMNS });
  return Object.fromEntries(
    rows.filter((row) => row.page in STATIC_PAGES).map(({ page, ...fields }) => [page, fields] as const),
  ) as Partial<PageSeoFields>;
}

/** The pages' fields for their metadata and the sitemap (cached; none when the database cannot be read: the defaults). */
export async function getPageSeo(): Promise<Partial<PageSeoFields>> {
  "use cache";
  cacheTag(PAGE_SEO_TAG);
  const loaded = await loadPublic("du référencement des pages", findPageSeo);
  return loaded.ok ? loaded.data : {};
}

/** Saves one page's fields; its metadata and the sitemap change at once. Its social image is a use of the library's. */
export async function savePageSeo(page: StaticPageKey, fields: SeoFields, actor: Actor): Promise<SeoFields> {
  const data = {
    metaTitle: fields.metaTitle,
    metaDescription: fields.metaDescription,
    socialImage: fields.socialImage,
    noIndex: fields.noIndex,
  };
  const saved = await db.$transaction(async (tx) => {
    const row = await tx.pageSeo.upsert({
      where: { page },
      create: { page, ...data },
      update: data,
      select: SEO_COLUMNS,
    });
    await recordMediaUses(tx, { page }, [{ field: "social", paths: [row.socialImage] }], { shownPublicly: true });
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
  return {
    metaTitle: saved.metaTitle,
    metaDescription: saved.metaDescription,
    socialImage: saved.socialImage,
    noIndex: saved.noIndex,
  };
}
