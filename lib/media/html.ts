// The images of an article's HTML as the library sees them. Pure: the editor's HTML is sanitised by the server
// (lib/blog/html.ts) before it is stored, and sanitize-html writes every attribute as name="value" with quotes
// escaped, which is what is read here.
import { mediaFilenameOf, UPLOAD_PATH_PREFIX } from "@/lib/media/rules";

const IMG_TAG = /<img\b([^>]*)>/gi;
const SRC_ATTRIBUTE = /\ssrc="([^"]*)"/i;

/** The stored paths ('/uploads/<uuid>.webp') of the library images sanitised article HTML shows, in order. */
export function contentImagePaths(html: string): string[] {
  return [...html.matchAll(IMG_TAG)].flatMap((tag) => {
    const filename = mediaFilenameOf(SRC_ATTRIBUTE.exec(` ${tag[1]}`)?.[1]);
    return filename ? [`${UPLOAD_PATH_PREFIX}${filename}`] : [];
  });
}
