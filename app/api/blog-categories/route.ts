import { readJsonBody } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { createCategory, listCategories } from "@/lib/categories";
import { blogCategorySchema } from "@/lib/categories/schemas";

/** Every category, by name. */
export const GET = adminRoute("categories:read", async () =>
  Response.json(await listCategories(), { headers: { "Cache-Control": "private, no-store" } }),
);

export const POST = adminRoute("categories:write", async (request, _context, user) => {
  const input = await readJsonBody(request, blogCategorySchema);
  return Response.json(await createCategory(input, user), { status: 201 });
});
