import { ArrowLeftIcon, CalendarIcon, ExternalLinkIcon, PencilIcon, UserIcon } from "lucide-react";
import Link from "next/link";
import { AdminImage } from "@/components/admin/admin-image";
import { BackToPostsButton } from "@/components/admin/blog/post-not-found";
import { PostStatusBadge } from "@/components/admin/blog/post-status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AdminPost } from "@/lib/blog/admin";
import { sanitizeArticleHtml } from "@/lib/blog/html";
import { postDisplayDate } from "@/lib/blog/rules";
import { formatDateTime, formatLongDate } from "@/lib/dates";

/** /admin/blogs/preview/{id}: the article as it reads, draft or not, with its content sanitised again for display. */
export function PostPreview({ post, canWrite }: { post: AdminPost; canWrite: boolean }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Button asChild variant="outline" size="icon">
            <Link href="/admin/blogs" aria-label="Retour à la liste des articles">
              <ArrowLeftIcon />
            </Link>
          </Button>
          <h1 className="text-2xl font-bold tracking-tight">Aperçu de l&apos;article</h1>
          <PostStatusBadge published={post.published} />
        </div>
        <div className="flex flex-wrap gap-2">
          {post.published && (
            <Button asChild variant="outline">
              <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon />
                Voir sur le site
              </a>
            </Button>
          )}
          {canWrite && (
            <Button asChild>
              <Link href={`/admin/blogs/edit/${post.id}`}>
                <PencilIcon />
                Modifier
              </Link>
            </Button>
          )}
        </div>
      </div>

      <article className="overflow-hidden rounded-lg border bg-card">
        {post.coverImage && (
          <div className="relative aspect-[21/9] bg-muted">
            <AdminImage src={post.coverImage} alt={post.title} sizes="(min-width: 1280px) 1024px, 100vw" />
          </div>
        )}
        <div className="mx-auto max-w-3xl space-y-6 px-5 py-8">
          <header className="space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <Badge>{post.categoryName}</Badge>
              {post.tags.map((tag) => (
                <Badge key={tag} variant="outline">
                  {tag}
                </Badge>
              ))}
            </div>
            <h2 className="text-3xl font-bold tracking-tight text-balance">{post.title}</h2>
            <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1.5">
                <UserIcon className="size-4" aria-hidden />
                {post.author}
              </span>
              <span className="flex items-center gap-1.5">
                <CalendarIcon className="size-4" aria-hidden />
                {formatLongDate(postDisplayDate(post))}
              </span>
            </div>
            <p className="text-lg text-muted-foreground">{post.excerpt}</p>
          </header>
          <ArticleContent html={post.content} />
          {post.additionalImages.length > 0 && (
            <section aria-labelledby="additional-images" className="space-y-3">
              <h3 id="additional-images" className="text-lg font-semibold">
                Images supplémentaires
              </h3>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {post.additionalImages.map((image, index) => (
                  <li key={image} className="relative aspect-video overflow-hidden rounded-md border bg-muted">
                    <AdminImage
                      src={image}
                      alt={`${post.title} — image ${index + 1}`}
                      sizes="(min-width: 640px) 250px, 50vw"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <footer className="border-t pt-4 text-sm text-muted-foreground">
            Dernière mise à jour : {formatDateTime(post.updatedAt)}
          </footer>
        </div>
      </article>

      <BackToPostsButton />
    </div>
  );
}

/** An article's content as it reads, sanitised again on display with the one allow-list, whatever was stored. */
export function ArticleContent({ html }: { html: string }) {
  return <div className="article-content" dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(html) }} />;
}
