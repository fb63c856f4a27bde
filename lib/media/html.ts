// The images of an article's HTML as the library sees them. Pure: the editor's HTML is sanitised by the server
// (lib/blog/html.ts) before it is stored, and sanitize-html writes every attribute as name="value" with quotes
// escaped, which is what is read here.
import { mediaFilenameOf, UPLOAD_PATH_PREFIX } from "@/lib/media/rules";

const IMG_TAG = /<img\b([^>]*)>/gi;
const SRC_ATTRIBUTE = /\ssrc="([^"]*)"/i;
const ALT_ATTRIBUTE = /\salt="([^"]*)"/i;
const ROLE_ATTRIBUTE = /\srole="([^"]*)"/i;

/**
 * How an article's <img> marks itself decorative in this article whatever the library says: `role="presentation"`
 * (with alt=""), the one value of `role` the article allow-list keeps (lib/blog/html.ts).
 */
export const DECORATIVE_ROLE = "presentation";

/**
 * What an image of an article says of itself, by its attributes: 'decorative' (role="presentation"), its own text
 * (a non-empty alt), or nothing ('library': alt="" or none), in which case the public page gives it the library's
 * description. Written by the editor's 'Texte alternatif' control; read by the public page and the uses.
 */
export type ContentImageAlt = { kind: "library" } | { kind: "own"; text: string } | { kind: "decorative" };

export function contentImageAlt(attributes: { alt?: string | null; role?: string | null }): ContentImageAlt {
  if (attributes.role === DECORATIVE_ROLE) return { kind: "decorative" };
  const text = attributes.alt?.trim();
  return text ? { kind: "own", text } : { kind: "library" };
}

/**
 * The library images sanitised article HTML shows, in order: their stored paths ('/uploads/<uuid>.webp'), and whether
 * each is described by the article itself (its own text, or decorative here), which the public page keeps instead
 * of the library's description.
 */
export function contentImages(html: string): { path: string; ownAlt: boolean }[] {
  return [...html.matchAll(IMG_TAG)].flatMap((tag) => {
    const attributes = ` ${tag[1]}`;
    const filename = mediaFilenameOf(SRC_ATTRIBUTE.exec(attributes)?.[1]);
    if (!filename) return [];
    const alt = contentImageAlt({
      alt: ALT_ATTRIBUTE.exec(attributes)?.[1],
      role: ROLE_ATTRIBUTE.exec(attributes)?.[1],
    });
    return [{ path: `${UPLOAD_PATH_PREFIX}${filename}`, ownAlt: alt.kind !== "library" }];
  });
}

/** The stored paths of the library images sanitised article HTML shows, in order. */
export function contentImagePaths(html: string): string[] {
  return contentImages(html).map((image) => image.path);
}
