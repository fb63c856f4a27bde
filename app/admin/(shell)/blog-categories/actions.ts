"use server";

import { adminAction } from "@/lib/auth";
import { createCategory, deleteCategory, updateCategory } from "@/lib/categories";
import { blogCategorySchema, categoryIdSchema, categoryUpdateSchema } from "@/lib/categories/schemas";

export const createCategoryAction = adminAction("categories:write", blogCategorySchema, (input, user) =>
  createCategory(input, user),
);

export const updateCategoryAction = adminAction("categories:write", categoryUpdateSchema, ({ id, ...input }, user) =>
  updateCategory(id, input, user),
);

export const deleteCategoryAction = adminAction("categories:write", categoryIdSchema, async ({ id }, user) => {
  const { name, postCount } = await deleteCategory(id, user);
  return { name, postCount };
});
