import { expect, test } from "./helpers/test";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";
import { NEWEST_POST as newestPost, PUBLIC_PAGES } from "./helpers/public-pages";
import { e2eStack } from "./helpers/stack";

const { baseURL } = e2eStack();
const PAGES = PUBLIC_PAGES;

/** The HTML a browser without JavaScript shows: the page's scripts (React's payload among them) taken out. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

async function jsonLdTypes(html: string): Promise<string[]> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as { "@type": string } | { "@type": string }[];
    return (Array.isArray(data) ? data : [data]).map((item) => item["@type"]);
  });
}

test("every public page has its own title and description, a canonical URL, Open Graph and Twitter cards with an image, in French", async ({
  page,
}) => {
  test.slow(); // every kind of public page, one after the other
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(title.length, path).toBeGreaterThan(10);
    expect(description?.length ?? 0, path).toBeGreaterThan(50);
    titles.add(title);
    descriptions.add(description!);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
      "href",
      path === "/" ? baseURL : `${baseURL}${path}`,
    );
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute("content", new RegExp(`^${baseURL}`));
    await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute("content", "fr_FR");
    await expect(page.locator('meta[property="og:image"]').first(), path).toHaveAttribute(
      "content",
      new RegExp(`^${baseURL}/`),
    );
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('meta[name="twitter:image"]').first(), path).toHaveAttribute(
      "content",
      new RegExp(`^${baseURL}/`),
    );
  }
  expect(titles.size).toBe(PAGES.length);
  expect(descriptions.size).toBe(PAGES.length);
});

test("the share image of every page loads", async ({ page, request }) => {
  for (const path of ["/", `/blog/${newestPost.slug}`, "/projects/1"]) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    const response = await request.get(image!);
    expect(response.status(), image!).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  }
});

test("the main content of every page is in the server-rendered HTML, with its structured data", async ({ request }) => {
  const expectations: Record<string, { text: string[]; types: string[] }> = {
    "/": {
      text: ["Donnez vie à vos ambitions numériques", SAMPLE_PROJECTS[0]!.title, newestPost.title],
      types: ["LocalBusiness"],
    },
    "/contact": { text: ["Parlons de votre projet"], types: ["LocalBusiness", "BreadcrumbList"] },
    "/projects": { text: SAMPLE_PROJECTS.map((project) => project.title), types: ["BreadcrumbList"] },
    "/projects/1": {
      text: [SAMPLE_PROJECTS[0]!.description.challenge.slice(0, 60)],
      types: ["CreativeWork", "BreadcrumbList"],
    },
    "/blog": { text: SAMPLE_BLOG_POSTS.map((post) => post.title), types: ["BreadcrumbList"] },
    [`/blog/${newestPost.slug}`]: { text: ["Articles similaires"], types: ["BlogPosting", "BreadcrumbList"] },
    "/services/digital": { text: ["Community management"], types: ["BreadcrumbList"] },
  };
  for (const [path, expected] of Object.entries(expectations)) {
    const html = await (await request.get(path)).text();
    for (const text of expected.text)
      expect(withoutScripts(html), `${path}: ${text}`).toContain(
        text.replace(/'/g, "&#x27;").replace(/&(?!#x27;)/g, "&amp;"),
      );
    expect((await jsonLdTypes(html)).sort(), path).toEqual([...expected.types].sort());
  }
});

test("a 404 page has its view in the server-rendered HTML, inside the site's frame", async ({ request }) => {
  const headings: Record<string, string> = {
    "/cette-page-n-existe-pas": "Oops! Page not found",
    "/services/inconnue": "Catégorie non trouvée",
    "/projects/999999": "Projet non trouvé",
    "/blog/article-inconnu": "Article non trouvé",
  };
  for (const [path, heading] of Object.entries(headings)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = withoutScripts(await response.text());
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, path).toContain("<footer");
  }
});

test("the LocalBusiness data carry the agency's details", async ({ request }) => {
  const html = await (await request.get("/contact")).text();
  const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) =>
    [JSON.parse(match[1]!)].flat(),
  );
  expect(data.find((item) => item["@type"] === "LocalBusiness")).toMatchObject({
    name: "Agence Digitale Abidjan",
    telephone: "+225 07 07 07 07 07",
    email: "contact@agence-digitale.ci",
    address: { addressLocality: "Abidjan", addressCountry: "CI" },
    geo: { latitude: 5.3599, longitude: -3.9865 },
  });
});

test("/sitemap.xml is an index of files that list every public page and every published project and post, items with their last modification", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const index = await response.text();
  expect(index).toContain("<sitemapindex");
  const files = [
    ...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod><\/sitemap>/g),
  ].map((match) => match[1]!);
  expect(files).toEqual([
    `${baseURL}/sitemap/pages.xml`,
    `${baseURL}/projects/sitemap/1.xml`,
    `${baseURL}/blog/sitemap/1.xml`,
  ]);
  let xml = "";
  for (const file of files) {
    const answer = await request.get(new URL(file).pathname);
    expect(answer.status(), file).toBe(200);
    const body = await answer.text();
    expect(body, file).toContain("<urlset");
    expect(body.match(/<url>/g)?.length ?? 0, file).toBeLessThanOrEqual(50_000);
    xml += body;
  }
  // Every page but the home page (checked below) and the detail pages (checked with their dates).
  for (const path of PUBLIC_PAGES.filter((page) => page !== "/" && !/^\/(projects|blog)\/./.test(page))) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  for (const id of [1, 2])
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/projects/${id}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`));
  for (const post of SAMPLE_BLOG_POSTS)
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/blog/${post.slug}</loc>\\s*<lastmod>\\d{4}-`));
  expect(xml).not.toContain("/admin");
});

test("/robots.txt keeps crawlers out of /admin and /api and names the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /api");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("/blog/rss.xml is an RSS feed of the published posts, newest first, with absolute links", async ({
  page,
  request,
}) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  await page.goto("/");
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    return {
      title: doc.querySelector("channel > title")?.textContent,
      items: [...doc.querySelectorAll("item")].map((item) => ({
        title: item.querySelector("title")?.textContent,
        link: item.querySelector("link")?.textContent,
      })),
    };
  }, xml);
  expect(feed).not.toBeNull();
  expect(feed!.title).toBe("Agence Digitale Abidjan – Blog");
  const newestFirst = [...SAMPLE_BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  // The sample posts, in their order: a parallel spec may have an article of its own published meanwhile.
  const samples = new Set(newestFirst.map((post) => `${baseURL}/blog/${post.slug}`));
  expect(feed!.items.filter((item) => samples.has(item.link ?? ""))).toEqual(
    newestFirst.map((post) => ({ title: post.title, link: `${baseURL}/blog/${post.slug}` })),
  );
  expect(xml).not.toMatch(/href="\/(?!\/)/); // links inside the articles are absolute
});
