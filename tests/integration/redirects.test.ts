// Redirects against real PostgreSQL: a published article's old slug answers 308 to its new address (the page itself
// throws Next.js's permanent redirect), chains collapse to one hop, renaming back removes the loop; manual redirects
// refuse other sites and loops; unknown paths are counted in a bounded log.
import { getRedirectStatusCodeFromError, getURLFromRedirectError } from "next/dist/client/components/redirect";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import ArticlePage from "@/app/[locale]/(site)/blog/[slug]/page";
import UnknownPage from "@/app/[locale]/(site)/[...path]/page";
import type { SessionUser } from "@/lib/auth/session";
import { createPost, updatePost } from "@/lib/blog/admin";
import { findPostSitemapItems } from "@/lib/blog/list";
import { type BlogPostInput, blogPostSchema } from "@/lib/blog/schemas";
import { db } from "@/lib/db";
import {
  addRedirect,
  deleteRedirect,
  findRedirectTarget,
  listMissingPaths,
  listRedirects,
  MAX_MISSING_PATHS,
  recordMissingPath,
} from "@/lib/redirects";
import { manualRedirectSchema, normalizeTarget } from "@/lib/redirects/schemas";
import { siteOrigin } from "@/lib/site";
import { createTestUser } from "../helpers/auth";
import { articleInput } from "../helpers/blog";

let admin: SessionUser;
let categoryId: number;

beforeAll(async () => {
  admin = await createTestUser("admin");
  categoryId = (await db.blogCategory.create({ data: { name: "Redirections", slug: "redirections" } })).id;
});

beforeEach(async () => {
  await db.blogPost.deleteMany();
  await db.redirect.deleteMany();
  await db.missingPath.deleteMany();
});

const article = (fields: Partial<BlogPostInput> = {}) => articleInput(categoryId, fields);

async function rename(id: number, slug: string, fields: Partial<BlogPostInput> = {}) {
  return updatePost(id, blogPostSchema.parse(article({ slug, ...fields })), admin);
}

async function redirectOf(render: () => Promise<unknown>): Promise<{ status: number; location: string } | null> {
  try {
    await render();
    return null;
  } catch (error) {
    if (!isRedirectError(error)) throw error;
    return { status: getRedirectStatusCodeFromError(error), location: getURLFromRedirectError(error)! };
  }
}

const articlePage = (slug: string) => () => ArticlePage({ params: Promise.resolve({ locale: "fr", slug }) } as never);
const table = async () => Object.fromEntries((await listRedirects()).map((row) => [row.fromPath, row.toPath] as const));

describe("a published article's slug changes", () => {
  it("answers 308 from the old address to the new one, and the sitemap lists only the new", async () => {
    const post = await createPost(blogPostSchema.parse(article({ slug: "ancien-slug" })), admin);
    await rename(post.id, "nouveau-slug");
    expect(await findRedirectTarget("/blog/ancien-slug")).toBe("/blog/nouveau-slug");
    expect(await redirectOf(articlePage("ancien-slug"))).toEqual({ status: 308, location: "/blog/nouveau-slug" });
    expect(await redirectOf(articlePage("nouveau-slug"))).toBeNull();
    expect((await findPostSitemapItems(0, 10, "fr")).map((item) => item.path)).toEqual(["/blog/nouveau-slug"]);
  });

  it("collapses chains to one hop, and renaming back removes the loop", async () => {
    const post = await createPost(blogPostSchema.parse(article({ slug: "a" })), admin);
    await rename(post.id, "b");
    await rename(post.id, "c");
    expect(await table()).toEqual({ "/blog/a": "/blog/c", "/blog/b": "/blog/c" });
    await rename(post.id, "a");
    expect(await table()).toEqual({ "/blog/b": "/blog/a", "/blog/c": "/blog/a" });
    expect(await redirectOf(articlePage("a"))).toBeNull();
  });

  it("keeps no redirect for a draft, whose address was never public", async () => {
    const post = await createPost(blogPostSchema.parse(article({ slug: "brouillon", published: false })), admin);
    await rename(post.id, "brouillon-renomme", { published: false });
    expect(await table()).toEqual({});
  });

  it("stops redirecting an old slug that another article takes", async () => {
    const post = await createPost(blogPostSchema.parse(article({ slug: "repris" })), admin);
    await rename(post.id, "deplace");
    await createPost(blogPostSchema.parse(article({ slug: "repris" })), admin);
    expect(await table()).toEqual({});
  });
});

