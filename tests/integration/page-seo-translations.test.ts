import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { savePageSeoAction } from "@/app/admin/(shell)/seo/actions";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { findPageSeo, savePageSeo } from "@/lib/page-seo";
import { pageSeoSchema } from "@/lib/page-seo/catalog";
import { pagesSitemap } from "@/lib/sitemap";
import { absoluteUrl } from "@/lib/site";
import { actAs } from "../helpers/action-session";
import { createTestUser } from "../helpers/auth";

// The SEO fields of the pages whose text is in the code, per language (issue 45; lib/page-seo): English has its own
// title, description and 'Ne pas indexer', and shares French's image.
vi.mock("next/headers", async (original) =>
  (await import("../helpers/action-session")).withActionSession(await original<object>()),
);

let admin: SessionUser;

beforeAll(async () => {
  admin = await createTestUser("admin");
  await actAs(admin);
});

beforeEach(async () => {
  await db.pageSeo.deleteMany();
  await db.pageSeoTranslation.deleteMany();
});

const frenchAbout = pageSeoSchema.parse({
  page: "about",
  metaTitle: "L'agence digitale d'Abidjan",
  metaDescription: "Qui nous sommes.",
  socialImage: "/images/agence.webp",
  noIndex: true,
});

describe("a page's English SEO fields", () => {
  it("follow French's flag and image until saved, then are the language's own, French's untouched", async () => {
    await savePageSeo(frenchAbout.page, frenchAbout, admin);
    expect((await findPageSeo("en")).about).toEqual({
      metaTitle: null,
      metaDescription: null,
      socialImage: "/images/agence.webp",
      noIndex: true,
    });

    const english = pageSeoSchema.parse({
      page: "about",
      locale: "en",
      metaTitle: "Abidjan's digital agency",
      metaDescription: "Who we are.",
      // A language has no share image of its own: one sent is not kept.
      socialImage: "/images/other.webp",
      noIndex: false,
    });
    expect(await savePageSeo(english.page, english, admin, english.locale)).toEqual({
      metaTitle: "Abidjan's digital agency",
      metaDescription: "Who we are.",
      socialImage: "/images/agence.webp",
      noIndex: false,
    });
    expect((await findPageSeo("en")).about).toMatchObject({ metaTitle: "Abidjan's digital agency", noIndex: false });
    expect((await findPageSeo("fr")).about).toMatchObject({ metaTitle: "L'agence digitale d'Abidjan", noIndex: true });
    expect(await db.activity.findFirst({ orderBy: { id: "desc" } })).toMatchObject({
      title: "Référencement (English) mis à jour : À propos",
    });

    // Each language's flag decides its address in the sitemap.
    const urls = (await pagesSitemap()).map((entry) => entry.url);
    expect(urls).not.toContain(absoluteUrl("/about"));
    expect(urls).toContain(absoluteUrl("/en/about"));
  });

  it("are saved through the screen's action, which refuses a language the site is not written in", async () => {
    const saved = await savePageSeoAction({ page: "contact", locale: "en", metaTitle: "Contact the agency" });
    expect(saved).toMatchObject({ ok: true, data: { metaTitle: "Contact the agency" } });
    expect(await db.pageSeoTranslation.count({ where: { page: "contact", locale: "en" } })).toBe(1);
    expect(await db.pageSeo.count()).toBe(0);

    const refused = await savePageSeoAction({ page: "contact", locale: "de" as "en", metaTitle: "Kontakt" });
    expect(refused).toMatchObject({ ok: false, fieldErrors: { locale: ["Langue inconnue."] } });
  });
});
