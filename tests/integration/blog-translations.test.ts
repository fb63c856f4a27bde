import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { savePostTranslationAction } from "@/app/admin/(shell)/blogs/actions";
import type { SessionUser } from "@/lib/auth/session";
import {
  blogTags,
  findFeedPosts,
  findLatestPublishedPosts,
  findPublishedPostBySlug,
  findVersionsBySlug,
  findViewCount,
  incrementViewCount,
} from "@/lib/blog";
import { createPost, deletePost, findAdminPost, updatePost } from "@/lib/blog/admin";
import {
  findPostCategories,
  findPostSitemapItems,
  findPublishedPostPage,
  findPublishedPostStats,
} from "@/lib/blog/list";
import { listPostRevisions, listPostTranslationRevisions, restorePostTranslationRevision } from "@/lib/blog/revisions";
import {
  type BlogPostInput,
  blogPostSchema,
  type PostTranslationInput,
  postTranslationSchema,
} from "@/lib/blog/schemas";
import { deletePostTranslation, publishDueTranslations, savePostTranslation } from "@/lib/blog/translations";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { updateCategory } from "@/lib/categories";
import { normalizeSearch } from "@/lib/list-views";
import { findRedirectTarget, REDIRECTS_TAG } from "@/lib/redirects";
import { actAs } from "../helpers/action-session";
import { createTestUser } from "../helpers/auth";

// An article's translations (issue 45; lib/blog/translations.ts): their own address, words, publication, schedule and
// history; the article's shared fields; each language's lists, search, feed and sitemap.
vi.mock("next/headers", async (original) =>
  (await import("../helpers/action-session")).withActionSession(await original<object>()),
);
// Outside a Next.js server expiring a tag does nothing: the spy records which tags the saves expire.
vi.mock("@/lib/cache", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cache")>();
  return { ...actual, expireTags: vi.fn(actual.expireTags) };
});

let editor: SessionUser;
let categoryId: number;

beforeAll(async () => {
  editor = await createTestUser("editor");
  await actAs(editor);
});

beforeEach(async () => {
  await db.blogPost.deleteMany();
  await db.blogCategory.deleteMany();
  await db.revision.deleteMany();
  await db.redirect.deleteMany();
  categoryId = (await db.blogCategory.create({ data: { name: "Web", slug: "web" } })).id;
});

function frenchArticle(fields: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: "Réussir son site vitrine",
    slug: "reussir-son-site-vitrine",
    category_id: categoryId,
    excerpt: "Les étapes d'un site qui attire des clients.",
    content: "<p>Un site vitrine se prépare.</p>",
    author: "Aya Kouassi",
    coverImage: "https://images.example.com/couverture.jpg",
    tags: ["Web"],
    published: true,
    ...fields,
  };
}

function english(id: number, fields: Partial<PostTranslationInput> = {}) {
  return postTranslationSchema.parse(englishInput(id, fields));
}

function englishInput(id: number, fields: Partial<PostTranslationInput> = {}): PostTranslationInput {
  return {
    id,
    locale: "en",
    title: "Building a showcase website that works",
    slug: "showcase-website",
    excerpt: "The steps to a website that brings customers.",
    content: "<p>A showcase website takes preparation.</p>",
    published: false,
    ...fields,
  };
}

const tomorrow = () => new Date(Date.now() + 24 * 3_600_000);
const expired = () => vi.mocked(expireTags).mock.calls.flat();

