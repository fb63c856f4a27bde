import type { Metadata } from "next";
import { PostNotFound } from "@/components/admin/blog/post-not-found";
import { PostPreview } from "@/components/admin/blog/post-preview";
import { adminPage } from "@/lib/auth/page";
import { findAdminPost } from "@/lib/blog/admin";
import { findByIdParam } from "@/lib/ids";

export const metadata: Metadata = { title: "Aperçu de l'article" };

export default adminPage("/admin/blogs/preview/[id]", {
  permission: "blog:read",
  title: "Aperçu de l'article",
  load: ({ params }) => findByIdParam(params.id, findAdminPost),
  loadError: "Impossible de charger l'article. Vérifiez votre connexion et réessayez.",
  loadErrorToast: { title: "Impossible de charger l'article. Vérifiez votre connexion et réessayez." },
  render: (post, { can }) => (post ? <PostPreview post={post} canWrite={can("blog:write")} /> : <PostNotFound />),
});
