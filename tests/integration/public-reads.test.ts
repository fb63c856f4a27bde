import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "@/lib/zod";
import { ApiError } from "@/lib/api";
import {
  findFeedPosts,
  findLatestPublishedPosts,
  findPublishedPostBySlug,
  findViewCount,
  incrementViewCount,
} from "@/lib/blog";
import { toPostJson } from "@/lib/blog/public-api";
import { recordArticleView } from "@/lib/blog/views";
import { db } from "@/lib/db";
import { findPublishedProject, findPublishedProjects } from "@/lib/projects";
import { publicProjectsQuerySchema } from "@/lib/projects/public-api";
import { RATE_LIMITS } from "@/lib/rate-limit";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

function project(title: string, fields: { status?: "draft" | "published"; featured?: boolean; createdAt?: Date } = {}) {
  return db.project.create({
    data: {
      title,
      category: "web",
      client: "Client",
      date: "Mars 2026",
      about: `${title} : à propos`,
      challenge: "Défi",
      solution: "Solution",
      results: "Résultats",
      status: fields.status ?? "published",
      featured: fields.featured ?? false,
      createdAt: fields.createdAt,
    },
  });
}

function post(slug: string, fields: { published?: boolean; publishedAt?: Date | null; viewCount?: number } = {}) {
  return db.blogPost.create({
    data: {
      slug,
      title: `Titre ${slug}`,
      excerpt: "Résumé",
      content: "<p>Texte</p>",
      author: "Awa",
      published: fields.published ?? true,
      publishedAt: fields.publishedAt === undefined ? new Date("2026-01-01T00:00:00Z") : fields.publishedAt,
      viewCount: fields.viewCount ?? 0,
    },
  });
}

let draftProjectId: number;

beforeAll(async () => {
  await project("Ancien", { createdAt: new Date("2024-01-01T00:00:00Z"), featured: true });
  await project("Récent", { createdAt: new Date("2026-01-01T00:00:00Z") });
  await project("Vedette", { createdAt: new Date("2025-06-01T00:00:00Z"), featured: true });
  draftProjectId = (
    await project("Brouillon", { status: "draft", featured: true, createdAt: new Date("2026-06-01T00:00:00Z") })
  ).id;
  await post("ancien-article", { publishedAt: new Date("2024-05-01T00:00:00Z") });
  await post("nouvel-article", { publishedAt: new Date("2026-03-01T00:00:00Z"), viewCount: 41 });
  await post("article-brouillon", { published: false, publishedAt: new Date("2026-09-01T00:00:00Z") });
});

describe("published projects", () => {
  it("are listed newest first, never with drafts", async () => {
    expect((await findPublishedProjects({ limit: 10, locale: "fr" })).map((p) => p.title)).toEqual([
      "Récent",
      "Vedette",
      "Ancien",
    ]);
  });

  it("can be limited to the featured ones and to a number", async () => {
    expect((await findPublishedProjects({ featured: true, limit: 10, locale: "fr" })).map((p) => p.title)).toEqual([
      "Vedette",
      "Ancien",
    ]);
    expect((await findPublishedProjects({ limit: 1, locale: "fr" })).map((p) => p.title)).toEqual(["Récent"]);
  });

  it("are found one by one, but a draft is not", async () => {
    const [first] = await findPublishedProjects({ limit: 1, locale: "fr" });
    expect((await findPublishedProject(first!.id, "fr"))?.project).toMatchObject({
      title: "Récent",
      category: "Développement Web",
      description: { about: "Récent : à propos" },
    });
    expect(await findPublishedProject(draftProjectId, "fr")).toBeNull();
    expect(await findPublishedProject(987654, "fr")).toBeNull();
  });
});

describe("published posts", () => {
  it("are listed newest first, never with drafts, in the list, the feed and one by one", async () => {
    expect((await findLatestPublishedPosts(10, "fr")).map((p) => p.slug)).toEqual(["nouvel-article", "ancien-article"]);
    expect((await findFeedPosts(10, "fr")).map((p) => p.slug)).toEqual(["nouvel-article", "ancien-article"]);
    expect(await findPublishedPostBySlug("article-brouillon", "fr")).toBeNull();
    expect(await findPublishedPostBySlug("nouvel-article", "fr")).toMatchObject({
      title: "Titre nouvel-article",
      content: "<p>Texte</p>",
    });
  });

  it("are given by the API with the spec's field names", async () => {
    const [newest] = await findLatestPublishedPosts(1, "fr");
    expect(toPostJson(newest!)).toMatchObject({
      slug: "nouvel-article",
      category_id: null,
      categoryName: null,
      categoryObj: null,
      date: "2026-03-01T00:00:00.000Z",
    });
  });
});

