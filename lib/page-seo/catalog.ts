import { z } from "@/lib/zod";
import { seoFieldsSchema } from "@/lib/seo-fields";
import { DEFAULT_LOCALE, WRITTEN_LOCALES } from "@/lib/i18n/locales";

// The public pages whose text is in the code, each with its back-office name and its path. Client components import
// it (the 'Référencement des pages' screen): no Prisma, and no catalogue (their default title and description are
// the catalogue's Metadata.pages: lib/page-seo/defaults.ts).

export const STATIC_PAGES = {
  home: { label: "Accueil", path: "/" },
  services: { label: "Services", path: "/services" },
  "services-detail": { label: "Détail des services", path: "/services-detail" },
  about: { label: "À propos", path: "/about" },
  contact: { label: "Contact", path: "/contact" },
  "start-project": { label: "Démarrer un projet", path: "/start-project" },
  devis: { label: "Demander un devis", path: "/devis" },
  confidentialite: { label: "Confidentialité", path: "/confidentialite" },
  blog: { label: "Blog", path: "/blog" },
  projects: { label: "Projets", path: "/projects" },
} as const satisfies Record<string, { label: string; path: string }>;

export type StaticPageKey = keyof typeof STATIC_PAGES;
export const STATIC_PAGE_KEYS = Object.keys(STATIC_PAGES) as StaticPageKey[];

/**
 * One page's SEO fields in a language as its form on the 'Référencement des pages' screen sends them (French when the
 * language is not named; another language's share image is French's, so it sends none).
 */
export const pageSeoSchema = seoFieldsSchema.extend({
  page: z.enum(STATIC_PAGE_KEYS as [StaticPageKey, ...StaticPageKey[]], "Page inconnue"),
  locale: z.enum(WRITTEN_LOCALES, "Langue inconnue.").default(DEFAULT_LOCALE),
});
export type PageSeoInput = z.input<typeof pageSeoSchema>;
