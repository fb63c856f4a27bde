// The public lists at the data layer, against real PostgreSQL: the search (French full-text search with accents
// folded, and partial words), the category filter, the pages that lead through the whole archive, similar articles
// read by one bounded query, and the sitemap's files.
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db, Prisma } from "@/lib/db";
import { postCardOf } from "@/lib/blog/cards";
import {
  findPostCategories,
  findPostSitemapItems,
  findPublishedPostPage,
  findPublishedPostStats,
  findSimilarPosts,
  similarPostsQuery,
} from "@/lib/blog/list";
import {
  FIRST_VIEW,
  LIST_PAGE_SIZE,
  type ListBase,
  type ListView,
  listViewPath,
  normalizeSearch,
  viewOfPath,
} from "@/lib/list-views";
import { findProjectCategories, findPublishedProjectPage } from "@/lib/projects/list";
import { SITEMAP_MAX_URLS, sitemapFileNumbers, sitemapFileRange } from "@/lib/sitemap";

const categories: Record<string, number> = {};

async function post(
  slug: string,
  fields: { title: string; excerpt?: string; tags?: string[]; category?: string | null; published?: boolean },
  publishedAt = new Date("2026-01-01T00:00:00Z"),
) {
  return db.blogPost.create({
    data: {
      slug,
      title: fields.title,
      excerpt: fields.excerpt ?? "Un résumé.",
      content: "<p>Texte</p>",
      author: "Awa",
      tags: fields.tags ?? [],
      categoryId: fields.category ? categories[fields.category] : null,
      published: fields.published ?? true,
      publishedAt,
    },
  });
}

const postSearch = async (search: string, category: string[] | null = null) =>
  (
    await findPublishedPostPage({
      locale: "fr",
      categories: category,
      search: normalizeSearch(search),
      page: 1,
      limit: 50,
    })
  ).posts.map((row) => row.slug);

beforeAll(async () => {
  for (const name of ["Sécurité informatique", "UX/UI Design", "Communication Digitale"]) {
    categories[name] = (
      await db.blogCategory.create({ data: { name, slug: name.toLowerCase().replace(/\W+/g, "-") } })
    ).id;
  }
  await post("cybersecurite-pme", {
    title: "Cybersécurité : 10 réflexes pour protéger votre PME",
    excerpt: "Les attaques visent aussi les petites entreprises.",
    tags: ["Sécurité", "PME"],
    category: "Sécurité informatique",
  });
  await post("interface-sure", {
    title: "Les bases du design d'interface",
    excerpt: "La sécurité commence par une interface claire.",
    tags: ["Design"],
    category: "UX/UI Design",
  });
  await post("mobile-money", {
    title: "Intégrer le paiement Mobile Money",
    excerpt: "Orange Money, MTN et Wave sur votre site.",
    tags: ["Paiement"],
    category: "Communication Digitale",
  });
  await post("communication-2026", {
    title: "La communication digitale en 2026",
    excerpt: "Une stratégie pour les réseaux sociaux.",
    tags: ["Réseaux sociaux"],
    category: "Communication Digitale",
  });
  await post("brouillon-securite", { title: "Sécurité : le brouillon", category: "UX/UI Design", published: false });
  await post("film-sans-categorie", { title: "Tourner un film", tags: ["Vidéo"], category: null });
  await post("sans-rien", { title: "Un article sans catégorie ni tag", category: null });
});

