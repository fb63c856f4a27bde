import { ApiError, parseIdParam, readJsonBody } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { deletePost, findAdminPost, POST_BODY_LIMIT, POST_NOT_FOUND, updatePost } from "@/lib/blog/admin";
import { blogPostSchema } from "@/lib/blog/schemas";

type Context = RouteContext<"/api/blog-posts/[id]">;

/** One article, draft or published (the spec's GET /blog-posts/{id}?admin=true; the flag changes nothing here). */
export const GET = adminRoute("blog:read", async (_request, { params }: Context) => {
  const post = await findAdminPost(parseIdParam((await params).id, POST_NOT_FOUND));
  if (!post) throw ApiError.notFound(POST_NOT_FOUND);
  return Response.json(post, { headers: { "Cache-Control": "private, no-store" } });
});

export const PUT = adminRoute("blog:write", async (request, { params }: Context, user) => {
  const id = parseIdParam((await params).id, POST_NOT_FOUND);
  const input = await readJsonBody(request, blogPostSchema, { maxBytes: POST_BODY_LIMIT });
  return Response.json(await updatePost(id, input, user));
});

export const DELETE = adminRoute("blog:write", async (_request, { params }: Context, user) => {
  const deleted = await deletePost(parseIdParam((await params).id, POST_NOT_FOUND), user);
  return Response.json({ success: true, message: `L'article « ${deleted.title} » a été supprimé.` });
});
