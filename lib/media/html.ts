// The images of an article's HTML as the library sees them. Pure: the editor's HTML is sanitised by the server
// (lib/blog/html.ts) before it is stored, and sanitize-html writes every attribute as name="value" with quotes
// escaped, which is what is read here.
import { mediaFilenameOf, UPLOAD_PATH_PREFIX } from "@/lib/media/rules";

const IMG_TAG = /<img\b([^>]*)>/gi;
const SRC_ATTRIBUTE = /\ssrc="([^"]*)"/i;
const ALT_ATTRIBUTE = /\salt="([^"]*)"/i;

/**
 * The library images sanitised article HTML shows, in order: their stored paths ('/uploads/<uuid>.webp'), and whether
 * each has an alternative text of its own (which the public page keeps instead of the library's).
 */
export function contentImages(html: string): { path: string; ownAlt: boolean }[] {
  return [...html.matchAll(IMG_TAG)].flatMap((tag) => {
    const attributes = ` ${tag[1]}`;
    const filename = mediaFilenameOf(SRC_ATTRIBUTE.exec(attributes)?.[1]);
    if (!filename) return [];
    return [{ path: `${UPLOAD_PATH_PREFIX}${filename}`, ownAlt: Boolean(ALT_ATTRIBUTE.exec(attributes)?.[1]?.trim()) }];
  });
}

/** The stored paths of the library images sanitised article HTML shows, in order. */
export function contentImagePaths(html: string): string[] {
  return contentImages(html).map((image) => image.path);
}
