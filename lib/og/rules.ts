// The addresses of the Open Graph images the server draws (app/og) for pages that have no image of their own.

/** What an image is drawn for: a page of the catalog (by its key), a published article (slug) or project (id). */
export type OgImageKind = "page" | "blog" | "projects";

/** Open Graph's recommended size, which Facebook, LinkedIn and X show uncropped. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function ogImagePath(kind: OgImageKind, key: string | number): string {
  return `/og/${kind}/${encodeURIComponent(String(key))}`;
}
