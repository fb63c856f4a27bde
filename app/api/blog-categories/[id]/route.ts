import { parseIdParam, readJsonBody } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { CATEGORY_NOT_FOUND, deleteCategory, updateCategory } from "@/lib/categories";
import { blogCategorySchema } from "@/lib/categories/schemas";

type Context = RouteContext<"/api/blog-categories/[id]">;

export const PUT = adminRoute("categories:write", async (request, { params }: Context, user) => {
  const id = parseIdParam((await params).id, CATEGORY_NOT_FOUND);
  const input = await readJsonBody(request, blogCategorySchema);
  return Response.json(await updateCategory(id, input, user));
});

/** Its articles stay, 'Non catégorisé'. */
export const DELETE = adminRoute("categories:write", async (_request, { params }: Context, user) => {
  const deleted = await deleteCategory(parseIdParam((await params).id, CATEGORY_NOT_FOUND), user);
  return Response.json({ success: true, message: `La catégorie « ${deleted.name} » a été supprimée.` });
});
