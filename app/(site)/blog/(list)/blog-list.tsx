import { countLabel, ListSection } from "@/components/site/list-section";
import { NewsletterBox } from "@/components/site/newsletter-box";
import { NotFoundResponse } from "@/components/site/not-found-response";
import { PageHero } from "@/components/site/page-hero";
import { PostCard as PostCardView } from "@/components/site/post-card";
import { RetryButton } from "@/components/site/retry-button";
import { PageNotFound } from "@/components/site/status-view";
import { type PostCard, postCardOf, samplePostCards } from "@/lib/blog/cards";
import { getPostCategories, getPublishedPostPage } from "@/lib/blog/list";
import { ALL_POSTS, filterPosts, postCategories } from "@/lib/blog/search";
import { categorySlug, LIST_PAGE_SIZE, type ListCategory, type ListView, listViewPath } from "@/lib/list-views";
import { sitePageMetadata } from "@/lib/seo";

// /blog and every view of it (category, search, page): app/(site)/blog/(list)/page.tsx and [...view]/page.tsx.

type BlogList =
  | { found: false }
  | {
      found: true;
      failed: boolean;
      categories: ListCategory[];
      category: ListCategory | null;
      cards: PostCard[];
      total: number;
    };

/**
 * One view of the blog: its page of cards from the cache, or, when the database cannot be read, the spec's six
 * sample posts filtered by the same rules. An unknown category or a page past the last one is not found.
 */
async function loadBlogList(view: ListView): Promise<BlogList> {
  const categories = await getPostCategories();
  if (categories.ok) {
    const category = categories.data.find((candidate) => candidate.slug === view.category) ?? null;
    if (view.category && !category) return { found: false };
    const names = view.category ? categories.data.filter((c) => c.slug === view.category).map((c) => c.name) : null;
    const page = await getPublishedPostPage({
      categories: names,
      search: view.search,
      page: view.page,
      limit: LIST_PAGE_SIZE,
    });
    if (page.ok) {
      if (view.page > 1 && page.data.posts.length === 0) return { found: false };
      const cards = page.data.posts.map(postCardOf);
      return { found: true, failed: false, categories: categories.data, category, cards, total: page.data.total };
    }
  }
  const samples = samplePostCards();
  const sampleCategories = postCategories(samples).map((name) => ({
    name,
    slug: categorySlug(name),
    lastModified: null,
    count: samples.filter((post) => post.categoryName === name).length,
  }));
  const category = sampleCategories.find((candidate) => candidate.slug === view.category) ?? null;
  const matching = filterPosts(samples, { search: view.search ?? "", category: category?.name ?? ALL_POSTS });
  const start = (view.page - 1) * LIST_PAGE_SIZE;
  return {
    found: true,
    failed: true,
    categories: sampleCategories,
    category,
    cards: matching.slice(start, start + LIST_PAGE_SIZE),
    total: matching.length,
  };
}

const DESCRIPTION =
  "Conseils UX/UI, vidéo, développement web et mobile, réseaux sociaux et référencement : les articles de notre agence digitale à Abidjan.";

/** Title, description, canonical address and neighbouring pages of a view; search results stay out of indexes. */
export async function blogListMetadata(view: ListView) {
  const list = await loadBlogList(view);
  if (!list.found) return { title: "Page introuvable" };
  const totalPages = Math.max(1, Math.ceil(list.total / LIST_PAGE_SIZE));
  const pageSuffix = view.page > 1 ? ` · page ${view.page}` : "";
  const title = view.search
    ? `Recherche « ${view.search} » · Blog${pageSuffix}`
    : `${list.category ? `Blog : ${list.category.name}` : "Blog"}${pageSuffix}`;
  const description = `${
    list.category
      ? `Les articles de notre agence digitale à Abidjan en ${list.category.name} : conseils, tendances et retours d'expérience.`
      : view.search
        ? `Les articles de notre blog qui parlent de « ${view.search} ».`
        : DESCRIPTION
  }${view.page > 1 ? ` Page ${view.page} sur ${totalPages}.` : ""}`;
  return {
    ...(await sitePageMetadata({
      title,
      description,
      path: listViewPath("/blog", view),
      rssFeed: true,
      noIndex: Boolean(view.search) || list.failed,
    })),
    pagination: {
      previous: view.page > 1 ? listViewPath("/blog", { ...view, page: view.page - 1 }) : null,
      next: view.page < totalPages ? listViewPath("/blog", { ...view, page: view.page + 1 }) : null,
    },
  };
}

export async function BlogListPage({ view }: { view: ListView }) {
  const list = await loadBlogList(view);
  if (!list.found) {
    return (
      <NotFoundResponse>
        <PageNotFound />
      </NotFoundResponse>
    );
  }
  const trail = [
    { name: "Blog", path: "/blog" },
    ...(list.category
      ? [{ name: list.category.name, path: listViewPath("/blog", { category: list.category.slug }) }]
      : []),
  ];
  const empty = !list.failed && list.total === 0 && list.categories.length === 0;
  return (
    <>
      <PageHero
        trail={trail}
        eyebrow="Blog"
        title={list.category?.name ?? "Notre Blog"}
        description="Conseils, tendances et retours d'expérience de nos experts en design, vidéo, développement et communication digitale."
      />
      {empty ? (
        <p className="mx-auto my-16 max-w-7xl rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          Aucun article n&apos;est encore publié. Revenez bientôt !
        </p>
      ) : (
        <ListSection
          id="post-list"
          base="/blog"
          view={view}
          categories={list.categories}
          total={list.total}
          pageSize={LIST_PAGE_SIZE}
          texts={{
            heading: "Liste des articles",
            searchLabel: "Rechercher un article",
            searchPlaceholder: "Titre, résumé, tag…",
            noMatch: "Aucun article ne correspond à votre recherche.",
            count: (total) => countLabel(total, "article", "articles"),
          }}
          notice={
            list.failed && (
              <div
                role="alert"
                className="mb-8 flex flex-col items-start gap-4 rounded-xl border border-destructive/40 bg-destructive/5 p-5 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="font-medium text-destructive">
                  Impossible de charger les articles. Veuillez réessayer plus tard.
                </p>
                <RetryButton />
              </div>
            )
          }
        >
          {list.cards.map((post) => (
            <PostCardView key={post.slug} post={post} />
          ))}
        </ListSection>
      )}
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <NewsletterBox />
      </div>
    </>
  );
}

/** The views the build renders ahead: the second page and each category's first page (a few, whatever the archive). */
export async function blogListStaticParams(): Promise<{ view: string[] }[]> {
  const categories = await getPostCategories();
  const firstPages = categories.ok ? categories.data.slice(0, PRERENDERED_CATEGORY_PAGES) : [];
  return [{ view: ["page", "2"] }, ...firstPages.map((category) => ({ view: ["categorie", category.slug] }))];
}

const PRERENDERED_CATEGORY_PAGES = 12;
