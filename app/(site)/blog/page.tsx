import { ListExplorer } from "@/components/site/list-explorer";
import { NewsletterBox } from "@/components/site/newsletter-box";
import { PageHero } from "@/components/site/page-hero";
import { PostCard } from "@/components/site/post-card";
import { RetryButton } from "@/components/site/retry-button";
import { getLatestPosts } from "@/lib/blog";
import { postCardOf, samplePostCards } from "@/lib/blog/cards";
import { postCategories } from "@/lib/blog/search";
import { sitePageMetadata } from "@/lib/seo";

export function generateMetadata() {
  return sitePageMetadata({
    title: "Blog",
    description:
      "Conseils UX/UI, vidéo, développement web et mobile, réseaux sociaux et référencement : les articles de notre agence digitale à Abidjan.",
    path: "/blog",
    rssFeed: true,
  });
}

export default async function BlogPage() {
  const loaded = await getLatestPosts();
  const posts = loaded.ok ? loaded.data.map(postCardOf) : samplePostCards();
  return (
    <>
      <PageHero
        trail={[{ name: "Blog", path: "/blog" }]}
        eyebrow="Blog"
        title="Notre Blog"
        description="Conseils, tendances et retours d'expérience de nos experts en design, vidéo, développement et communication digitale."
      />
      <section aria-labelledby="post-list" className="py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="post-list" className="sr-only">
            Liste des articles
          </h2>
          {!loaded.ok && (
            <div
              role="alert"
              className="mb-8 flex flex-col items-start gap-4 rounded-xl border border-destructive/40 bg-destructive/5 p-5 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="font-medium text-destructive">
                Impossible de charger les articles. Veuillez réessayer plus tard.
              </p>
              <RetryButton />
            </div>
          )}
          {posts.length > 0 ? (
            <ListExplorer
              explorer={{
                kind: "posts",
                items: posts.map(({ title, excerpt, tags, categoryName }) => ({ title, excerpt, tags, categoryName })),
              }}
              categories={postCategories(posts)}
              cards={posts.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            />
          ) : (
            <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
              Aucun article n&apos;est encore publié. Revenez bientôt !
            </p>
          )}
          <div className="mt-20">
            <NewsletterBox />
          </div>
        </div>
      </section>
    </>
  );
}
