// SEO fields against real PostgreSQL: stored with articles, projects and the site's pages; the metadata falls back on
// the title, excerpt (or description) and cover when a field is empty; 'Ne pas indexer' puts robots noindex on the
// page and takes it out of the sitemap.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { createPost, findAdminPost, updatePost } from "@/lib/blog/admin";
import { findPublishedPostBySlug } from "@/lib/blog";
import { findPostSitemapItems, findPublishedPostStats } from "@/lib/blog/list";
import { type BlogPostInput, blogPostSchema } from "@/lib/blog/schemas";
import { db } from "@/lib/db";
import { findPageSeo, savePageSeo } from "@/lib/page-seo";
import { pageSeoSchema } from "@/lib/page-seo/catalog";
import { createProject } from "@/lib/projects/admin";
import { findProjectSitemapItems } from "@/lib/projects/list";
import { projectSchema } from "@/lib/projects/schemas";
import { seoOf, sitePageMetadata, staticPageMetadata } from "@/lib/seo";
import { seoFieldsSchema } from "@/lib/seo-fields";
import { pagesSitemap } from "@/lib/sitemap";
import { absoluteUrl } from "@/lib/site";
import { createTestUser } from "../helpers/auth";
import { articleInput } from "../helpers/blog";
import { projectInput } from "../helpers/projects";

let admin: SessionUser;
let categoryId: number;

beforeAll(async () => {
  admin = await createTestUser("admin");
  categoryId = (await db.blogCategory.create({ data: { name: "SEO", slug: "seo" } })).id;
});

beforeEach(async () => {
  await db.blogPost.deleteMany();
  await db.project.deleteMany();
  await db.pageSeo.deleteMany();
});

const article = (fields: Partial<BlogPostInput> = {}) =>
  articleInput(categoryId, { excerpt: "Le résumé de l'article.", coverImage: "/images/couverture.webp", ...fields });

async function articleMetadata(slug: string) {
  const post = (await findPublishedPostBySlug(slug, "fr"))!;
  return sitePageMetadata({
    ...seoOf(post, { title: post.title, description: post.excerpt, image: post.coverImage }),
    path: `/blog/${post.slug}`,
  });
}

describe("SEO fields of an article", () => {
  it("falls back on the title, the excerpt and the cover when the fields are empty", async () => {
    const post = await createPost(blogPostSchema.parse(article({ metaTitle: "  ", metaDescription: "" })), admin);
    expect(post).toMatchObject({ metaTitle: null, metaDescription: null, socialImage: null, noIndex: false });
    const metadata = await articleMetadata(post.slug);
    expect(metadata.title).toBe(post.title);
    expect(metadata.description).toBe("Le résumé de l'article.");
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: "/images/couverture.webp" })]);
    expect(metadata.robots).toBeUndefined();
  });

  it("uses the saved title, description and social image, and asks for noindex", async () => {
    const post = await createPost(blogPostSchema.parse(article()), admin);
    await updatePost(
      post.id,
      blogPostSchema.parse(
        article({
          slug: post.slug,
          metaTitle: "Titre pour Google",
          metaDescription: "Description pour les moteurs.",
          socialImage: "/images/partage.webp",
          noIndex: true,
        }),
      ),
      admin,
    );
    expect(await findAdminPost(post.id)).toMatchObject({ metaTitle: "Titre pour Google", noIndex: true });
    const metadata = await articleMetadata(post.slug);
    expect(metadata.title).toEqual({ absolute: "Titre pour Google" });
    expect(metadata.description).toBe("Description pour les moteurs.");
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: "/images/partage.webp" })]);
    expect(metadata.twitter?.images).toEqual(["/images/partage.webp"]);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it("leaves the sitemap when marked 'Ne pas indexer'", async () => {
    const shown = await createPost(blogPostSchema.parse(article()), admin);
    const hidden = await createPost(blogPostSchema.parse(article({ noIndex: true })), admin);
    const paths = (await findPostSitemapItems(0, 100, "fr")).map((item) => item.path);
    expect(paths).toContain(`/blog/${shown.slug}`);
    expect(paths).not.toContain(`/blog/${hidden.slug}`);
    expect((await findPublishedPostStats("fr")).count).toBe(1);
  });

  it("refuses fields longer than their columns, in French", () => {
    const result = seoFieldsSchema.safeParse({ metaTitle: "x".repeat(201), socialImage: "javascript:alert(1)" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "200 caractères au plus",
      "Chemin d'image invalide",
    ]);
  });
});

describe("SEO fields of a project", () => {
  it("are stored, and 'Ne pas indexer' takes the project out of the sitemap", async () => {
    const shown = await createProject(projectSchema.parse(projectInput({ status: "published" })), admin);
    const hidden = await createProject(
      projectSchema.parse(projectInput({ status: "published", metaTitle: "Projet caché", noIndex: true })),
      admin,
    );
    expect(hidden).toMatchObject({ metaTitle: "Projet caché", noIndex: true });
    const paths = (await findProjectSitemapItems(0, 100, "fr")).map((item) => item.path);
    expect(paths).toEqual([`/projects/${shown.id}`]);
  });
});

describe("SEO fields of the site's pages", () => {
  it("keep the page's own title and description until fields are saved", async () => {
    const metadata = await staticPageMetadata("about");
    expect(metadata.title).toBe("À propos de l'agence");
    expect(metadata.robots).toBeUndefined();
  });

  it("change the page's metadata, and 'Ne pas indexer' takes it out of the sitemap", async () => {
    const input = pageSeoSchema.parse({
      page: "about",
      metaTitle: "L'agence digitale d'Abidjan",
      metaDescription: "Qui nous sommes.",
      noIndex: true,
    });
    await savePageSeo(input.page, input, admin);
    expect((await findPageSeo()).about).toMatchObject({ metaTitle: "L'agence digitale d'Abidjan", noIndex: true });
    const metadata = await staticPageMetadata("about");
    expect(metadata.title).toEqual({ absolute: "L'agence digitale d'Abidjan" });
    expect(metadata.description).toBe("Qui nous sommes.");
    expect(metadata.robots).toEqual({ index: false, follow: true });
    const urls = (await pagesSitemap()).map((entry) => entry.url);
    expect(urls).not.toContain(absoluteUrl("/about"));
    expect(urls).toContain(absoluteUrl("/contact"));
  });

  it("refuses a page that is not in the catalog", () => {
    expect(pageSeoSchema.safeParse({ page: "admin" }).error?.issues[0]?.message).toBe("Page inconnue");
  });
});