describe("the blog's search", () => {
  it("finds accented words typed without accents in the title, the tags and the excerpt, best matches first", async () => {
    expect(await postSearch("securite")).toEqual(["cybersecurite-pme", "interface-sure"]);
    expect(await postSearch("SÉCURITÉ")).toEqual(["cybersecurite-pme", "interface-sure"]);
    // Stemming: the plural finds the singular.
    expect(await postSearch("reseau")).toEqual(["communication-2026"]);
    expect(await postSearch("orange money")).toEqual(["mobile-money"]);
  });

  it("finds partial words: a word's beginning, and a piece cut anywhere", async () => {
    expect(await postSearch("cyber")).toEqual(["cybersecurite-pme"]);
    // Not a stem of 'communication' ('commun'), found as a piece of the text.
    expect(await postSearch("communica")).toEqual(["communication-2026"]);
    expect((await postSearch("curit")).sort()).toEqual(["cybersecurite-pme", "interface-sure"]);
    expect(await postSearch("introuvable")).toEqual([]);
  });

  it("is combined with the category filter, and never shows a draft", async () => {
    expect(await postSearch("securite", ["UX/UI Design"])).toEqual(["interface-sure"]);
    expect(await postSearch("securite", ["Sécurité informatique"])).toEqual(["cybersecurite-pme"]);
    expect(await postSearch("money", ["UX/UI Design"])).toEqual([]);
    expect(await postSearch("brouillon")).toEqual([]);
  });

  it("does not look in the author, the content or the category's name", async () => {
    expect(await postSearch("awa")).toEqual([]);
    expect(await postSearch("texte")).toEqual([]);
    expect(await postSearch("informatique")).toEqual([]);
  });
});

describe("the blog's categories", () => {
  it("are the names the cards show, each once, in alphabetical order, with their number of posts", async () => {
    expect((await findPostCategories("fr")).map(({ name, slug, count }) => ({ name, slug, count }))).toEqual([
      { name: "Communication Digitale", slug: "communication-digitale", count: 2 },
      { name: "Non catégorisé", slug: "non-categorise", count: 1 },
      { name: "Sécurité informatique", slug: "securite-informatique", count: 1 },
      { name: "UX/UI Design", slug: "uxui-design", count: 1 },
      { name: "Vidéo", slug: "video", count: 1 },
    ]);
  });

  it("keep the posts whose card shows the chosen name (the card's rule, categoryNameOf, in SQL)", async () => {
    for (const category of await findPostCategories("fr")) {
      const { posts, total } = await findPublishedPostPage({
        locale: "fr",
        categories: [category.name],
        search: null,
        page: 1,
        limit: 50,
      });
      expect(total, category.name).toBe(category.count);
      for (const row of posts) expect(postCardOf(row).categoryName, row.slug).toBe(category.name);
    }
  });
});

describe("the portfolio's search", () => {
  const projectSearch = async (search: string, category: string[] | null = null) =>
    (
      await findPublishedProjectPage({
        locale: "fr",
        categories: category,
        search: normalizeSearch(search),
        page: 1,
        limit: 50,
      })
    ).projects.map((project) => project.title);

  beforeAll(async () => {
    const project = (title: string, fields: Partial<Prisma.ProjectCreateInput>) =>
      db.project.create({
        data: {
          title,
          category: "web",
          client: "Client",
          date: "Mars 2026",
          about: "À propos.",
          challenge: "Défi",
          solution: "Solution",
          results: "Résultats",
          status: "published",
          ...fields,
        },
      });
    await project("Portail Éducation Nationale", { client: "Ministère", category: "web" });
    await project("Application de livraison", { client: "Société Générale d'Équipement", category: "mobile" });
    await project("Identité visuelle", { about: "Une identité pour une école à Bouaké.", category: "uxui" });
    await project("Projet brouillon éducation", { status: "draft" });
  });

  it("looks in the title, the client and the description, accents folded, partial words included", async () => {
    expect(await projectSearch("education")).toEqual(["Portail Éducation Nationale"]);
    expect(await projectSearch("equipement")).toEqual(["Application de livraison"]);
    expect(await projectSearch("bouake")).toEqual(["Identité visuelle"]);
    expect(await projectSearch("livr")).toEqual(["Application de livraison"]);
    expect(await projectSearch("ducati")).toEqual(["Portail Éducation Nationale"]);
  });

  it("is combined with the category filter, whose categories come from the published projects", async () => {
    expect(await projectSearch("education", ["Développement Mobile"])).toEqual([]);
    expect(await projectSearch("livraison", ["Développement Mobile"])).toEqual(["Application de livraison"]);
    expect((await findProjectCategories()).map((category) => category.slug).sort()).toEqual([
      "developpement-mobile",
      "developpement-web",
      "uxui-design",
    ]);
  });
});

/**
 * Follows the pages of a view as its pager links them (next page after next page, each address read back into its
 * view), and gives the slugs they show.
 */
