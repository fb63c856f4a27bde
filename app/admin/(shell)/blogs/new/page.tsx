import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { LoadError } from "@/components/admin/load-error";
import { PostForm } from "@/components/admin/blog/post-form";
import { can, requireUser } from "@/lib/auth";
import { listCategories } from "@/lib/categories";

export const metadata: Metadata = { title: "Nouvel article" };

export default async function NewPostRoute() {
  const user = await requireUser();
  if (!can(user.role, "blog:write")) return <AccessDenied />;
  const categories = await listCategories().catch((error: unknown) => {
    console.error("Categories list failed:", error instanceof Error ? error.message : error);
    return null;
  });
  if (!categories) return <LoadError message="Impossible de charger les catégories. Veuillez réessayer." />;
  return <PostForm categories={categories} currentUsername={user.username} />;
}
