import type { Metadata } from "next";
import { PostNotFound } from "@/components/admin/blog/post-not-found";
import { PostForm } from "@/components/admin/blog/post-form";
import { adminPage } from "@/lib/auth/page";
import { findAdminPost } from "@/lib/blog/admin";
import { listCategories } from "@/lib/categories";
import { findByIdParam } from "@/lib/ids";
import { updatePostAction } from "../../actions";

export const metadata: Metadata = { title: "Modifier l'article" };

export default adminPage("/admin/blogs/edit/[id]", {
  permission: "blog:write",
  title: "Modifier l'article",
  load: ({ params }) => Promise.all([findByIdParam(params.id, findAdminPost), listCategories()]),
  loadError: "Impossible de charger l'article. Vérifiez votre connexion et réessayez.",
  loadErrorToast: { title: "Impossible de charger l'article. Vérifiez votre connexion et réessayez." },
  render: ([post, categories], { user }) =>
    post ? (
      <PostForm
        key={post.updatedAt}
        post={post}
        categories={categories}
        currentUsername={user.username}
        save={updatePostAction}
      />
    ) : (
      <PostNotFound />
    ),
});
