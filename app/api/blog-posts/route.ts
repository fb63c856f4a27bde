import type { NextRequest } from "next/server";
import { apiRoute, readJsonBody, readSearchParams } from "@/lib/api";
import { adminRoute, requirePermission } from "@/lib/auth";
import { createPost, listAdminPosts, POST_BODY_LIMIT } from "@/lib/blog/admin";
import { listPublicPosts } from "@/lib/blog/public-api";
import { adminPostsQuerySchema, blogPostSchema } from "@/lib/blog/schemas";
import { publicJson } from "@/lib/public-data";

/**
 * Visitors: published posts (`limit`), newest first, without their content, from the cache.
 * `?admin=true` (signed-in roles with blog:read): drafts included, one page (`search`, `status`, `page`, `limit`)
 * as an array, the totals in X-Total-Count and X-Total-Pages.
 */
export const GET = apiRoute(async (request: NextRequest) => {
  if (request.nextUrl.searchParams.get("admin") !== "true")
    return publicJson(await listPublicPosts(request.nextUrl.searchParams));
  await requirePermission("blog:read", request);
  const { posts, pagination } = await listAdminPosts(readSearchParams(request, adminPostsQuerySchema));
  return Response.json(posts, {
    headers: {
      "Cache-Control": "private, no-store",
      "X-Total-Count": String(pagination.total),
      "X-Total-Pages": String(pagination.totalPages),
    },
  });
});

/** A new article (a draft unless `published` is true); answers it with 201. */
export const POST = adminRoute("blog:write", async (request, _context, user) => {
  const input = await readJsonBody(request, blogPostSchema, { maxBytes: POST_BODY_LIMIT });
  return Response.json(await createPost(input, user), { status: 201 });
});
