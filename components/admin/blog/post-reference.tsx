import { ArticleContent } from "@/components/admin/blog/post-preview";
import { FrenchReference, ReferenceEntry } from "@/components/admin/translations/french-reference";
import { UserText } from "@/components/admin/user-text";
import type { AdminPost } from "@/lib/blog/admin";

/** The article's translation editor's French column: its title, slug, excerpt and content. */
export function PostReference({ post }: { post: AdminPost }) {
  return (
    <FrenchReference kind="article" itemId={post.id}>
      <ReferenceEntry label="Titre">
        <UserText>{post.title}</UserText>
      </ReferenceEntry>
      <ReferenceEntry label="Slug">
        <UserText className="font-mono">{post.slug}</UserText>
      </ReferenceEntry>
      <ReferenceEntry label="Extrait">
        <UserText>{post.excerpt}</UserText>
      </ReferenceEntry>
      <ReferenceEntry label="Contenu">
        <div className="rounded-md border px-4 py-3 text-foreground">
          <ArticleContent html={post.content} />
        </div>
      </ReferenceEntry>
    </FrenchReference>
  );
}
