import type { Metadata } from "next";
import { PostNotFound } from "@/components/admin/blog/post-not-found";
import { PostReference } from "@/components/admin/blog/post-reference";
import { TranslationForm } from "@/components/admin/blog/translation-form";
import {
  loadTranslationEditor,
  TranslationEditor,
  UNKNOWN_ADDRESS,
  unknownAddressView,
} from "@/components/admin/translations/translation-editor";
import { translationDraftKey } from "@/components/admin/unsaved-changes/keys";
import { adminPage } from "@/lib/auth/page";
import { findAdminPost } from "@/lib/blog/admin";
import { listPostTranslationRevisions } from "@/lib/blog/revisions";
import { findPostTranslation } from "@/lib/blog/translations";
import {
  comparePostTranslationRevisionsAction,
  deletePostTranslationAction,
  restorePostTranslationRevisionAction,
  savePostTranslationAction,
} from "../../../actions";

export const metadata: Metadata = { title: "Traduire l'article" };

export default adminPage("/admin/blogs/translate/[id]/[locale]", {
  permission: "blog:write",
  title: "Traduire l'article",
  // A language articles are not translated into: no screen of the back office (its 404); an id that names no
  // article: the article's not-found view, as for the article's own editor.
  load: ({ params }) =>
    loadTranslationEditor(params, async (id, locale) => {
      const [post, translation, revisions] = await Promise.all([
        findAdminPost(id),
        findPostTranslation(id, locale),
        listPostTranslationRevisions(id, locale),
      ]);
      return post && { post, locale, translation, revisions };
    }),
  loadError: "Impossible de charger l'article. Vérifiez votre connexion et réessayez.",
  loadErrorToast: { title: "Impossible de charger l'article. Vérifiez votre connexion et réessayez." },
  render: (editor, { title }) => {
    if (editor === UNKNOWN_ADDRESS) return unknownAddressView();
    if (!editor) return <PostNotFound />;
    const { post, locale, translation, revisions } = editor;
    // One key for the form's unsaved values and the history, whose restore makes them stale.
    const draftKey = translationDraftKey("article", post.id, locale);
    return (
      <TranslationEditor
        kind="article"
        item={post}
        title={title}
        locale={locale}
        translation={translation}
        revisions={revisions}
        draftKey={draftKey}
        remove={deletePostTranslationAction}
        compare={comparePostTranslationRevisionsAction}
        restore={restorePostTranslationRevisionAction}
        reference={<PostReference post={post} />}
        form={
          <TranslationForm
            key={translation?.updatedAt ?? "new"}
            postId={post.id}
            shareImage={post.socialImage ?? post.coverImage}
            locale={locale}
            translation={translation}
            draftKey={draftKey}
            save={savePostTranslationAction}
          />
        }
      />
    );
  },
});