async function followPages(base: ListBase, first: Partial<ListView>): Promise<string[]> {
  const seen: string[] = [];
  let path: string | null = listViewPath(base, first);
  while (path) {
    const view: ListView = viewOfPath(base, path)!;
    const { posts, total } = await findPublishedPostPage({
      locale: "fr",
      categories: view.category ? [view.category === "archives" ? "Archives" : view.category] : null,
      search: view.search,
      page: view.page,
      limit: LIST_PAGE_SIZE,
    });
    expect(posts.length, path).toBeGreaterThan(0);
    seen.push(...posts.map((row) => row.slug));
    const totalPages = Math.ceil(total / LIST_PAGE_SIZE);
    path = view.page < totalPages ? listViewPath(base, { ...view, page: view.page + 1 }) : null;
  }
  return seen;
}

describe("the pages of a list", () => {
  beforeAll(async () => {
    categories.Archives = (await db.blogCategory.create({ data: { name: "Archives", slug: "archives" } })).id;
    for (let index = 0; index < 40; index += 1) {
      // Several posts share a date: the id orders them.
      const date = new Date(Date.UTC(2025, 0, 1 + Math.floor(index / 3)));
      await post(`archive-${index}`, { title: `Archive numéro ${index}`, category: "Archives" }, date);
      if (index % 6 === 0) await post(`archive-brouillon-${index}`, { title: "Archive brouillon", published: false });
    }
  });

  it("lead from the first page through every published post, each once, and no draft", async () => {
    const published = await db.blogPost.findMany({ where: { published: true }, select: { slug: true } });
    const seen = await followPages("/blog", FIRST_VIEW);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(published.map((row) => row.slug).sort());
  });

  it("lead through every post of a category, and every result of a search, newest first", async () => {
    const archives = await followPages("/blog", { category: "archives" });
    expect(archives).toHaveLength(40);
    expect(new Set(archives).size).toBe(40);
    const found = await followPages("/blog", { search: "archive numero" });
    expect([...found].sort()).toEqual([...archives].sort());
  });

  it("answer nothing past the last page, and say how many posts there are", async () => {
    const page = await findPublishedPostPage({
      locale: "fr",
      categories: ["Archives"],
      search: null,
      page: 99,
      limit: 12,
    });
    expect(page).toEqual({ posts: [], total: 40 });
  });
});

