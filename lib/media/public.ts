import "server-only";
import { cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { contentImagePaths } from "@/lib/media/html";
import { currentContentImages, type MediaViews, mediaViewOf, NO_MEDIA } from "@/lib/media/public-image";
import { mediaFilenameOf } from "@/lib/media/rules";
import { MEDIA_TAGS, mediaViewSelect, toMediaView } from "@/lib/media/views";
import { loadPublic } from "@/lib/public-data";

// Library images on the public site: what articles, projects and settings store ('/uploads/<uuid>.webp', for good)
// becomes the address of the image's current version ('/uploads/<uuid>.v<n>.webp') or of one of its frames, with the
// library's description, so that a replaced file is a new URL for browsers, caches and CDNs. Every read here is cached
// under the tag of each image it read (MEDIA_TAGS.file), which every change of the image expires (expireMediaPages).

const filenamesOf = (paths: readonly (string | null | undefined)[]) =>
  [...new Set(paths.map(mediaFilenameOf).filter((name): name is string => name !== null))].sort();

/** The library's view of the images among `paths`, by filename: one query, uncached. */
export function findMediaViews(paths: readonly (string | null | undefined)[]): Promise<MediaViews> {
  return findByFilenames(filenamesOf(paths));
}

async function findByFilenames(filenames: readonly string[]): Promise<MediaViews> {
  if (filenames.length === 0) return NO_MEDIA;
  const rows = await db.mediaFile.findMany({ where: { filename: { in: [...filenames] } }, select: mediaViewSelect });
  return Object.fromEntries(rows.map((row) => [row.filename, toMediaView(row)]));
}

/** Tags the calling `"use cache"` read with the images `filenames` (cacheTag takes 128 tags a call). */
function cacheTagMedia(filenames: readonly string[]): void {
  const tags = filenames.map(MEDIA_TAGS.file);
  for (let start = 0; start < tags.length; start += 128) cacheTag(...tags.slice(start, start + 128));
}

/**
 * The library's views of the images a public page shows (cards, a project, the feed, a share image), cached until one
 * of them changes. When the database cannot be read, none: the page shows the stored paths, which the /uploads route
 * answers with the current bytes.
 */
export async function getPublicMedia(paths: readonly (string | null | undefined)[]): Promise<MediaViews> {
  const filenames = filenamesOf(paths);
  if (filenames.length === 0) return NO_MEDIA;
  const loaded = await getCachedMediaViews(filenames);
  return loaded.ok ? loaded.data : NO_MEDIA;
}

async function getCachedMediaViews(filenames: string[]) {
  "use cache";
  cacheTagMedia(filenames);
  return loadPublic("des images de la médiathèque", () => findByFilenames(filenames));
}

/**
 * An article as visitors get it: its cover and the images of its content at their current version, the content's
 * images without an alternative text of their own given the library's. Its readers are cached under the article's
 * tag, which every change of one of its images expires (its uses name it).
 */
export async function withCurrentImages<Post extends { coverImage: string | null; content: string }>(
  post: Post,
): Promise<Post> {
  const media = await findMediaViews([post.coverImage, ...contentImagePaths(post.content)]);
  if (media === NO_MEDIA) return post;
  return {
    ...post,
    coverImage: post.coverImage && (mediaViewOf(media, post.coverImage)?.url ?? post.coverImage),
    content: currentContentImages(post.content, media),
  };
}
