// A stored image path as a public page shows it: the library's frame of its current version, its description. Pure:
// the pages give it what lib/media/public.ts read (getPublicMedia), the cards and the feed call it as well.
import sanitizeHtml from "sanitize-html";
import { contentImageAlt, contentImagePaths } from "@/lib/media/html";
import { frameOf, type MediaVariant, variantPath, variantSize } from "@/lib/media/framing";
import { altOf, mediaFilenameOf } from "@/lib/media/rules";
import type { MediaView } from "@/lib/media/types";

/** The library's views of the images a page shows, by filename ('<uuid>.webp'): plain data, cached with the page. */
export type MediaViews = Readonly<Record<string, MediaView>>;

export const NO_MEDIA: MediaViews = {};

/** An image as a public page shows it. */
export interface PublicImage {
  /**
   * Where it is fetched: for a library image, the frame of the shape asked for at its current version (or the current
   * version itself), so that a replaced file is a new address; anything else (the site's own images) as stored.
   */
  src: string;
  /** The library's alternative text ("" when decorative); null when there is none (not a library image, not described). */
  alt: string | null;
  caption: string | null;
  credit: string | null;
  /** Known for a library image (its frame's size, or its own). */
  width?: number;
  height?: number;
}

/** The view of the library image a stored path names, if it is one. */
export function mediaViewOf(media: MediaViews, path: string | null | undefined): MediaView | undefined {
  const filename = mediaFilenameOf(path);
  return filename ? media[filename] : undefined;
}

/**
 * `path` as a public page shows it in `variant`'s shape (card 16:9, square, hero, share 1200 × 630), or whole
 * (`original`); null when there is no image.
 */
export function publicImage(
  media: MediaViews,
  path: string | null | undefined,
  variant: MediaVariant | "original",
): PublicImage | null {
  if (!path) return null;
  const view = mediaViewOf(media, path);
  if (!view) return { src: path, alt: null, caption: null, credit: null };
  const texts = { alt: altOf(view), caption: view.caption, credit: view.credit };
  if (variant === "original") return { src: view.url, ...texts, width: view.width, height: view.height };
  const size = variantSize(view, variant, frameOf(view, variant));
  return { src: variantPath(view, variant), ...texts, width: size.width, height: size.height };
}

/**
 * Article HTML as visitors get it: its library images at their current version, those the article does not describe
 * (contentImageAlt) given the library's description, those it marks decorative alt="".
 */
export function currentContentImages(html: string, media: MediaViews): string {
  if (!contentImagePaths(html).some((path) => mediaViewOf(media, path))) return html;
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Keeps the HTML as it is but for image sources: it was sanitised when saved, and is again when rendered
    // (sanitizeArticleHtml), so this pass need not judge tags (nor warn about them on every read).
    allowVulnerableTags: true,
    transformTags: {
      img: (tagName, attribs) => {
        const view = mediaViewOf(media, attribs.src);
        if (!view) return { tagName, attribs };
        const own = contentImageAlt(attribs);
        const alt = own.kind === "library" ? (altOf(view) ?? "") : own.kind === "own" ? attribs.alt! : "";
        return { tagName, attribs: { ...attribs, src: view.url, alt } };
      },
    },
  });
}
