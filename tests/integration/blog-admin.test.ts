import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as createPostRoute, GET as listPostsRoute } from "@/app/api/blog-posts/route";
import {
  DELETE as deletePostRoute,
  GET as getPostRoute,
  PUT as updatePostRoute,
} from "@/app/api/blog-posts/[id]/route";
import type { SessionUser } from "@/lib/auth/session";
import { BLOG_TAGS } from "@/lib/blog";
import { createPost, deletePost, findAdminPost, listAdminPosts, setPostPublished, updatePost } from "@/lib/blog/admin";
import { adminPostsQuerySchema, type BlogPostInput, blogPostSchema } from "@/lib/blog/schemas";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { REDIRECTS_TAG } from "@/lib/redirects";
import { readUpload, storeImage } from "@/lib/media";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";

// Outside a Next.js server expiring a tag does nothing: the spy records which tags each write expires.
vi.mock("@/lib/cache", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cache")>();
  return { ...actual, expireTags: vi.fn(actual.expireTags) };
});

vi.hoisted(() => {
  process.env.UPLOAD_DIR = `/tmp/blog-admin-test-${process.pid}-${Date.now()}`;
});

let editor: SessionUser;
let categoryId: number;
let counter = 0;

beforeAll(async () => {
  editor = await createTestUser("editor");
});

beforeEach(async () => {
  await db.blogPost.deleteMany();
  await db.blogCategory.deleteMany();
  categoryId = (await db.blogCategory.create({ data: { name: "Développement Web", slug: "developpement-web" } })).id;
});

function article(fields: Partial<BlogPostInput> = {}): BlogPostInput {
  counter += 1;
  return {
    title: `Article ${counter}`,
    slug: `article-${counter}`,
    category_id: categoryId,
    excerpt: "Un résumé.",
    content: "<p>Un contenu.</p>",
    author: "Aya Kouassi",
    ...fields,
  };
}

const save = (fields: Partial<BlogPostInput> = {}) => createPost(blogPostSchema.parse(article(fields)), editor);
const image = async () =>
  (
    await storeImage({
      bytes: await sharp({ create: { width: 20, height: 10, channels: 3, background: "#123456" } })
        .png()
        .toBuffer(),
    })
  ).path;
const filenameOf = (path: string) => path.replace("/uploads/", "");

