import type { NextRequest } from "next/server";
import { apiRoute, readJsonBody, readSearchParams } from "@/lib/api";
import { adminRoute, requirePermission } from "@/lib/auth";
import { adminPostBatches, countAdminPosts, createPost, listAdminPosts, POST_BODY_LIMIT } from "@/lib/blog/admin";
import { listPublicPosts } from "@/lib/blog/public-api";
import { adminPostsQuerySchema, blogPostSchema } from "@/lib/blog/schemas";
import { pageHeaders, readPageRequest, streamedJsonArray } from "@/lib/list-api";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * The list of articles, as an array (paging rule: lib/list-api.ts). Visitors: published posts, newest first, without
 * their content, one page from the cache. `?admin=true` (signed-in roles with blog:read): drafts included, searched
 * and filtered (`search`, `status`); every article, streamed, unless `page` or `limit` asks for one page.
 */
export const GET = apiRoute(async (request: NextRequest) => {
  const url = request.nextUrl;
  if (url.searchParams.get("admin") !== "true") return listPublicPosts(url);
  await requirePermission("blog:read", request);
  const query = readSearchParams(request, adminPostsQuerySchema);
  if (!readPageRequest(url.searchParams)) {
    const total = await countAdminPosts(query);
    return streamedJsonArray(adminPostBatches(query), { ...PRIVATE, "X-Total-Count": String(total) });
  }
  const { posts, pagination } = await listAdminPosts(query);
  return Response.json(posts, { headers: { ...PRIVATE, ...pageHeaders(url, pagination) } });
});

/** A new article (a draft unless `published` is true); answers it with 201. */
export const POST = adminRoute("blog:write", async (request, _context, user) => {
  const input = await readJsonBody(request, blogPostSchema, { maxBytes: POST_BODY_LIMIT });
  return Response.json(await createPost(input, user), { status: 201 });
});
