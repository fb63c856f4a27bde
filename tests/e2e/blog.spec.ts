import { expect, type Page, test } from "./helpers/test";
import { categoryNameOf } from "@/lib/blog/rules";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { formatDate } from "@/lib/dates";
import { insertPost, viewCountOf } from "./helpers/content";
import { sql } from "./helpers/db";

const newestFirst = [...SAMPLE_BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

function cardTitles(page: Page) {
  return page.getByRole("region", { name: "Liste des articles" }).getByRole("article").getByRole("heading");
}

test("/blog lists the published posts, newest first, with every field of the card", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notre Blog");
  const titles = await cardTitles(page).allTextContents();
  // The sample posts, in their order: a parallel spec may have an article of its own published meanwhile.
  const samples = new Set(newestFirst.map((post) => post.title));
  expect(titles.filter((title) => samples.has(title))).toEqual(newestFirst.map((post) => post.title));

  const post = newestFirst[0]!;
  const card = page.getByRole("article").filter({ hasText: post.title });
  await expect(card.locator("img")).toHaveAttribute("src", /_next\/image\?url=%2Fimages%2Fblog%2F/);
  await expect(card).toContainText(post.categoryName);
  await expect(card).toContainText(formatDate(post.publishedAt));
  await expect(card).toContainText(/\d+ min de lecture/);
  // The count grows as other tests read the article: its label, whatever the number (readCountLabel's rule is unit-tested).
  await expect(card).toContainText(/(^|\D)(1 lecture|\d+ lectures)/);
  await expect(card).toContainText(post.excerpt.slice(0, 60));
  for (const tag of post.tags) await expect(card).toContainText(`#${tag}`);
  await expect(card).toContainText(post.author);
  await expect(card.getByRole("link", { name: `Lire l'article : ${post.title}` })).toHaveAttribute(
    "href",
    `/blog/${post.slug}`,
  );
});

const titleOf = (slug: string) => SAMPLE_BLOG_POSTS.find((post) => post.slug === slug)!.title;

