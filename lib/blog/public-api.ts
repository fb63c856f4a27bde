import "server-only";
import { z } from "@/lib/zod";
import { ApiError } from "@/lib/api";
import { getLatestPosts, getPublishedPost, type PublicPost, type PublicPostSummary } from "@/lib/blog";
import { sanitizeArticleHtml } from "@/lib/blog/html";
import { postDisplayDate } from "@/lib/blog/rules";
import { listLimitSchema, loadedOrUnavailable } from "@/lib/public-data";

/** Query of GET /api/blog-posts: `limit` (1 to 100). Other parameters are ignored. */
export const publicPostsQuerySchema = z.object({
  limit: listLimitSchema,
});

/** A post as the API gives it: the spec's field names (category_id, categoryName, categoryObj, date). */
export function toPostJson(post: PublicPostSummary) {
  const { categoryId, category, ...fields } = post;
  return {
    ...fields,
    date: postDisplayDate(post)?.toISOString() ?? null,
    category_id: categoryId,
    categoryName: category?.name ?? null,
    categoryObj: category,
  };
}

/** GET /api/blog-posts for visitors: published posts, newest first, without their content. */
export async function listPublicPosts(searchParams: URLSearchParams) {
  const { limit } = publicPostsQuerySchema.parse(Object.fromEntries(searchParams));
  return loadedOrUnavailable(await getLatestPosts(limit)).map(toPostJson);
}

/** GET /api/blog-posts/by-slug/{slug} for visitors: one published post with its sanitised content. */
export async function readPublicPost(slug: string) {
  const post: PublicPost | null = loadedOrUnavailable(await getPublishedPost(slug));
  if (!post) throw ApiError.notFound("Article non trouvé.");
  return { ...toPostJson(post), content: sanitizeArticleHtml(post.content), additionalImages: post.additionalImages };
}
