// SEO fields and redirects (issue 26), through the back office and the public pages of the production build.
import { expect, test } from "./helpers/test";
import type { APIResponse } from "@playwright/test";
import { createCategory, png } from "./helpers/admin-blog";
import { signIn } from "./helpers/auth";
import { insertPost, uniqueSlug } from "./helpers/content";
import { describeLibraryImages } from "./helpers/media";

/** The Location header(s) of an answer: Next.js may write the same one twice (seen on the 308 of a page). */
const locations = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "location")
    .map((header) => header.value);

const meta = (html: string, attribute: "name" | "property", key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

test.describe("SEO fields and redirects", () => {
  test("the SEO fields of an article change its <title>, description, og:image and robots", async ({ page }) => {
    test.slow();
    const category = await createCategory();
    const post = await insertPost({ title: `Article SEO ${uniqueSlug("t")}`, categoryName: category.name });
    await signIn(page);
    await page.goto(`/admin/blogs/edit/${post.id}`);
    await expect(page.getByTestId("seo-preview-title")).toHaveText(post.title);

    await page.getByLabel("Titre SEO").fill("Un titre pour Google");
    await page.getByLabel("Description SEO").fill("Une description écrite pour les résultats de recherche.");
    await expect(page.getByTestId("seo-preview-title")).toHaveText("Un titre pour Google");
    await expect(page.getByText("55 / 160 caractères")).toBeVisible();
    await page
      .getByLabel("Choisir une image de partage")
      .setInputFiles({ name: "partage.png", mimeType: "image/png", buffer: await png(120, 63, "#1d4ed8") });
    await expect(page.getByRole("img", { name: "Image de partage" })).toBeVisible();
    // A published article's images are described in the library first.
    await describeLibraryImages({ originalNames: ["partage.png"] });
    await page.getByRole("switch", { name: "Ne pas indexer" }).click();
    await page.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Article mis à jour" })).toBeVisible();

    const html = await (await page.request.get(`/blog/${post.slug}`)).text();
    expect(html).toContain("<title>Un titre pour Google</title>");
    expect(meta(html, "name", "description")).toBe("Une description écrite pour les résultats de recherche.");
    expect(meta(html, "property", "og:image")).toMatch(/\/uploads\/[^"]+$/);
    expect(meta(html, "name", "twitter:image")).toMatch(/\/uploads\/[^"]+$/);
    expect(meta(html, "name", "robots")).toBe("noindex, follow");
    const sitemap = await (await page.request.get("/blog/sitemap/1.xml")).text();
    expect(sitemap).not.toContain(`/blog/${post.slug}<`);
  });

  test("renaming a published article's slug sends its old address to the new one with a 308", async ({ page }) => {
    // The first visit of an address renders it: slow on a busy machine.
    test.slow();
    const category = await createCategory();
    const post = await insertPost({ title: `Article renommé ${uniqueSlug("t")}`, categoryName: category.name });
    const newSlug = uniqueSlug("nouveau-slug");
    await signIn(page);
    await page.goto(`/admin/blogs/edit/${post.id}`);
    await page.getByRole("textbox", { name: "Slug" }).fill(newSlug);
    await page.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Article mis à jour" })).toBeVisible();

    // The raw answer: a real HTTP 308 with the new address, not a page that redirects in the browser.
    const response = await page.request.get(`/blog/${post.slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new Set(locations(response))).toEqual(new Set([`/blog/${newSlug}`]));

    await page.goto(`/blog/${post.slug}`);
    await expect(page).toHaveURL(`/blog/${newSlug}`);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  });

  test("a manual redirect made from the unknown-paths list answers 308", async ({ page }) => {
    const missing = `/${uniqueSlug("ancienne-page")}`;
    expect((await page.request.get(missing)).status()).toBe(404);
    await signIn(page);
    await page.goto("/admin/redirects");
    const row = page.getByRole("row").filter({ hasText: missing });
    await row.getByRole("button", { name: "Créer une redirection" }).click();
    await expect(page.getByLabel("Ancienne adresse")).toHaveValue(missing);
    await page.getByLabel("Nouvelle adresse").fill("https://example.com/ailleurs");
    await page.getByRole("button", { name: "Ajouter" }).click();
    await expect(page.getByText(/les redirections vers un autre site ne sont pas permises/)).toBeVisible();
    await page.getByLabel("Nouvelle adresse").fill("/contact");
    await page.getByRole("button", { name: "Ajouter" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Redirection ajoutée" })).toBeVisible();

    const response = await page.request.get(missing, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new Set(locations(response))).toEqual(new Set(["/contact"]));
  });
});
