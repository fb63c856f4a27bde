import type { Metadata } from "next";
import { PostNotFound } from "@/components/admin/blog/post-not-found";
import { PostForm } from "@/components/admin/blog/post-form";
import { PageWebVitalsPanel } from "@/components/admin/dashboard/page-web-vitals-panel";
import { PreviewLinksPanel } from "@/components/admin/previews/preview-links-panel";
import { HistoryPanel } from "@/components/admin/revisions/history-panel";
import { LanguageBar } from "@/components/admin/translations/languages";
import { unsavedChangesKey } from "@/components/admin/unsaved-changes/keys";
import { adminPage } from "@/lib/auth/page";
import { findAdminPost } from "@/lib/blog/admin";
import { listPostRevisions } from "@/lib/blog/revisions";
import { listCategories } from "@/lib/categories";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { findByIdParam } from "@/lib/ids";
import { listActivePreviewLinks } from "@/lib/previews";
import {
  comparePostRevisionsAction,
  createPostPreviewAction,
  restorePostRevisionAction,
  revokePostPreviewAction,
  updatePostAction,
} from "../../actions";

export const metadata: Metadata = { title: "Modifier l'article" };

export default adminPage("/admin/blogs/edit/[id]", {
  permission: "blog:write",
  title: "Modifier l'article",
  load: ({ params }) =>
    Promise.all([
      findByIdParam(params.id, findAdminPost),
      listCategories(),
      findByIdParam(params.id, listPostRevisions),
      findByIdParam(params.id, (id) => listActivePreviewLinks("article", id)),
    ]),
  loadError: "Impossible de charger l'article. Vérifiez votre connexion et réessayez.",
  loadErrorToast: { title: "Impossible de charger l'article. Vérifiez votre connexion et réessayez." },
  render: ([post, categories, revisions, previewLinks], { user }) =>
    post ? (
      <div className="space-y-6">
        <LanguageBar kind="article" item={post} current={DEFAULT_LOCALE} />
        <PostForm
          key={post.updatedAt}
          post={post}
          categories={categories}
          currentUsername={user.username}
          save={updatePostAction}
        />
        <HistoryPanel
          itemId={post.id}
          revisions={revisions ?? []}
          compare={comparePostRevisionsAction}
          restore={restorePostRevisionAction}
          draftKey={unsavedChangesKey("article", post.id)}
        />
        {post.published && <PageWebVitalsPanel path={`/blog/${post.slug}`} />}
        {/* A published article has its public address to share. */}
        {!post.published && (
          <PreviewLinksPanel
            itemId={post.id}
            links={previewLinks ?? []}
            create={createPostPreviewAction}
            revoke={revokePostPreviewAction}
          />
        )}
      </div>
    ) : (
      <PostNotFound />
    ),
});
