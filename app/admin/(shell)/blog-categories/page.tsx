import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { CategoriesScreen } from "@/components/admin/blog/categories-screen";
import { LoadError } from "@/components/admin/load-error";
import { PageHeader } from "@/components/admin/page-header";
import { can, requireUser } from "@/lib/auth";
import { listCategories } from "@/lib/categories";

export const metadata: Metadata = { title: "Catégories de blog" };

const TITLE = "Catégories de blog";

export default async function BlogCategoriesRoute() {
  const user = await requireUser();
  if (!can(user.role, "categories:read")) return <AccessDenied />;
  const categories = await listCategories().catch((error: unknown) => {
    console.error("Categories list failed:", error instanceof Error ? error.message : error);
    return null;
  });
  if (!categories) {
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadError message="Impossible de charger les catégories. Veuillez réessayer." />
      </>
    );
  }
  return <CategoriesScreen title={TITLE} categories={categories} canWrite={can(user.role, "categories:write")} />;
}
