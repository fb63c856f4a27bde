import "server-only";
import { ApiError } from "@/lib/api";
import { getPublishedPost, type PublicPost, type PublicPostSummary } from "@/lib/blog";
import { sanitizeArticleHtml } from "@/lib/blog/html";
import { getPublishedPostPage } from "@/lib/blog/list";
import { postDisplayDate } from "@/lib/blog/rules";
import { publicPageRequest, readListPage } from "@/lib/list-api";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { loadedOrUnavailable, publicJson } from "@/lib/public-data";

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

/**
 * GET /api/blog-posts for visitors: one page (`page`, `limit`; lib/list-api.ts) of the published posts, newest
 * first, without their content. Other parameters are ignored.
 */
export async function listPublicPosts(url: URL): Promise<Response> {
  const request = publicPageRequest(url.searchParams);
  const { items, headers } = await readListPage(url, request, async (page) => {
    const result = loadedOrUnavailable(
      await getPublishedPostPage({
        locale: DEFAULT_LOCALE,
        categories: null,
        search: null,
        page,
        limit: request.limit,
      }),
    );
    return { items: result.posts.map(toPostJson), total: result.total };
  });
  return publicJson(items, headers);
}

/** GET /api/blog-posts/by-slug/{slug} for visitors: one published post with its sanitised content. */
export async function readPublicPost(slug: string) {
  const post: PublicPost | null = loadedOrUnavailable(await getPublishedPost(slug, DEFAULT_LOCALE));
  if (!post) throw ApiError.notFound("Article non trouvé.");
  return { ...toPostJson(post), content: sanitizeArticleHtml(post.content), additionalImages: post.additionalImages };
}
