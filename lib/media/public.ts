import "server-only";
import sanitizeHtml from "sanitize-html";
import { db } from "@/lib/db";
import { contentImagePaths } from "@/lib/media/html";
import { altOf, mediaFilenameOf } from "@/lib/media/rules";
import { type MediaView, mediaViewSelect, toMediaView } from "@/lib/media/views";

// Library images on the public site: what an article stores ('/uploads/<uuid>.webp', for good) becomes the address of
// the image's current version ('/uploads/<uuid>.v<n>.webp'), so that a replaced file is a new URL for browsers, caches
// and CDNs. The readers that do it are cached under the article's tag, which every change of one of its images
// expires (lib/media/uses.ts, expireMediaPages).

/** The library's view of the images among `paths`, by filename: one query. */
export async function findMediaViews(paths: readonly (string | null | undefined)[]): Promise<Map<string, MediaView>> {
  const filenames = [...new Set(paths.map(mediaFilenameOf).filter((name): name is string => name !== null))];
  if (filenames.length === 0) return new Map();
  const rows = await db.mediaFile.findMany({ where: { filename: { in: filenames } }, select: mediaViewSelect });
  return new Map(rows.map((row) => [row.filename, toMediaView(row)]));
}

/** A stored image path at its current version; anything that is not a library image is returned unchanged. */
function currentAddress(views: ReadonlyMap<string, MediaView>, path: string): string {
  return views.get(mediaFilenameOf(path) ?? "")?.url ?? path;
}

/**
 * An article as visitors get it: its cover and the images of its content at their current version, and the content's
 * images without an alternative text of their own given the library's.
 */
export async function withCurrentImages<Post extends { coverImage: string | null; content: string }>(
  post: Post,
): Promise<Post> {
  const views = await findMediaViews([post.coverImage, ...contentImagePaths(post.content)]);
  if (views.size === 0) return post;
  const content = sanitizeHtml(post.content, {
    allowedTags: false,
    allowedAttributes: false,
    // Keeps the HTML as it is but for image sources: it was sanitised when saved, and is again when rendered
    // (sanitizeArticleHtml), so this pass need not judge tags (nor warn about them on every read).
    allowVulnerableTags: true,
    transformTags: {
      img: (tagName, attribs) => {
        const view = views.get(mediaFilenameOf(attribs.src) ?? "");
        if (!view) return { tagName, attribs };
        const alt = attribs.alt?.trim() ? attribs.alt : (altOf(view) ?? attribs.alt ?? "");
        return { tagName, attribs: { ...attribs, src: view.url, alt } };
      },
    },
  });
  return { ...post, coverImage: post.coverImage && currentAddress(views, post.coverImage), content };
}
