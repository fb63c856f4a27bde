import { readJsonBody } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { createPost, POST_BODY_LIMIT } from "@/lib/blog/admin";
import { blogPostSchema } from "@/lib/blog/schemas";

/** A new article (a draft unless `published` is true); answers it with 201. */
export const POST = adminRoute("blog:write", async (request, _context, user) => {
  const input = await readJsonBody(request, blogPostSchema, { maxBytes: POST_BODY_LIMIT });
  return Response.json(await createPost(input, user), { status: 201 });
});
