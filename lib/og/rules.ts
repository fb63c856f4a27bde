import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

// The addresses of the Open Graph images the server draws (app/og) for pages that have no image of their own.

/** What an image is drawn for: a page of the catalog (by its key), a published article (slug) or project (id). */
export type OgImageKind = "page" | "blog" | "projects";

/** Open Graph's recommended size, which Facebook, LinkedIn and X show uncropped. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A drawn image: what it is drawn for, and its key there (a catalog page's key, an article's slug, a project's id). */
export interface OgImageRef {
  kind: OgImageKind;
  key: string | number;
}

/** The address of a drawn image in a language: its title is the page's in that language (`?lang=` but for French). */
export function ogImagePath({ kind, key }: OgImageRef, locale: Locale = DEFAULT_LOCALE): string {
  const path = `/og/${kind}/${encodeURIComponent(String(key))}`;
  return locale === DEFAULT_LOCALE ? path : `${path}?lang=${locale}`;
}