describe("manual redirects", () => {
  it("answer 308 from any unknown path, and deleting one gives the 404 back", async () => {
    const saved = await addRedirect({ fromPath: "/ancienne-page/", toPath: `${siteOrigin()}/contact` }, admin);
    expect(saved).toMatchObject({ fromPath: "/ancienne-page", toPath: "/contact", source: "manual" });
    const unknown = () => UnknownPage({ params: Promise.resolve({ locale: "fr", path: ["ancienne-page"] }) } as never);
    expect(await redirectOf(unknown)).toEqual({ status: 308, location: "/contact" });
    await deleteRedirect(saved.id, admin);
    expect(await redirectOf(unknown)).toBeNull();
  });

  it("lead where their target leads (one hop), and refuse a loop", async () => {
    await addRedirect({ fromPath: "/b", toPath: "/c" }, admin);
    await addRedirect({ fromPath: "/a", toPath: "/b" }, admin);
    expect(await table()).toEqual({ "/a": "/c", "/b": "/c" });
    await expect(addRedirect({ fromPath: "/c", toPath: "/a" }, admin)).rejects.toMatchObject({
      status: 400,
      message: "La nouvelle adresse doit être différente de l'ancienne.",
    });
  });

  it("refuse another site's address (no open redirect) and paths that are not the site's", async () => {
    await expect(addRedirect({ fromPath: "/promo", toPath: "https://example.com/x" }, admin)).rejects.toMatchObject({
      status: 400,
    });
    for (const toPath of ["//example.com", "javascript:alert(1)", "https://example.com.evil.test/"])
      expect(normalizeTarget(toPath, siteOrigin())).toBeNull();
    const messages = (fromPath: string) =>
      manualRedirectSchema.safeParse({ fromPath, toPath: "/" }).error?.issues.map((issue) => issue.message);
    expect(messages("ancienne")).toEqual([
      "L'ancienne adresse doit être un chemin du site, par exemple /ancienne-page (sans ?, # ni espace)",
    ]);
    expect(messages("/admin/users")).toHaveLength(1);
    expect(messages("/page?x=1")).toHaveLength(1);
    expect(messages("")).toEqual(["L'ancienne adresse est requise"]);
  });
});

describe("unknown paths", () => {
  it("are counted with one row per path, and creating a redirect removes the path from the list", async () => {
    await recordMissingPath("/wp-login.php");
    await recordMissingPath("/wp-login.php");
    await recordMissingPath("/ancien-lien");
    await recordMissingPath(`/${"x".repeat(400)}`);
    expect((await listMissingPaths()).map(({ path, hits }) => ({ path, hits }))).toEqual([
      { path: "/wp-login.php", hits: 2 },
      { path: "/ancien-lien", hits: 1 },
    ]);
    await addRedirect({ fromPath: "/ancien-lien", toPath: "/" }, admin);
    expect((await listMissingPaths()).map(({ path }) => path)).toEqual(["/wp-login.php"]);
  });

  it("are logged by the not-found page", async () => {
    await UnknownPage({ params: Promise.resolve({ locale: "fr", path: ["page", "disparue"] }) } as never);
    expect((await listMissingPaths()).map(({ path }) => path)).toEqual(["/page/disparue"]);
  });

  it("stay within a bounded log: past its size only paths already there are counted", async () => {
    await db.$executeRaw`INSERT INTO missing_paths (path, hits) SELECT '/p' || n, 1 FROM generate_series(1, ${MAX_MISSING_PATHS}) n`;
    await recordMissingPath("/nouveau");
    await recordMissingPath("/p1");
    expect(await db.missingPath.count()).toBe(MAX_MISSING_PATHS);
    expect(await db.missingPath.findUnique({ where: { path: "/p1" } })).toMatchObject({ hits: 2 });
  });
});
