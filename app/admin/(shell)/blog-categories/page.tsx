import type { Metadata } from "next";
import { CategoriesScreen } from "@/components/admin/blog/categories-screen";
import { adminPage } from "@/lib/auth/page";
import { listCategories } from "@/lib/categories";
import { createCategoryAction, deleteCategoryAction, updateCategoryAction } from "./actions";

export const metadata: Metadata = { title: "Catégories de blog" };

export default adminPage("/admin/blog-categories", {
  permission: "categories:read",
  title: "Catégories de blog",
  load: () => listCategories(),
  loadError: "Impossible de charger les catégories. Veuillez réessayer.",
  loadErrorToast: { title: "Impossible de charger les catégories. Veuillez réessayer." },
  render: (categories, { title, can }) => (
    <CategoriesScreen
      title={title}
      categories={categories}
      canWrite={can("categories:write")}
      actions={{ create: createCategoryAction, update: updateCategoryAction, remove: deleteCategoryAction }}
    />
  ),
});
