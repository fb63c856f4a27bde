import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { PostNotFound } from "@/components/admin/blog/post-not-found";
import { PostForm } from "@/components/admin/blog/post-form";
import { LoadError } from "@/components/admin/load-error";
import { can, requireUser } from "@/lib/auth";
import { findAdminPost } from "@/lib/blog/admin";
import { listCategories } from "@/lib/categories";

export const metadata: Metadata = { title: "Modifier l'article" };

export default async function EditPostRoute({ params }: PageProps<"/admin/blogs/edit/[id]">) {
  const user = await requireUser();
  if (!can(user.role, "blog:write")) return <AccessDenied />;
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return <PostNotFound />;
  const loaded = await Promise.all([findAdminPost(id), listCategories()]).catch((error: unknown) => {
    console.error("Article load failed:", error instanceof Error ? error.message : error);
    return null;
  });
  if (!loaded) return <LoadError message="Impossible de charger l'article. Vérifiez votre connexion et réessayez." />;
  const [post, categories] = loaded;
  if (!post) return <PostNotFound />;
  return <PostForm key={post.updatedAt} post={post} categories={categories} currentUsername={user.username} />;
}
