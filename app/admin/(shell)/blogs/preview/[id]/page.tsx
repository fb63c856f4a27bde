import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { PostNotFound } from "@/components/admin/blog/post-not-found";
import { PostPreview } from "@/components/admin/blog/post-preview";
import { LoadError } from "@/components/admin/load-error";
import { can, requireUser } from "@/lib/auth";
import { findAdminPost } from "@/lib/blog/admin";

export const metadata: Metadata = { title: "Aperçu de l'article" };

export default async function PreviewPostRoute({ params }: PageProps<"/admin/blogs/preview/[id]">) {
  const user = await requireUser();
  if (!can(user.role, "blog:read")) return <AccessDenied />;
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return <PostNotFound />;
  const post = await findAdminPost(id).catch((error: unknown) => {
    console.error("Article load failed:", error instanceof Error ? error.message : error);
    return undefined;
  });
  if (post === undefined)
    return <LoadError message="Impossible de charger l'article. Vérifiez votre connexion et réessayez." />;
  if (!post) return <PostNotFound />;
  return <PostPreview post={post} canWrite={can(user.role, "blog:write")} />;
}