describe("public API queries", () => {
  it("accept featured=true|false", () => {
    expect(publicProjectsQuerySchema.parse({ featured: "true" })).toEqual({ featured: true });
    expect(publicProjectsQuerySchema.parse({})).toEqual({ featured: false });
  });

  it("refuse other values with a French message", () => {
    const result = publicProjectsQuerySchema.safeParse({ featured: "yes" });
    expect(result.success).toBe(false);
    expect(result.error).toBeInstanceOf(z.ZodError);
    expect(result.error!.issues[0]!.message).toBe("Le paramètre featured doit valoir true ou false.");
  });
});

describe("article views", () => {
  it("are counted in one UPDATE, also when many arrive at once, and only for published posts", async () => {
    await post("article-concurrent", { viewCount: 0 });
    await Promise.all(Array.from({ length: 20 }, () => incrementViewCount("article-concurrent", "fr")));
    expect(await findViewCount("article-concurrent", "fr")).toBe(20);
    expect(await incrementViewCount("article-brouillon", "fr")).toBeNull();
    expect(await incrementViewCount("inconnu", "fr")).toBeNull();
  });

  it("count once per visitor session, and once a day per address whatever the session ids", async () => {
    await post("article-session", { viewCount: 5 });
    const sessionId = randomUUID();
    const view = { slug: "article-session", sessionId, userAgent: BROWSER, clientAddress: "198.51.100.20" };
    expect(await recordArticleView(view)).toEqual({ counted: true, viewCount: 6 });
    expect(await recordArticleView(view)).toEqual({ counted: false, viewCount: 6 });
    expect(await recordArticleView({ ...view, sessionId: randomUUID() })).toEqual({ counted: false, viewCount: 6 });
    expect(await recordArticleView({ ...view, sessionId: randomUUID(), clientAddress: "198.51.100.25" })).toEqual({
      counted: true,
      viewCount: 7,
    });
  });

  it("are never counted for bots or clients that do not say what they are", async () => {
    await post("article-robots", { viewCount: 3 });
    const view = { slug: "article-robots", sessionId: randomUUID(), clientAddress: "198.51.100.21" };
    expect(
      await recordArticleView({
        ...view,
        userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      }),
    ).toEqual({ counted: false, viewCount: 3 });
    expect(
      await recordArticleView({
        ...view,
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/126.0 Safari/537.36",
      }),
    ).toEqual({ counted: false, viewCount: 3 });
    expect(await recordArticleView({ ...view, userAgent: null })).toEqual({ counted: false, viewCount: 3 });
  });

  it("stop counting from one address past the hourly limit, whatever the articles and session ids", async () => {
    const { points } = RATE_LIMITS.articleViewPerClient;
    const slugs = Array.from({ length: points + 1 }, (_, index) => `article-rafale-${index}`);
    for (const slug of slugs) await post(slug, { viewCount: 0 });
    const viewFrom = (slug: string, clientAddress: string) =>
      recordArticleView({ slug, sessionId: randomUUID(), userAgent: BROWSER, clientAddress });
    for (const slug of slugs.slice(0, points))
      expect(await viewFrom(slug, "198.51.100.22")).toEqual({ counted: true, viewCount: 1 });
    expect(await viewFrom(slugs[points]!, "198.51.100.22")).toEqual({ counted: false, viewCount: 0 });
    expect(await viewFrom(slugs[points]!, "198.51.100.23")).toEqual({ counted: true, viewCount: 1 });
  });

  it("answer 404 for an article that does not exist or is not published", async () => {
    const view = { sessionId: randomUUID(), userAgent: BROWSER, clientAddress: "198.51.100.24" };
    await expect(recordArticleView({ ...view, slug: "article-brouillon" })).rejects.toMatchObject({ status: 404 });
    await expect(recordArticleView({ ...view, slug: "inconnu" })).rejects.toBeInstanceOf(ApiError);
  });
});
