import "server-only";
import { cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { frameOf, type MediaVariant, variantPath, variantSize } from "@/lib/media/framing";
import { publicMediaUrl } from "@/lib/media/public-url";
import { altOf, captionLine, mediaFilenameOf } from "@/lib/media/rules";
import { MEDIA_TAGS, type MediaView, mediaViewSelect, toMediaView } from "@/lib/media/views";
import { loadPublic } from "@/lib/public-data";

// Library images on the public site: each image's view is read once and cached until the image changes (its tag),
// so a page that shows it is rendered again when it is replaced, described or framed differently.

/** One image as the public pages show it, uncached (tests, the back office's previews). */
export async function findMediaView(filename: string): Promise<MediaView | null> {
  const row = await db.mediaFile.findUnique({ where: { filename }, select: mediaViewSelect });
  return row ? toMediaView(row) : null;
}

/** One image's view, cached until it changes; null when it is not in the library or cannot be read now. */
export async function getMediaView(filename: string): Promise<MediaView | null> {
  "use cache";
  cacheTag(MEDIA_TAGS.file(filename));
  const loaded = await loadPublic(`de l'image ${filename}`, () => findMediaView(filename));
  return loaded.ok ? loaded.data : null;
}

/** The view of the library image a stored path names; null for any other image (the site's own, a URL, none). */
export function mediaViewOf(path: string | null | undefined): Promise<MediaView | null> {
  const filename = mediaFilenameOf(path);
  return filename ? getMediaView(filename) : Promise.resolve(null);
}

/** The views of every library image among `paths`, by filename. */
export async function mediaViewsOf(paths: readonly (string | null | undefined)[]): Promise<Map<string, MediaView>> {
  const filenames = [...new Set(paths.map(mediaFilenameOf).filter((name): name is string => name !== null))];
  const views = await Promise.all(filenames.map(getMediaView));
  return new Map(views.flatMap((view) => (view ? [[view.filename, view] as const] : [])));
}

/** An image of a page, as its <img>, its structured data and its share card need it. */
export interface PublicImage {
  /** The address to show: a variant (a frame of the image) or the original's current version. */
  src: string;
  width: number;
  height: number;
  /** null while the image is not described (the page then keeps its own fallback). */
  alt: string | null;
  caption: string | null;
}

/** A frame of a library image ('card', 'hero', 'og'…), at the size it is generated at. */
export function publicVariant(view: MediaView, variant: MediaVariant): PublicImage {
  const size = variantSize(view, variant, frameOf(view, variant));
  return { src: variantPath(view, variant), ...size, alt: altOf(view), caption: captionLine(view) };
}

/** The original of a library image (its current version), where MEDIA_PUBLIC_URL says it is served from. */
export function publicOriginal(view: MediaView): PublicImage {
  return {
    src: publicMediaUrl(view.url),
    width: view.width,
    height: view.height,
    alt: altOf(view),
    caption: captionLine(view),
  };
}
