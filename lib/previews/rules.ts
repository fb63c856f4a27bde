// Pure rules of shareable previews, shared by the edit screens (client) and the server.

/** How long a preview link can be valid: the edit screen's select offers each whole number of days. */
export const PREVIEW_MIN_DAYS = 1;
export const PREVIEW_MAX_DAYS = 7;
export const PREVIEW_DAY_CHOICES = Array.from(
  { length: PREVIEW_MAX_DAYS - PREVIEW_MIN_DAYS + 1 },
  (_, index) => PREVIEW_MIN_DAYS + index,
);
export const PREVIEW_DEFAULT_DAYS = 3;

/** The public address of a preview link (outside the visitor site's static pages). */
export function previewPath(token: string): string {
  return `/apercu/${token}`;
}

/** The static not-found page a preview link that opens nothing is rewritten to (proxy.ts). */
export const PREVIEW_NOT_FOUND_PATH = "/apercu-introuvable";

export type PreviewKind = "article" | "project";

/** One active link as the edit screen lists it (the token itself is never stored, so never listed). */
export interface PreviewLinkView {
  id: number;
  expiresAt: string;
  createdAt: string;
  creatorName: string;
}
