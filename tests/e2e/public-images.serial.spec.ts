// Every kind of public page, with a library image on the home page, the lists, an article (cover and body) and a
// project: no <img> without an alt attribute, and axe finds no violation of its image rules (image-alt and kin).
// Serial: the article and the project are published now, at the head of the lists other tests read.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, request as newRequest, test } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { createCategory, png, unique } from "./helpers/admin-blog";
import { sql } from "./helpers/db";
import { PUBLIC_PAGES } from "./helpers/public-pages";
import { e2eStack } from "./helpers/stack";

/** axe's rules about text alternatives of images. */
const IMAGE_RULES = ["image-alt", "input-image-alt", "role-img-alt", "svg-img-alt", "image-redundant-alt"];

let api: APIRequestContext;
const made = { articleId: 0, projectId: 0, mediaPath: "", slug: "" };

test.beforeAll(async () => {
  api = await newRequest.newContext({ baseURL: e2eStack().baseURL });
  await signIn(api);
  const run = unique();
  const upload = await api.post("/api/upload", {
    multipart: {
      images: { name: `vitrine-${run}.png`, mimeType: "image/png", buffer: await png(1200, 800, "#0e7490") },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [file] = ((await upload.json()) as { files: { id: number; path: string }[] }).files;
  made.mediaPath = file!.path;
  await sql("INSERT INTO media_descriptions (media_id, locale, alt, updated_at) VALUES ($1, 'fr', $2, now())", [
    file!.id,
    "Vitrine de l'agence à Cocody",
  ]);
  const category = await createCategory();
  made.slug = `article-images-${run}`;
  const article = await api.post("/api/blog-posts", {
    data: {
      title: `Article aux images ${run}`,
      slug: made.slug,
      category_id: category.id,
      excerpt: "Un article dont la couverture et le contenu viennent de la médiathèque.",
      // No alt of its own: the library's is given on the public page.
      content: `<p>Un paragraphe.</p><p><img src="${made.mediaPath}"></p>`,
      author: "Équipe",
      coverImage: made.mediaPath,
      published: true,
    },
  });
  expect(article.status(), await article.text()).toBe(201);
  const articleBody = (await article.json()) as { id?: number; post?: { id: number } };
  made.articleId = articleBody.id ?? articleBody.post!.id;
  const project = await api.post("/api/projects", {
    data: {
      title: `Projet aux images ${run}`,
      category: "Développement Web",
      client: "Banque Lagunaire",
      date: "Mai 2026",
      description: {
        about: "Un projet dont les images viennent de la médiathèque.",
        challenge: "Des clients qui abandonnaient en agence.",
        solution: "Une ouverture de compte entièrement mobile.",
        results: "Trois fois plus de comptes ouverts.",
      },
      technologies: ["Next.js"],
      tags: ["Web"],
      featured: true,
      featuredImageIndex: 0,
      status: "published",
      images: [made.mediaPath, "/images/projects/lagunia-pay-refonte-ux-ui-1.webp"],
    },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectBody = (await project.json()) as { id?: number; project?: { id: number } };
  made.projectId = projectBody.id ?? projectBody.project!.id;
});

test.afterAll(async () => {
  await api.delete(`/api/blog-posts/${made.articleId}`);
  await api.delete(`/api/projects/${made.projectId}`);
  await api.dispose();
});

test("every kind of public page gives each image an alt attribute, and axe finds no image-alt violation", async ({
  page,
}) => {
  const pages = [...PUBLIC_PAGES, `/blog/${made.slug}`, `/projects/${made.projectId}`];
  test.setTimeout(pages.length * 30_000);
  let libraryImagesSeen = 0;
  for (const address of pages) {
    await test.step(address, async () => {
      expect((await page.goto(address))?.status(), address).toBe(200);
      const withoutAlt = await page
        .locator("img:not([alt])")
        .evaluateAll((images) => images.map((image) => image.outerHTML.slice(0, 200)));
      expect(withoutAlt, `${address}: <img> without alt`).toEqual([]);
      const results = await new AxeBuilder({ page }).withRules(IMAGE_RULES).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
        ),
        address,
      ).toEqual([]);
      libraryImagesSeen += await page.locator(`img[src*="${made.mediaPath.slice("/uploads/".length, -5)}"]`).count();
    });
  }
  // The pages did show the library image (home, lists, the article, the project), so the check covered it.
  expect(libraryImagesSeen).toBeGreaterThanOrEqual(4);
  // The article's body image carries the library's description.
  await page.goto(`/blog/${made.slug}`);
  await expect(page.locator(`main img[src^="${made.mediaPath.replace(/\.webp$/, "")}"]`)).toHaveAttribute(
    "alt",
    "Vitrine de l'agence à Cocody",
  );
});