describe("writing articles", () => {
  it("creates a draft by default, sanitises its content and derives reading time and search text", async () => {
    const post = await save({
      content: `<p onclick="alert(1)">Bonjour <strong>Abidjan</strong></p><script>alert(1)</script><img src="javascript:alert(1)">`,
      tags: ["SEO", " seo ", "Web"],
    });
    expect(post).toMatchObject({
      published: false,
      publishedAt: null,
      content: "<p>Bonjour <strong>Abidjan</strong></p>",
      tags: ["SEO", "Web"],
      readTime: 1,
      categoryName: "Développement Web",
      category_id: categoryId,
    });
    const row = await db.blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.searchText).toContain("bonjour abidjan");
    expect(row.searchText).toContain("aya kouassi");
    expect(
      await db.activity.findFirst({ where: { type: "blog", targetId: post.id, actorId: editor.id } }),
    ).toMatchObject({ title: `Article créé : ${post.title}` });
  });

  it("publishes at once when created with the switch on Publié", async () => {
    const before = Date.now();
    const post = await save({ published: true });
    expect(post.published).toBe(true);
    expect(new Date(post.publishedAt!).getTime()).toBeGreaterThanOrEqual(before);
  });

  it("refuses a slug another article uses, with a clear message on the slug field", async () => {
    await save({ slug: "mon-article" });
    await expect(save({ slug: "mon-article" })).rejects.toMatchObject({
      status: 409,
      message: "Ce slug est déjà utilisé par un autre article. Choisissez-en un autre.",
      extra: { fieldErrors: { slug: [expect.any(String)] } },
    });
    const other = await save();
    await expect(
      updatePost(other.id, blogPostSchema.parse(article({ slug: "mon-article" })), editor),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("refuses a category that does not exist, and content that is nothing once sanitised", async () => {
    await expect(save({ category_id: categoryId + 1000 })).rejects.toMatchObject({
      status: 400,
      extra: { fieldErrors: { category_id: ["Cette catégorie n'existe plus. Choisissez-en une autre."] } },
    });
    await expect(
      save({ content: "<script>alert('x')</script><iframe src='https://evil.example'></iframe>" }),
    ).rejects.toMatchObject({ status: 400, message: "Le contenu est requis" });
  });

  it("publishing sets publishedAt to now; unpublishing keeps it; each change records its activity", async () => {
    const draft = await save();
    const published = await updatePost(
      draft.id,
      blogPostSchema.parse(article({ slug: draft.slug, published: true })),
      editor,
    );
    expect(published.publishedAt).not.toBeNull();
    const unpublished = await updatePost(
      draft.id,
      blogPostSchema.parse(article({ slug: draft.slug, published: false })),
      editor,
    );
    expect(unpublished).toMatchObject({ published: false, publishedAt: published.publishedAt });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const republished = await setPostPublished(draft.id, true, editor);
    expect(new Date(republished.publishedAt!).getTime()).toBeGreaterThan(new Date(published.publishedAt!).getTime());
    const withdrawn = await setPostPublished(draft.id, false, editor);
    expect(withdrawn).toMatchObject({ published: false, publishedAt: republished.publishedAt });

    const titles = (
      await db.activity.findMany({ where: { targetId: draft.id, type: "blog" }, orderBy: { id: "asc" } })
    ).map((activity) => activity.title.split(" : ")[0]);
    expect(titles).toEqual([
      "Article créé",
      "Article publié",
      "Article retiré de la publication",
      "Article publié",
      "Article retiré de la publication",
    ]);
  });

  it("changes nothing when the toggle asks for the state the article is already in", async () => {
    const post = await save({ published: true });
    const again = await setPostPublished(post.id, true, editor);
    expect(again.publishedAt).toBe(post.publishedAt);
    expect(await db.activity.count({ where: { targetId: post.id, type: "blog" } })).toBe(1);
  });

  it("answers 404 for an article that does not exist", async () => {
    await expect(updatePost(999_999, blogPostSchema.parse(article()), editor)).rejects.toMatchObject({
      status: 404,
      message: "Article non trouvé.",
    });
    await expect(setPostPublished(999_999, true, editor)).rejects.toMatchObject({ status: 404 });
    await expect(deletePost(999_999, editor)).rejects.toMatchObject({ status: 404 });
    expect(await findAdminPost(999_999)).toBeNull();
  });

  it("records the images an article shows as library uses on each save, its HTML included; the files stay in the library", async () => {
    const [cover, gallery, inline, shared] = await Promise.all([image(), image(), image(), image()]);
    const post = await save({
      coverImage: cover,
      additionalImages: [gallery, shared],
      content: `<p>Texte</p><img src="${inline}" alt="">`,
    });
    const other = await save({ additionalImages: [shared] });
    const usesOf = async (uploadPath: string) =>
      (
        await db.mediaUse.findMany({
          where: { media: { filename: filenameOf(uploadPath) } },
          select: { articleId: true, field: true },
          orderBy: { id: "asc" },
        })
      ).map((use) => `${use.articleId === post.id ? "post" : use.articleId === other.id ? "other" : "?"}:${use.field}`);
    expect(await usesOf(cover)).toEqual(["post:cover"]);
    expect(await usesOf(inline)).toEqual(["post:content"]);
    expect(await usesOf(shared)).toEqual(["post:gallery", "other:gallery"]);

    await updatePost(
      post.id,
      blogPostSchema.parse(
        article({ slug: post.slug, coverImage: null, additionalImages: [gallery], content: "<p>Texte seul</p>" }),
      ),
      editor,
    );
    expect(await usesOf(cover)).toEqual([]);
    expect(await usesOf(inline)).toEqual([]);
    expect(await usesOf(gallery)).toEqual(["post:gallery"]);
    expect(await usesOf(shared)).toEqual(["other:gallery"]);
    // Unused files are listed for clean-up, never deleted silently.
    expect(await readUpload(filenameOf(cover))).not.toBeNull();
    expect(await readUpload(filenameOf(inline))).not.toBeNull();

    await deletePost(post.id, editor);
    expect(await usesOf(gallery)).toEqual([]);
    expect(await readUpload(filenameOf(gallery))).not.toBeNull();
    expect(await usesOf(shared)).toEqual(["other:gallery"]);
    expect(
      await db.activity.findFirst({ where: { targetId: post.id, title: { startsWith: "Article supprimé" } } }),
    ).not.toBeNull();
  });
});

describe("the public pages a write expires", () => {
  const expired = () => vi.mocked(expireTags).mock.calls.flat();
  beforeEach(() => vi.mocked(expireTags).mockClear());
  const list = (scope: string, block: number) => `${BLOG_TAGS.list}:${scope}:${block}`;
  const HEAD = [0, 1, 2];

  /** `count` published posts of the category, one a day, the newest yesterday: newest first, they fill the lists. */
  async function archive(count: number) {
    for (let index = 0; index < count; index += 1)
      await db.blogPost.create({
        data: {
          title: `Archive ${index}`,
          slug: `archive-${index}`,
          excerpt: "e",
          content: "<p>c</p>",
          author: "A",
          categoryId,
          published: true,
          publishedAt: new Date(Date.now() - (index + 1) * 86_400_000),
        },
      });
  }

  it("none while an article is a draft before and after: created, edited (slug included), toggled to draft, deleted", async () => {
    const draft = await save();
    await updatePost(draft.id, blogPostSchema.parse(article({ slug: "nouvelle-adresse" })), editor);
    await setPostPublished(draft.id, false, editor);
    await deletePost(draft.id, editor);
    expect(expired()).toEqual([]);
  });

  it("a publish: the article's page, the first pages of the list and of its category, the searches, the feed, its sitemap file and counts; not the other articles nor the deep pages", async () => {
    await archive(60);
    const post = await save({ published: true });
    const tags = expired();
    expect(tags).toEqual(
      expect.arrayContaining([
        BLOG_TAGS.post(post.slug),
        ...HEAD.map((block) => list("all", block)),
        ...HEAD.map((block) => list("developpement-web", block)),
        BLOG_TAGS.searches,
        BLOG_TAGS.feed,
        BLOG_TAGS.sitemapFile(1),
        BLOG_TAGS.stats,
      ]),
    );
    expect(tags.filter((tag) => tag.startsWith("blog-post:"))).toEqual([BLOG_TAGS.post(post.slug)]);
    expect(tags).not.toContain(list("all", 4));
    expect(tags, "the category existed: its buttons stay").not.toContain(BLOG_TAGS.categories);
    expect(tags, "not every page of the blog").not.toContain(BLOG_TAGS.posts);
  });

  it("an edit of an old article: its page and the page of the list it shows on, not the first pages nor the feed", async () => {
    await archive(60);
    const old = await db.blogPost.findFirstOrThrow({ where: { slug: "archive-55" } });
    await updatePost(
      old.id,
      blogPostSchema.parse(article({ slug: old.slug, title: "Nouveau titre", published: true })),
      editor,
    );
    // 55 newer articles before it: position 55, in the fifth page (block 4) of the list and of its category.
    expect(new Set(expired())).toEqual(
      new Set([
        BLOG_TAGS.post(old.slug),
        list("all", 4),
        list("developpement-web", 4),
        BLOG_TAGS.searches,
        BLOG_TAGS.sitemapFile(1),
        BLOG_TAGS.stats,
      ]),
    );
  });

  it("a new address expires the old and the new one and the redirects; unpublishing, publishing, deleting move it", async () => {
    const post = await save({ published: true });
    vi.mocked(expireTags).mockClear();
    await updatePost(post.id, blogPostSchema.parse(article({ slug: "nouvelle-adresse", published: true })), editor);
    expect(expired()).toEqual(
      expect.arrayContaining([BLOG_TAGS.post(post.slug), BLOG_TAGS.post("nouvelle-adresse"), REDIRECTS_TAG]),
    );
    for (const change of [
      () => setPostPublished(post.id, false, editor),
      () => setPostPublished(post.id, true, editor),
      () => deletePost(post.id, editor),
    ]) {
      vi.mocked(expireTags).mockClear();
      await change();
      expect(expired()).toEqual(
        expect.arrayContaining([BLOG_TAGS.post("nouvelle-adresse"), list("all", 0), BLOG_TAGS.feed]),
      );
    }
    // The last article of its category left: the category buttons change.
    expect(expired()).toContain(BLOG_TAGS.categories);
  });

  it("the article's when the edit form takes it off the site", async () => {
    const post = await save({ published: true });
    vi.mocked(expireTags).mockClear();
    await updatePost(post.id, blogPostSchema.parse(article({ slug: post.slug, published: false })), editor);
    expect(expired()).toEqual(expect.arrayContaining([BLOG_TAGS.post(post.slug), list("all", 0)]));
  });
});

describe("the admin list", () => {
  const query = (fields: Record<string, unknown> = {}) => adminPostsQuerySchema.parse(fields);

  it("includes drafts, newest first, and pages on the server", async () => {
    for (let index = 0; index < 25; index += 1)
      await db.blogPost.create({
        data: {
          title: `Série ${index}`,
          slug: `serie-${index}`,
          excerpt: "e",
          content: "<p>c</p>",
          author: "A",
          published: index % 2 === 0,
          createdAt: new Date(Date.UTC(2025, 0, index + 1)),
        },
      });
    const first = await listAdminPosts(query());
    expect(first.pagination).toEqual({ total: 25, page: 1, limit: 20, totalPages: 2 });
    expect(first.posts.map((post) => post.title).slice(0, 2)).toEqual(["Série 24", "Série 23"]);
    const second = await listAdminPosts(query({ page: "2" }));
    expect(second.posts).toHaveLength(5);
    expect((await listAdminPosts(query({ status: "draft" }))).pagination.total).toBe(12);
    expect((await listAdminPosts(query({ status: "published" }))).posts.every((post) => post.published)).toBe(true);
  });

  it("searches title, excerpt, author, tags and the content's text, whatever the case", async () => {
    await save({
      title: "Référencement local",
      excerpt: "Être trouvé",
      author: "Fatou Bamba",
      tags: ["Google Maps"],
      content: "<p>Les avis <em>clients</em> comptent.</p>",
    });
    await save({ title: "Autre sujet" });
    for (const search of ["RÉFÉRENCEMENT", "être trouvé", "bamba", "google maps", "avis clients"]) {
      const { posts } = await listAdminPosts(query({ search }));
      expect(
        posts.map((post) => post.title),
        search,
      ).toEqual(["Référencement local"]);
    }
    expect((await listAdminPosts(query({ search: "<em>" }))).posts).toEqual([]);
  });

  it("shows 'Non catégorisé' for an article whose category was deleted", async () => {
    const post = await save();
    await db.blogCategory.delete({ where: { id: categoryId } });
    expect(await findAdminPost(post.id)).toMatchObject({
      category_id: null,
      categoryName: "Non catégorisé",
      categoryObj: null,
    });
  });
});

describe("blog posts API", () => {
  const create = async (json: unknown, as: SessionUser = editor) =>
    createPostRoute(await apiRequest("/api/blog-posts", { method: "POST", as, json }), routeContext());
  const update = async (id: number | string, json: unknown, as: SessionUser = editor) =>
    updatePostRoute(
      await apiRequest(`/api/blog-posts/${id}`, { method: "PUT", as, json }),
      routeContext({ id: String(id) }),
    );

  it("creates an article (201), ignoring the fields a client may not set", async () => {
    const response = await create({
      ...article({ slug: "par-api" }),
      id: 4242,
      viewCount: 9999,
      publishedAt: "2001-01-01T00:00:00Z",
      searchText: "pirate",
      readTime: 99,
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ slug: "par-api", viewCount: 0, published: false, publishedAt: null, readTime: 1 });
    expect(created.id).not.toBe(4242);
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: created.id } })).searchText).not.toContain("pirate");
  });

  it("answers 400 with the form's French message for each missing field", async () => {
    const messages = {
      title: "Le titre est requis",
      slug: "Le slug est requis",
      category_id: "La catégorie est requise",
      excerpt: "L'extrait est requis",
      content: "Le contenu est requis",
      author: "L'auteur est requis",
    };
    for (const [field, message] of Object.entries(messages)) {
      const response = await create({
        ...article(),
        [field]: field === "category_id" ? 0 : field === "content" ? "<p> </p>" : "",
      });
      expect(response.status, field).toBe(400);
      expect(await response.json(), field).toMatchObject({ success: false, message });
    }
  });

  it("lists drafts with admin=true for signed-in roles only, one page at a time, searched and filtered", async () => {
    const draft = await save({ title: "Brouillon secret" });
    await save({ title: "Article publié", published: true });
    const list = async (query: string, as?: SessionUser) =>
      listPostsRoute(await apiRequest(`/api/blog-posts?admin=true${query}`, { as }), routeContext());
    expect((await list("")).status).toBe(401);
    const reader = await createTestUser("user");
    const all = await list("", reader);
    expect(all.status).toBe(200);
    expect(all.headers.get("X-Total-Count")).toBe("2");
    expect((await all.json()).map((post: { title: string }) => post.title)).toEqual([
      "Article publié",
      "Brouillon secret",
    ]);
    const drafts = await list("&status=draft&search=SECRET&limit=1", reader);
    expect(await drafts.json()).toMatchObject([{ id: draft.id, published: false, categoryName: "Développement Web" }]);
    expect((await list("&limit=1000", reader)).status).toBe(400);
  });

  it("answers 404 for an unknown id, and reads a draft by id", async () => {
    expect((await update(999_999, article())).status).toBe(404);
    expect((await update("abc", article())).status).toBe(404);
    expect(
      (
        await deletePostRoute(
          await apiRequest("/api/blog-posts/999999", { method: "DELETE", as: editor }),
          routeContext({ id: "999999" }),
        )
      ).status,
    ).toBe(404);
    const draft = await save();
    const response = await getPostRoute(
      await apiRequest(`/api/blog-posts/${draft.id}?admin=true`, { as: editor }),
      routeContext({ id: String(draft.id) }),
    );
    expect(await response.json()).toMatchObject({ id: draft.id, published: false, content: "<p>Un contenu.</p>" });
  });

  it("updates and deletes through the API", async () => {
    const post = await save();
    const updated = await update(post.id, article({ slug: post.slug, title: "Nouveau titre", published: true }));
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ title: "Nouveau titre", published: true });
    const deleted = await deletePostRoute(
      await apiRequest(`/api/blog-posts/${post.id}`, { method: "DELETE", as: editor }),
      routeContext({ id: String(post.id) }),
    );
    expect(await deleted.json()).toEqual({ success: true, message: "L'article « Nouveau titre » a été supprimé." });
    expect(await db.blogPost.findUnique({ where: { id: post.id } })).toBeNull();
  });
});
