import "server-only";
import { cacheTag } from "next/cache";
import { db, type Prisma } from "@/lib/db";
import { loadPublic } from "@/lib/public-data";

export const BLOG_TAGS = {
  posts: "blog-posts",
  post: (slug: string) => `blog-post:${slug}`,
  categories: "blog-categories",
} as const;

const publicPostSelect = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  coverImage: true,
  author: true,
  tags: true,
  publishedAt: true,
  createdAt: true,
  viewCount: true,
  readTime: true,
  category: { select: { id: true, name: true, slug: true } },
} satisfies Prisma.BlogPostSelect;

export type PublicPostSummary = Prisma.BlogPostGetPayload<{ select: typeof publicPostSelect }>;

/** Published posts, newest first. */
export function findLatestPublishedPosts(limit?: number): Promise<PublicPostSummary[]> {
  return db.blogPost.findMany({
    where: { published: true },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: publicPostSelect,
  });
}

export async function getLatestPosts(limit?: number) {
  "use cache";
  cacheTag(BLOG_TAGS.posts);
  return loadPublic("latest posts", () => findLatestPublishedPosts(limit));
}
