import type { Metadata } from "next";
import { PostForm } from "@/components/admin/blog/post-form";
import { adminPage } from "@/lib/auth/page";
import { listCategories } from "@/lib/categories";
import { createPostAction } from "../actions";

export const metadata: Metadata = { title: "Nouvel article" };

export default adminPage("/admin/blogs/new", {
  permission: "blog:write",
  title: "Nouvel article",
  load: () => listCategories(),
  loadError: "Impossible de charger les catégories. Veuillez réessayer.",
  loadErrorToast: { title: "Impossible de charger les catégories. Veuillez réessayer." },
  render: (categories, { user }) => (
    <PostForm categories={categories} currentUsername={user.username} save={createPostAction} />
  ),
});
