import { ListSection, listTexts } from "@/components/site/list-section";
import { inPageLanguage } from "@/components/site/forms/texts";
import { NewsletterBox } from "@/components/site/newsletter-box";
import { subscribeToNewsletter } from "../../actions";
import { PageHero } from "@/components/site/page-hero";
import { PostCard as PostCardView } from "@/components/site/post-card";
import { RetryButton } from "@/components/site/retry-button";
import { PageNotFoundResponse } from "@/components/site/status-view";
import { type PostCard, postCardOf, samplePostCards } from "@/lib/blog/cards";
import { getPostCategories, getPublishedPostPage } from "@/lib/blog/list";
import { ALL_POSTS, filterPosts, postCategories } from "@/lib/blog/search";
import type { Locale } from "@/lib/i18n/locales";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { getPublicMedia } from "@/lib/media/public";
import { listTrail, listViewMetadata, type ListViewWording, loadListView, type ListSource } from "@/lib/list-pages";
import { type ListView } from "@/lib/list-views";

// /blog and every view of it (category, search, page): app/[locale]/(site)/blog/(list)/page.tsx and [...view]/page.tsx.

/** The blog's cards: its cached pages, or the spec's six sample posts when the database cannot be read. */
const BLOG_SOURCE: ListSource<PostCard> = {
  categories: async () => getPostCategories(await getLocale()),
  page: async (query) => {
    const page = await getPublishedPostPage({ ...query, locale: await getLocale() });
    if (!page.ok) return page;
    const media = await getPublicMedia(page.data.posts.map((post) => post.coverImage));
    return {
      ok: true,
      data: { cards: page.data.posts.map((post) => postCardOf(post, media)), total: page.data.total },
    };
  },
  samples: samplePostCards,
  categoryOf: (post) => post.categoryName,
  sampleCategories: postCategories,
  filterSamples: (posts, { search, category }) => filterPosts(posts, { search, category: category ?? ALL_POSTS }),
};

const loadBlogList = (view: ListView) => loadListView(view, BLOG_SOURCE);

/** Title, description, canonical address and neighbouring pages of a view; search results stay out of indexes. */
export async function blogListMetadata(view: ListView) {
  const [t, nav, pages] = await Promise.all([
    getTranslations("Blog"),
    getTranslations("Navigation"),
    getTranslations("Metadata.pages"),
  ]);
  const wording: ListViewWording = {
    list: nav("blog"),
    title: pages("blog.title"),
    description: pages("blog.description"),
    categoryTitle: (category) => t("metadata.categoryTitle", { category }),
    categoryDescription: (category) => t("metadata.categoryDescription", { category }),
    searchDescription: (search) => t("metadata.searchDescription", { search }),
    rssFeed: true,
  };
  return listViewMetadata("/blog", view, await loadBlogList(view), wording);
}

export async function BlogListPage({ view }: { view: ListView }) {
  const list = await loadBlogList(view);
  if (!list.found) return <PageNotFoundResponse />;
  const [t, nav, errors] = await Promise.all([
    getTranslations("Blog"),
    getTranslations("Navigation"),
    getTranslations("Errors"),
  ]);
  return (
    <>
      <PageHero
        trail={listTrail("/blog", nav("blog"), list.category)}
        eyebrow={t("hero.eyebrow")}
        title={list.category?.name ?? t("hero.title")}
        description={t("hero.description")}
      />
      <ListSection
        id="post-list"
        base="/blog"
        view={view}
        content={list}
        texts={await listTexts("Blog")}
        notice={
          list.failed && (
            <div
              role="alert"
              className="mb-8 flex flex-col items-start gap-4 rounded-xl border border-destructive/40 bg-destructive/5 p-5 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="font-medium text-destructive">{t("list.loadFailed")}</p>
              <RetryButton label={errors("retry")} />
            </div>
          )
        }
      >
        {list.cards.map((post) => (
          <PostCardView key={post.slug} post={post} />
        ))}
      </ListSection>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <NewsletterBox action={await inPageLanguage(subscribeToNewsletter)} />
      </div>
    </>
  );
}

/** The views the build renders ahead: the second page and each category's first page (a few, whatever the archive). */
export async function blogListStaticParams(locale: Locale): Promise<{ view: string[] }[]> {
  const categories = await getPostCategories(locale);
  const firstPages = categories.ok ? categories.data.slice(0, PRERENDERED_CATEGORY_PAGES) : [];
  return [{ view: ["page", "2"] }, ...firstPages.map((category) => ({ view: ["categorie", category.slug] }))];
}

const PRERENDERED_CATEGORY_PAGES = 12;