test("the blog search covers title, excerpt and tags, combined with category links starting at 'Tous', its state in the address", async ({
  page,
}) => {
  test.slow(); // a dozen views, each rendered by the server on its first visit
  await page.goto("/blog");
  // Set on the document: a full reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
  // The client router keeps the previous view in the document, hidden, while it shows the next: act on what is shown.
  const search = page.getByRole("searchbox", { name: "Rechercher un article" }).filter({ visible: true });
  const filters = page.getByRole("navigation", { name: "Filtrer par catégorie" });
  await expect(filters.getByRole("link").first()).toHaveText("Tous");
  await expect(filters.getByRole("link", { name: "Tous" })).toHaveAttribute("aria-current", "page");
  for (const category of new Set(SAMPLE_BLOG_POSTS.map(categoryNameOf)))
    await expect(filters.getByRole("link", { name: category, exact: true })).toBeVisible();

  await search.fill("SEO LOCAL"); // a title
  await expect(cardTitles(page)).toHaveText([titleOf("seo-local-etre-trouve-google-abidjan")]);
  await expect(page).toHaveURL(/\/blog\/recherche\/seo\+local$/);
  await search.fill("orange money"); // an excerpt
  await expect(page).toHaveURL(/\/blog\/recherche\/orange\+money$/);
  await expect(cardTitles(page)).toHaveText([titleOf("integrer-paiement-mobile-money-site-web")]);
  await search.fill("WhatsApp Business"); // a tag
  await expect(page).toHaveURL(/\/blog\/recherche\/whatsapp\+business$/);
  await expect(cardTitles(page)).toHaveText([titleOf("community-management-communaute-engagee")]);
  await search.fill("reflexes essentiels"); // accented words typed without their accents
  await expect(page).toHaveURL(/\/blog\/recherche\/reflexes\+essentiels$/);
  await expect(cardTitles(page)).toHaveText([titleOf("cybersecurite-10-reflexes-proteger-pme")]);
  await search.fill("cybersécu"); // a partial word
  await expect(page).toHaveURL(/\/blog\/recherche\/cybers%C3%A9cu$/);
  await expect(cardTitles(page)).toHaveText([titleOf("cybersecurite-10-reflexes-proteger-pme")]);
  expect(await sameDocument()).toBe(true);
  // Refining a search replaced its history entry: Back leads to the list as it was before the search.
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(search).toHaveValue("");
  await expect(cardTitles(page).first()).toHaveText(newestFirst[0]!.title);

  await filters.getByRole("link", { name: "Communication Digitale" }).click();
  await expect(page).toHaveURL(/\/blog\/categorie\/communication-digitale$/);
  await expect(filters.getByRole("link", { name: "Communication Digitale" })).toHaveAttribute("aria-current", "page");
  await expect(filters.getByRole("link", { name: "Tous" })).not.toHaveAttribute("aria-current");
  await expect(cardTitles(page)).toHaveText(
    newestFirst.filter((post) => post.categoryName === "Communication Digitale").map((post) => post.title),
  );
  await search.fill("cybersécurité");
  await expect(
    page.getByText("Aucun article ne correspond à votre recherche.").filter({ visible: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/categorie\/communication-digitale\/recherche\/cybers%C3%A9curit%C3%A9$/);
  await filters.getByRole("link", { name: "Tous" }).click();
  await expect(cardTitles(page)).toHaveText([titleOf("cybersecurite-10-reflexes-proteger-pme")]);
  expect(await sameDocument()).toBe(true);

  // The address alone shows the same view, rendered by the server.
  await page.goto("/blog/categorie/communication-digitale/recherche/cybersecurite");
  await expect(
    page.getByText("Aucun article ne correspond à votre recherche.").filter({ visible: true }),
  ).toBeVisible();
  await expect(search).toHaveValue("cybersecurite");
});

test("the blog has a newsletter box with an e-mail field and 'S'abonner', and links its RSS feed", async ({ page }) => {
  await page.goto("/blog");
  const box = page.getByTestId("newsletter-box");
  await expect(box.getByRole("heading", { name: "Restez informé" })).toBeVisible();
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByLabel("Adresse e-mail")).toBeVisible();
  await expect(box.getByRole("button", { name: "S'abonner" })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/blog\/rss\.xml$/,
  );
});

test("an article shows its sanitised content with relative images resolved, its details, share buttons, similar articles and a call to /contact", async ({
  page,
}) => {
  const article = await insertPost({
    title: "Article piégé",
    categoryName: "UX/UI Design",
    tags: ["Sécurité"],
    content:
      "<h2>Intertitre</h2><p>Bonjour <strong>Abidjan</strong></p><script>window.__injected = 1</script>" +
      '<img src="uploads/schema-e2e.png" alt="Schéma" onerror="window.__injected = 2"><a href="javascript:window.__injected = 3">lien piégé</a>',
  });
  const response = await page.goto(`/blog/${article.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article piégé");
  await expect(page.getByRole("heading", { name: "Intertitre", level: 2 })).toBeVisible();
  const content = page.locator(".article-content");
  await expect(content.locator("strong")).toHaveText("Abidjan");
  await expect(content.locator("script")).toHaveCount(0);
  await expect(content.locator("img")).toHaveAttribute("src", "/uploads/schema-e2e.png");
  expect(await content.locator("img").getAttribute("onerror")).toBeNull();
  expect(await content.getByText("lien piégé").getAttribute("href")).toBeNull();
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();

  await expect(page.getByText("UX/UI Design").first()).toBeVisible();
  await expect(page.getByText("Équipe de test")).toBeVisible();
  await expect(page.getByText("#Sécurité")).toBeVisible();

  const articleUrl = encodeURIComponent(new URL(`/blog/${article.slug}`, page.url()).href);
  await expect(page.getByRole("link", { name: "Partager sur Facebook (nouvelle fenêtre)" })).toHaveAttribute(
    "href",
    `https://www.facebook.com/sharer/sharer.php?u=${articleUrl}`,
  );
  await expect(page.getByRole("link", { name: "Partager sur LinkedIn (nouvelle fenêtre)" })).toHaveAttribute(
    "href",
    `https://www.linkedin.com/sharing/share-offsite/?url=${articleUrl}`,
  );
  await expect(page.getByRole("link", { name: /Partager sur X/ })).toHaveAttribute(
    "href",
    new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${articleUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  await expect(page.getByRole("link", { name: /Partager sur WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );

  const similar = page.getByRole("region", { name: "Articles similaires" }).getByRole("link");
  await expect(similar).toHaveCount(3);
  for (const href of await similar.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toMatch(/^\/blog\//);
    expect(href).not.toBe(`/blog/${article.slug}`);
  }
  // Same category first: the sample article of the category, or one other tests (or this one's repeats) published in it.
  const firstSlug = (await similar.first().getAttribute("href"))!.replace(/^\/blog\//, "");
  expect(
    await sql<{ name: string }>(
      "SELECT c.name FROM blog_posts p JOIN blog_categories c ON c.id = p.category_id WHERE p.slug = $1",
      [firstSlug],
    ),
  ).toEqual([{ name: "UX/UI Design" }]);
  await expect(page.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/contact");
});

test("a post without category or tags says 'Non catégorisé'", async ({ page }) => {
  const article = await insertPost({ categoryName: null, tags: [] });
  await page.goto(`/blog/${article.slug}`);
  await expect(page.getByText("Non catégorisé")).toBeVisible();
});

test("the copy button puts the article's address in the clipboard", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/blog/${newestFirst[1]!.slug}`);
  await page.getByRole("button", { name: "Copier le lien de l'article" }).click();
  await expect(page.getByText("Lien copié")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/blog/${newestFirst[1]!.slug}$`),
  );
});

test("an unknown or unpublished article answers 404 with 'Article non trouvé' and a way back to /blog", async ({
  page,
}) => {
  const draft = await insertPost({ published: false });
  for (const path of ["/blog/article-qui-n-existe-pas", `/blog/${draft.slug}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article non trouvé");
    await expect(page.getByText("L'article que vous recherchez n'existe pas ou a été supprimé.")).toBeVisible();
  }
  await page.getByRole("link", { name: "Retour au blog" }).click();
  await expect(page).toHaveURL("/blog");
});

test.describe("article views", () => {
  test("count once per visitor session and address, show '1 lecture' then 'lectures', and never count bots", async ({
    page,
    browser,
  }) => {
    const article = await insertPost({ viewCount: 0 });
    const viewReported = (on: Page) =>
      on.waitForResponse((response) => response.url().endsWith(`/api/blog-posts/by-slug/${article.slug}/view`));
    await Promise.all([viewReported(page), page.goto(`/blog/${article.slug}`)]);
    await expect(page.getByTestId("view-count")).toHaveText("1 lecture");
    expect(await viewCountOf(article.slug)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("visitor_session_id"))).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    await Promise.all([viewReported(page), page.reload()]);
    await expect(page.getByTestId("view-count")).toHaveText("1 lecture");
    expect(await viewCountOf(article.slug)).toBe(1);

    // Another session from the same address is not counted again the same day; another visitor's is.
    const sameAddress = await browser.newPage();
    await Promise.all([viewReported(sameAddress), sameAddress.goto(`/blog/${article.slug}`)]);
    await expect(sameAddress.getByTestId("view-count")).toHaveText("1 lecture");
    await sameAddress.close();
    const otherVisitor = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.40" } });
    await Promise.all([viewReported(otherVisitor), otherVisitor.goto(`/blog/${article.slug}`)]);
    await expect(otherVisitor.getByTestId("view-count")).toHaveText("2 lectures");
    await otherVisitor.close();

    const robot = await browser.newPage({
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await Promise.all([viewReported(robot), robot.goto(`/blog/${article.slug}`)]);
    await expect(robot.getByTestId("view-count")).toHaveText("2 lectures");
    await robot.close();
    expect(await viewCountOf(article.slug)).toBe(2);
  });

  test("reuse the visitor session id already in localStorage", async ({ page }) => {
    const article = await insertPost({ viewCount: 10 });
    const sessionId = "6f1c2a8e-3b4d-4c5e-9f60-7a8b9c0d1e2f";
    await page.addInitScript((id) => localStorage.setItem("visitor_session_id", id), sessionId);
    await page.goto(`/blog/${article.slug}`);
    await expect(page.getByTestId("view-count")).toHaveText("11 lectures");
    expect(await page.evaluate(() => localStorage.getItem("visitor_session_id"))).toBe(sessionId);
    const response = await page.request.post(`/api/blog-posts/by-slug/${article.slug}/view`, { data: { sessionId } });
    expect(await response.json()).toEqual({ success: true, counted: false, viewCount: 11 });
  });
});