describe("an article's English translation", () => {
  it("is off the English site until the scheduler publishes it, then has its own address, words and lists", async () => {
    const post = await createPost(blogPostSchema.parse(frenchArticle()), editor);
    const at = tomorrow();
    await savePostTranslation(english(post.id, { scheduledAt: at.toISOString() }), editor);

    expect(await findPublishedPostBySlug("showcase-website", "en")).toBeNull();
    expect(await findLatestPublishedPosts(10, "en")).toEqual([]);
    expect((await findPublishedPostBySlug(post.slug, "fr"))?.versions).toEqual({ fr: post.slug });
    expect((await findAdminPost(post.id))?.translations).toEqual([
      { locale: "en", published: false, scheduledAt: at.toISOString() },
    ]);

    expect(await publishDueTranslations(new Date(at.getTime() - 1_000))).toEqual([]);
    vi.mocked(expireTags).mockClear();
    expect(await publishDueTranslations(at)).toEqual([post.id]);
    const tags = blogTags("en");
    expect(expired()).toEqual(
      expect.arrayContaining([
        tags.post("showcase-website"),
        tags.feed,
        `${tags.list}:all:0`,
        blogTags("fr").post(post.slug),
      ]),
    );

    const page = await findPublishedPostBySlug("showcase-website", "en");
    expect(page).toMatchObject({
      id: post.id,
      title: "Building a showcase website that works",
      content: "<p>A showcase website takes preparation.</p>",
      coverImage: "https://images.example.com/couverture.jpg",
      author: "Aya Kouassi",
      category: { name: "Web" },
      versions: { fr: post.slug, en: "showcase-website" },
    });
    expect(page!.publishedAt?.toISOString()).toBe(at.toISOString());
    expect((await findPublishedPostBySlug(post.slug, "fr"))?.versions).toEqual({
      fr: post.slug,
      en: "showcase-website",
    });
    expect(await findVersionsBySlug(post.slug)).toEqual({ fr: post.slug, en: "showcase-website" });
    expect(await findVersionsBySlug("showcase-website")).toEqual({ fr: post.slug, en: "showcase-website" });

    expect((await findLatestPublishedPosts(10, "en")).map((summary) => summary.slug)).toEqual(["showcase-website"]);
    expect((await findFeedPosts(10, "en")).map((feedPost) => feedPost.title)).toEqual([
      "Building a showcase website that works",
    ]);
    expect(await findPostCategories("en")).toMatchObject([{ name: "Web", count: 1 }]);
    expect(await findPostSitemapItems(0, 100, "en")).toMatchObject([
      { path: "/blog/showcase-website", versions: { fr: `/blog/${post.slug}`, en: "/blog/showcase-website" } },
    ]);
    expect((await findPostSitemapItems(0, 100, "fr"))[0]?.versions).toEqual({
      fr: `/blog/${post.slug}`,
      en: "/blog/showcase-website",
    });
    expect((await findPublishedPostStats("en")).count).toBe(1);
  });

  it("is found by the English search, stemmed in English, and not by the French one", async () => {
    const post = await createPost(blogPostSchema.parse(frenchArticle()), editor);
    await savePostTranslation(english(post.id, { published: true }), editor);
    const search = async (text: string, locale: "fr" | "en") =>
      (
        await findPublishedPostPage({ locale, categories: null, search: normalizeSearch(text), page: 1, limit: 10 })
      ).posts.map((found) => found.slug);

    expect(await search("websites", "en")).toEqual(["showcase-website"]);
    expect(await search("customer", "en")).toEqual(["showcase-website"]);
    // The article's tags are searched in every language.
    expect(await search("web", "en")).toEqual(["showcase-website"]);
    expect(await search("showcase", "fr")).toEqual([]);
    expect(await search("vitrine", "en")).toEqual([]);
    expect(await search("vitrine", "fr")).toEqual([post.slug]);
  });

  it("is unpublished, edited and deleted without touching the French article, and keeps a history of its own", async () => {
    const post = await createPost(blogPostSchema.parse(frenchArticle()), editor);
    await savePostTranslation(english(post.id, { published: true }), editor);
    await savePostTranslation(english(post.id, { published: false, title: "Showcase websites" }), editor);

    expect(await findPublishedPostBySlug("showcase-website", "en")).toBeNull();
    expect(await findPostSitemapItems(0, 100, "en")).toEqual([]);
    expect(await findPublishedPostBySlug(post.slug, "fr")).toMatchObject({
      title: "Réussir son site vitrine",
      versions: { fr: post.slug },
    });
    expect(await listPostTranslationRevisions(post.id, "en")).toHaveLength(2);
    expect(await listPostRevisions(post.id)).toHaveLength(1);

    await deletePostTranslation(post.id, "en", editor);
    expect(await findAdminPost(post.id)).toMatchObject({ published: true, translations: [] });
    await expect(deletePostTranslation(post.id, "en", editor)).rejects.toMatchObject({ status: 404 });
  });

  it("restores a revision of its own history: its words come back, its publication stays, and it is a new revision", async () => {
    const post = await createPost(blogPostSchema.parse(frenchArticle()), editor);
    await savePostTranslation(english(post.id), editor);
    await savePostTranslation(english(post.id, { title: "Showcase websites", published: true }), editor);
    const [, first] = await listPostTranslationRevisions(post.id, "en");
    const [french] = await listPostRevisions(post.id);

    expect(await restorePostTranslationRevision(post.id, "en", first!.id, editor)).toMatchObject({
      title: "Building a showcase website that works",
      published: true,
    });
    expect(await findPublishedPostBySlug("showcase-website", "en")).toMatchObject({
      title: "Building a showcase website that works",
    });
    expect(await listPostTranslationRevisions(post.id, "en")).toHaveLength(3);
    expect(await db.activity.findFirst({ orderBy: { id: "desc" }, select: { title: true } })).toEqual({
      title: "Traduction (English) mise à jour : Building a showcase website that works",
    });
    // The article's French revisions are not the translation's, and a deleted translation has nothing to restore.
    await expect(restorePostTranslationRevision(post.id, "en", french!.id, editor)).rejects.toMatchObject({
      status: 404,
    });
    await deletePostTranslation(post.id, "en", editor);
    await expect(restorePostTranslationRevision(post.id, "en", first!.id, editor)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("shows the article's shared fields as they change, and leaves with the article", async () => {
    const post = await createPost(blogPostSchema.parse(frenchArticle()), editor);
    await savePostTranslation(english(post.id, { published: true }), editor);
    vi.mocked(expireTags).mockClear();
    await updatePost(post.id, blogPostSchema.parse(frenchArticle({ author: "Koffi Yao", tags: ["Vitrine"] })), editor);

    expect(await findPublishedPostBySlug("showcase-website", "en")).toMatchObject({
      author: "Koffi Yao",
      tags: ["Vitrine"],
    });
    expect(expired()).toEqual(expect.arrayContaining([blogTags("en").post("showcase-website")]));

    await deletePost(post.id, editor);
    expect(await db.blogPostTranslation.count()).toBe(0);
    expect(expired()).toEqual(expect.arrayContaining([blogTags("en").post("showcase-website"), blogTags("en").feed]));
  });

  it("shows its category's English name, the French one where the category has none, in cards, filters and search", async () => {
    const post = await createPost(blogPostSchema.parse(frenchArticle()), editor);
    await savePostTranslation(english(post.id, { published: true }), editor);
    const englishCard = async () => (await findLatestPublishedPosts(1, "en"))[0]?.category?.name;
    expect(await englishCard()).toBe("Web");

    await updateCategory(categoryId, { name: "Web", description: null, translatedNames: { en: "Websites" } }, editor);
    expect(await englishCard()).toBe("Websites");
    expect((await findPublishedPostBySlug("showcase-website", "en"))?.category?.name).toBe("Websites");
    expect(await findPostCategories("en")).toMatchObject([{ name: "Websites", slug: "websites", count: 1 }]);
    expect(await findPostCategories("fr")).toMatchObject([{ name: "Web", slug: "web", count: 1 }]);
    const inCategory = await findPublishedPostPage({
      locale: "en",
      categories: ["Websites"],
      search: null,
      page: 1,
      limit: 10,
    });
    expect(inCategory.posts.map((found) => found.slug)).toEqual(["showcase-website"]);

    // A save that does not name the translated names (the spec's API) leaves them; an empty one removes it.
    await updateCategory(categoryId, { name: "Web", description: "Sites et applications" }, editor);
    expect(await englishCard()).toBe("Websites");
    await updateCategory(categoryId, { name: "Web", description: null, translatedNames: { en: "" } }, editor);
    expect(await englishCard()).toBe("Web");
  });

  it("keeps a published translation's old address, leading to its new slug in its language; a draft's was never public", async () => {
    const post = await createPost(blogPostSchema.parse(frenchArticle()), editor);
    await savePostTranslation(english(post.id), editor);
    await savePostTranslation(english(post.id, { slug: "showcase-site" }), editor);
    expect(await findRedirectTarget("/en/blog/showcase-website")).toBeNull();

    await savePostTranslation(english(post.id, { slug: "showcase-site", published: true }), editor);
    vi.mocked(expireTags).mockClear();
    await savePostTranslation(english(post.id, { slug: "websites-that-sell", published: true }), editor);
    expect(await findRedirectTarget("/en/blog/showcase-site")).toBe("/en/blog/websites-that-sell");
    expect(expired()).toContain(REDIRECTS_TAG);
    // Back to the old slug: its address shows the translation again, and the newer one leads to it.
    await savePostTranslation(english(post.id, { slug: "showcase-site", published: true }), editor);
    expect(await findRedirectTarget("/en/blog/showcase-site")).toBeNull();
    expect(await findRedirectTarget("/en/blog/websites-that-sell")).toBe("/en/blog/showcase-site");
    expect(await findRedirectTarget(`/blog/${post.slug}`)).toBeNull();
  });

  it("counts its views as the article's", async () => {
    const post = await createPost(blogPostSchema.parse(frenchArticle()), editor);
    await savePostTranslation(english(post.id, { published: true }), editor);
    expect(await incrementViewCount("showcase-website", "en")).toBe(1);
    expect(await incrementViewCount(post.slug, "fr")).toBe(2);
    expect(await findViewCount("showcase-website", "en")).toBe(2);
    expect(await incrementViewCount(post.slug, "en")).toBeNull();
  });

  it("refuses, in French and as a 4xx, a slug another article has in the language, a missing article or language", async () => {
    const first = await createPost(blogPostSchema.parse(frenchArticle()), editor);
    const second = await createPost(blogPostSchema.parse(frenchArticle({ slug: "autre-article" })), editor);
    await savePostTranslation(english(first.id), editor);
    await expect(savePostTranslation(english(second.id), editor)).rejects.toMatchObject({
      status: 409,
      message: "Ce slug est déjà utilisé par un autre article dans cette langue. Choisissez-en un autre.",
    });
    // The same slug as a French article's is another language's address: allowed.
    await savePostTranslation(english(second.id, { slug: first.slug }), editor);
    await expect(savePostTranslation(english(999_999), editor)).rejects.toMatchObject({ status: 404 });

    const refused = await savePostTranslationAction({ ...englishInput(first.id), locale: "fr" } as never);
    expect(refused).toMatchObject({ ok: false });
    const blank = await savePostTranslationAction(englishInput(first.id, { title: "  " }));
    expect(blank).toMatchObject({ ok: false, fieldErrors: { title: ["Le titre est requis"] } });
  });
});