describe("similar articles", () => {
  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const article = (slug: string, fields: { category: string | null; tags: string[]; publishedAt: Date }) =>
    db.blogPost.create({
      data: {
        slug,
        title: slug,
        excerpt: "Résumé",
        content: "<p>x</p>",
        author: "Awa",
        categoryId: fields.category ? categories[fields.category] : null,
        tags: fields.tags,
        published: true,
        publishedAt: fields.publishedAt,
      },
      select: { id: true, categoryId: true, tags: true },
    });
  let current: { id: number; categoryId: number | null; tags: string[] };
  let alone: { id: number; categoryId: number | null; tags: string[] };

  beforeAll(async () => {
    categories.Seule = (await db.blogCategory.create({ data: { name: "Seule", slug: "seule" } })).id;
    // An archive of thousands of posts, one an hour, in four categories.
    const ids = ["Sécurité informatique", "UX/UI Design", "Communication Digitale", "Archives"].map(
      (name) => categories[name],
    );
    await db.$executeRaw`
      INSERT INTO blog_posts (title, slug, excerpt, content, author, category_id, tags, published, published_at, updated_at)
      SELECT 'Article ' || g, 'volume-' || g, 'Résumé', '<p>x</p>', 'Awa', (${ids}::int[])[1 + g % 4],
             ARRAY['tag-' || (g % 50)], g % 10 <> 0, now() - g * interval '1 hour', now()
      FROM generate_series(1, 3000) g`;
    await db.$executeRaw`ANALYZE blog_posts`;
    current = await article("courant", { category: "UX/UI Design", tags: ["rare-a", "rare-b"], publishedAt: ago(0.2) });
    await article("cousin-proche", { category: "UX/UI Design", tags: ["rare-b", "rare-a"], publishedAt: ago(30) });
    await article("voisin", { category: "Archives", tags: ["rare-a"], publishedAt: ago(0.1) });
    alone = await article("seul", { category: "Seule", tags: ["rare-a"], publishedAt: ago(0.3) });
  });

  afterEach(() => vi.restoreAllMocks());

  const slugs = async (post: typeof current) => (await findSimilarPosts(post, "fr")).map((row) => row.slug);
  const newestOfCategory = async (category: string, except: string[]) =>
    (
      await db.blogPost.findMany({
        where: { published: true, categoryId: categories[category], slug: { notIn: except } },
        orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
        take: 3,
        select: { slug: true },
      })
    ).map((row) => row.slug);

  it("are three other posts: the same category's first, those sharing the most tags before the newest", async () => {
    const similar = await slugs(current);
    expect(similar).toHaveLength(3);
    expect(similar[0]).toBe("cousin-proche");
    expect(similar.slice(1)).toEqual(
      (await newestOfCategory("UX/UI Design", ["courant", "cousin-proche"])).slice(0, 2),
    );
  });

  it("then those sharing tags, then the newest, when the category has no other post", async () => {
    expect(await slugs(alone)).toEqual(["voisin", "courant", "cousin-proche"]);
    const lonely = await db.blogPost.findUniqueOrThrow({ where: { slug: "sans-rien" } });
    const newest = await db.blogPost.findMany({
      where: { published: true, id: { not: lonely.id } },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      take: 3,
      select: { slug: true },
    });
    expect(await slugs({ id: lonely.id, categoryId: null, tags: [] })).toEqual(newest.map((row) => row.slug));
  });

  it("come from one query that reads a bounded number of rows, not the archive", async () => {
    const queries = vi.spyOn(pg.Pool.prototype, "query");
    await findSimilarPosts(current, "fr");
    expect(queries).toHaveBeenCalledTimes(1);
    const result = (await queries.mock.results[0]!.value) as pg.QueryResult;
    expect(result.rowCount).toBe(3);
    queries.mockRestore();

    // What PostgreSQL reads to answer it: two index scans that stop after a few rows.
    const [explained] = await db.$queryRaw<{ "QUERY PLAN": unknown[] }[]>`
      EXPLAIN (ANALYZE, FORMAT JSON) ${similarPostsQuery(current, "fr")}`;
    const plan = explained!["QUERY PLAN"];
    let rowsRead = 0;
    const visit = (node: Record<string, unknown>) => {
      if (node["Relation Name"] === "blog_posts")
        rowsRead += (node["Actual Rows"] as number) * (node["Actual Loops"] as number);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
    };
    visit((plan[0] as { Plan: Record<string, unknown> }).Plan);
    expect(await db.blogPost.count({ where: { published: true } })).toBeGreaterThan(2500);
    expect(rowsRead).toBeGreaterThan(0);
    expect(rowsRead).toBeLessThanOrEqual(50 + 200 + 2);
  });
});

describe("the sitemap's files", () => {
  it("hold at most 50,000 addresses each, as many files as a kind needs", () => {
    expect(SITEMAP_MAX_URLS).toBeLessThanOrEqual(50_000);
    expect(sitemapFileNumbers(0)).toEqual([]);
    expect(sitemapFileNumbers(1)).toEqual([1]);
    expect(sitemapFileNumbers(50_000)).toEqual([1]);
    expect(sitemapFileNumbers(50_001)).toEqual([1, 2]);
    expect(sitemapFileRange("2")).toEqual({ offset: 50_000, limit: 50_000 });
    for (const number of ["0", "x", "1.5", "-1"]) expect(sitemapFileRange(number)).toBeNull();
  });

  it("list every published post once across their files, and no draft", async () => {
    const perFile = 1000;
    const { count } = await findPublishedPostStats("fr");
    const numbers = sitemapFileNumbers(count, perFile);
    expect(numbers.length).toBeGreaterThan(2);
    const listed: string[] = [];
    for (const number of numbers) {
      const { offset, limit } = sitemapFileRange(String(number), perFile)!;
      const items = await findPostSitemapItems(offset, limit, "fr");
      expect(items.length).toBeLessThanOrEqual(perFile);
      listed.push(...items.map((item) => item.path));
    }
    const published = await db.blogPost.findMany({ where: { published: true }, select: { slug: true } });
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(published.map((row) => `/blog/${row.slug}`).sort());
  });
});
