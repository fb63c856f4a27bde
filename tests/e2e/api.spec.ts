import { expect, test } from "./helpers/test";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";
import { insertPost, insertProject } from "./helpers/content";

const newestFirst = [...SAMPLE_BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

test("GET /api/projects lists published projects only, newest first, cacheable by a proxy", async ({ request }) => {
  const draft = await insertProject({ status: "draft", title: "Brouillon de l'API" });
  // Uncompressed: the quick compression of a new version is kept by proxies for a second only (server/shared-responses.ts).
  const response = await request.get("/api/projects", { headers: { "accept-encoding": "identity" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  const projects = (await response.json()) as {
    id: number;
    title: string;
    status: string;
    description: { about: string };
  }[];
  expect(projects.every((project) => project.status === "published")).toBe(true);
  expect(projects.map((project) => project.id)).not.toContain(draft.id);
  expect(projects.slice(0, 2).map((project) => project.title)).toEqual([
    SAMPLE_PROJECTS[1]!.title,
    SAMPLE_PROJECTS[0]!.title,
  ]);
  expect(projects[0]!.description.about).toBe(SAMPLE_PROJECTS[1]!.description.about);
});

test("GET /api/projects?featured=true&limit=N gives at most N featured projects", async ({ request }) => {
  const projects = (await (await request.get("/api/projects?featured=true&limit=1")).json()) as { featured: boolean }[];
  expect(projects).toHaveLength(1);
  expect(projects[0]!.featured).toBe(true);
});

test("GET /api/projects refuses invalid query values with 400 and a French message", async ({ request }) => {
  for (const [query, message] of [
    ["limit=abc", "Le paramètre limit doit être un nombre entier."],
    ["limit=0", "Le paramètre limit doit être compris entre 1 et 100."],
    ["limit=500", "Le paramètre limit doit être compris entre 1 et 100."],
    ["featured=oui", "Le paramètre featured doit valoir true ou false."],
  ]) {
    const response = await request.get(`/api/projects?${query}`);
    expect(response.status(), query).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message });
  }
});

test("GET /api/projects/{id} gives a published project, 400 for a malformed id and 404 for a missing project or a draft", async ({
  request,
}) => {
  const project = (await (await request.get("/api/projects/1")).json()) as { id: number; title: string };
  expect(project).toMatchObject({ id: 1, title: SAMPLE_PROJECTS[0]!.title });
  const draft = await insertProject({ status: "draft" });
  expect((await request.get("/api/projects/abc")).status()).toBe(400);
  for (const id of [999999, draft.id]) {
    const response = await request.get(`/api/projects/${id}`);
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: "Projet non trouvé." });
  }
});

test("GET /api/blog-posts lists published posts without their content, and `limit` keeps the newest", async ({
  request,
}) => {
  const draft = await insertPost({ published: false });
  const posts = (await (await request.get("/api/blog-posts")).json()) as {
    slug: string;
    content?: string;
    categoryName: string | null;
    category_id: number | null;
  }[];
  expect(posts.map((post) => post.slug)).not.toContain(draft.slug);
  expect(posts.slice(0, newestFirst.length).map((post) => post.slug)).toEqual(newestFirst.map((post) => post.slug));
  expect(posts[0]).not.toHaveProperty("content");
  expect(posts[0]).toMatchObject({ categoryName: newestFirst[0]!.categoryName, category_id: expect.any(Number) });

  const limited = (await (await request.get("/api/blog-posts?limit=4")).json()) as { slug: string }[];
  expect(limited.map((post) => post.slug)).toEqual(newestFirst.slice(0, 4).map((post) => post.slug));
  expect((await request.get("/api/blog-posts?limit=-1")).status()).toBe(400);
});

test("GET /api/blog-posts answers one page of at most 100 posts, described by totals and links in headers", async ({
  request,
}) => {
  const first = await request.get("/api/blog-posts");
  const total = Number(first.headers()["x-total-count"]);
  expect(total).toBeGreaterThanOrEqual(newestFirst.length);
  expect(first.headers()["x-per-page"]).toBe("100");
  expect(((await first.json()) as unknown[]).length).toBe(Math.min(total, 100));

  const second = await request.get("/api/blog-posts?page=2&limit=2");
  expect(second.status()).toBe(200);
  expect(((await second.json()) as { slug: string }[]).map((post) => post.slug)).toEqual(
    newestFirst.slice(2, 4).map((post) => post.slug),
  );
  const headers = second.headers();
  expect(headers).toMatchObject({
    "x-total-count": String(total),
    "x-total-pages": String(Math.ceil(total / 2)),
    "x-page": "2",
    "x-per-page": "2",
  });
  expect(headers.link).toContain('</api/blog-posts?page=1&limit=2>; rel="prev"');
  expect(headers.link).toContain('</api/blog-posts?page=3&limit=2>; rel="next"');

  for (const [query, message] of [
    ["limit=101", "Le paramètre limit doit être compris entre 1 et 100."],
    ["page=0", "Le paramètre page doit être compris entre 1 et 100000."],
    ["page=deux", "Le paramètre page doit être un nombre entier."],
  ]) {
    const response = await request.get(`/api/blog-posts?${query}`);
    expect(response.status(), query).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message });
  }
});

test("GET /api/projects past the last page answers the last page", async ({ request }) => {
  const total = Number((await request.get("/api/projects?limit=1")).headers()["x-total-count"]);
  const response = await request.get("/api/projects?limit=1&page=99999");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-page"]).toBe(String(total));
  expect(response.headers().link).not.toContain('rel="next"');
  expect((await response.json()) as unknown[]).toHaveLength(1);
});

test("GET /api/blog-posts/by-slug/{slug} gives a published post with its sanitised content, and 404 otherwise", async ({
  request,
}) => {
  const published = await insertPost({
    content: '<p>Texte</p><img src="uploads/a.png" onerror="alert(1)"><script>alert(1)</script>',
  });
  const post = (await (await request.get(`/api/blog-posts/by-slug/${published.slug}`)).json()) as {
    content: string;
    viewCount: number;
  };
  expect(post.content).toContain('<p>Texte</p><img src="/uploads/a.png"');
  expect(post.content).not.toMatch(/script|onerror/);
  const draft = await insertPost({ published: false });
  for (const slug of [draft.slug, "article-inconnu"]) {
    const response = await request.get(`/api/blog-posts/by-slug/${slug}`);
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: "Article non trouvé." });
  }
});

test("POST …/view refuses a missing session id and an unknown article", async ({ request }) => {
  const invalid = await request.post(`/api/blog-posts/by-slug/${newestFirst[0]!.slug}/view`, {
    data: { sessionId: "pas-un-uuid" },
  });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({ message: "Identifiant de session invalide." });
  const unknown = await request.post("/api/blog-posts/by-slug/article-inconnu/view", {
    data: { sessionId: crypto.randomUUID() },
  });
  expect(unknown.status()).toBe(404);
});
