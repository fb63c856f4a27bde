// Helpers of the blog back-office tests (admin-blog.spec.ts, admin-blog-publishing.serial.spec.ts).
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { sql } from "./db";

export const unique = () => randomBytes(4).toString("hex");

export async function png(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A category of its own, so that parallel tests never share one. */
export async function createCategory(name = `Catégorie ${unique()}`) {
  const [row] = await sql<{ id: number; name: string }>(
    "INSERT INTO blog_categories (name, slug, updated_at) VALUES ($1, $2, now()) RETURNING id, name",
    [name, `cat-${unique()}`],
  );
  return row!;
}

export const titleField = (page: Page) => page.getByRole("textbox", { name: "Titre", exact: true });
export const editor = (page: Page) => page.getByRole("textbox", { name: "Contenu" });
export const rowOf = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

export async function chooseCategory(page: Page, name: string) {
  await page.getByRole("combobox", { name: "Catégorie" }).click();
  await page.getByRole("option", { name }).click();
}

/** Types in the search box and waits for the list the server filtered (the address carries the search). */
export async function searchList(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Rechercher un article" }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe(text.trim());
}

export async function openRowMenu(row: Locator, title: string) {
  await row.getByRole("button", { name: `Actions pour ${title}` }).click();
}

/**
 * What a visitor (no session) gets of an article right now: its page's status and whether it shows `title`, and
 * whether /blog, the sitemap and the RSS feed link to it. Read once, without retrying: writes must show at once.
 */
export async function publicView(request: APIRequestContext, slug: string, title: string) {
  const read = async (path: string) => {
    const response = await request.get(path);
    return { status: response.status(), text: await response.text() };
  };
  const [article, list, sitemap, feed] = await Promise.all([
    read(`/blog/${slug}`),
    read("/blog"),
    readSitemap(read),
    read("/blog/rss.xml"),
  ]);
  const link = `/blog/${slug}`;
  return {
    articleStatus: article.status,
    articleShowsTitle: article.text.includes(title),
    onBlog: list.text.includes(`href="${link}"`),
    inSitemap: sitemap.text.includes(`${link}</loc>`),
    inFeed: feed.text.includes(`${link}</link>`),
  };
}

/** Every file that the sitemap index /sitemap.xml lists, as one text (followed the way a crawler does). */
async function readSitemap(read: (path: string) => Promise<{ text: string }>) {
  const index = await read("/sitemap.xml");
  const files = [...index.text.matchAll(/<sitemap><loc>https?:\/\/[^/<]+([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThan(0);
  const texts = await Promise.all(files.map(async (file) => (await read(file)).text));
  return { text: texts.join("\n") };
}

/** The image in `scope` has been loaded and decoded (not a broken or empty image). */
export async function expectLoadedImage(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}
