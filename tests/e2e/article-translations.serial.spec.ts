// An article's translation (issue 45, lib/blog/translations.ts), from the editor to each language's site. Serial: it
// publishes an article, which the parallel specs' "newest articles" (home, blog, API) must not meet.
import { chooseCategory, createCategory, editor, titleField, unique } from "./helpers/admin-blog";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import { expect, test } from "./helpers/test";

test.describe("an article in French and in English", () => {
  test("translated in the editor, published in English a day later by the scheduler, each language has its version", async ({
    page,
    request,
  }) => {
    test.slow();
    await signIn(page, await createAccount("editor"));
    const category = await createCategory();
    const suffix = unique();
    const french = { title: `Réussir son site vitrine ${suffix}`, slug: `reussir-site-vitrine-${suffix}` };
    const english = { title: `Building a showcase website ${suffix}`, slug: `showcase-website-${suffix}` };

    // Written and published in French.
    await page.goto("/admin/blogs/new");
    await titleField(page).fill(french.title);
    await page.getByRole("textbox", { name: "Slug" }).fill(french.slug);
    await chooseCategory(page, category.name);
    await page.getByLabel("Extrait").fill("Les étapes d'un site qui attire des clients.");
    await editor(page).click();
    await page.keyboard.type("Un site vitrine se prépare.");
    await page.getByRole("switch", { name: "Publier l'article" }).click();
    await page.getByRole("button", { name: "Créer l'article" }).click();
    await expect(page.getByText("Article créé")).toBeVisible();
    const [{ id }] = (await sql<{ id: number }>("SELECT id FROM blog_posts WHERE slug = $1", [french.slug])) as [
      { id: number },
    ];

    // Translated in the editor: the missing English is marked; it is scheduled for tomorrow.
    await page.goto(`/admin/blogs/edit/${id}`);
    const languages = page.getByRole("navigation", { name: "Langues de l'article" });
    await expect(languages.getByRole("link", { name: /English/ })).toContainText("À traduire");
    await languages.getByRole("link", { name: /English/ }).click();
    await expect(page).toHaveURL(`/admin/blogs/translate/${id}/en`);
    await expect(page.getByText(french.title).first()).toBeVisible();
    const form = page.getByRole("form", { name: "Traduction en anglais" });
    await form.getByRole("textbox", { name: "Titre", exact: true }).fill(english.title);
    await form.getByRole("textbox", { name: "Slug" }).fill(english.slug);
    await form.getByLabel("Extrait").fill("The steps to a website that brings customers.");
    await form.getByRole("textbox", { name: "Contenu" }).click();
    await page.keyboard.type("A showcase website takes preparation.");
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 16);
    await form.getByLabel("Date et heure de publication programmée").fill(tomorrow);
    await form.getByRole("button", { name: "Créer la traduction" }).click();
    await expect(page.getByText("Traduction créée")).toBeVisible();
    await expect(languages.getByRole("link", { name: /English/ })).toContainText("Programmé");
    expect((await request.get(`/en/blog/${english.slug}`)).status()).toBe(404);
    // The French address under /en: the article is not in English yet, the English blog instead.
    const notYet = await request.get(`/en/blog/${french.slug}`, { maxRedirects: 0 });
    expect(notYet.status()).toBe(307);
    // (Next.js writes a redirect's Location twice, the same address.)
    const locations = notYet
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "location")
      .map((header) => header.value);
    expect(new Set(locations)).toEqual(new Set(["/en/blog"]));

    // A day later (the schedule moved to a second ago: the server's clock cannot be moved), the server's scheduler
    // publishes it on its own, every ten seconds.
    await sql("UPDATE blog_post_translations SET scheduled_at = now() - interval '1 second' WHERE post_id = $1", [id]);
    await expect
      .poll(async () => (await request.get(`/en/blog/${english.slug}`)).status(), { timeout: 30_000 })
      .toBe(200);

    const read = async (path: string) => (await request.get(path)).text();
    const englishPage = await read(`/en/blog/${english.slug}`);
    expect(englishPage).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(englishPage).toContain(`<h1`);
    expect(englishPage).toContain(english.title);
    const frenchPage = await read(`/blog/${french.slug}`);
    for (const html of [englishPage, frenchPage]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="fr" href="[^"]*/blog/${french.slug}"`));
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="[^"]*/en/blog/${english.slug}"`));
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="[^"]*/blog/${french.slug}"`));
    }
    expect(englishPage).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/en/blog/${english.slug}"`));

    // Each language's list, search, feed and sitemap.
    expect(await read("/en/blog")).toContain(`href="/en/blog/${english.slug}"`);
    expect(await read("/blog")).not.toContain(english.slug);
    expect(await read(`/en/blog/search/showcase-${suffix}`)).toContain(`href="/en/blog/${english.slug}"`);
    expect(await read(`/blog/recherche/showcase-${suffix}`)).not.toContain(english.slug);
    expect(await read("/en/blog/rss.xml")).toContain(`/en/blog/${english.slug}</link>`);
    expect(await read("/blog/rss.xml")).not.toContain(english.slug);
    expect(await read("/sitemap.xml")).toContain("/en/blog/sitemap/1.xml</loc>");
    const englishSitemap = await read("/en/blog/sitemap/1.xml");
    expect(englishSitemap).toMatch(
      new RegExp(
        `<loc>[^<]*/en/blog/${english.slug}</loc><lastmod>[^<]+</lastmod><xhtml:link rel="alternate" hreflang="fr" href="[^"]*/blog/${french.slug}"/>`,
      ),
    );
    expect(await read("/blog/sitemap/1.xml")).toMatch(
      new RegExp(`/blog/${french.slug}</loc>.*?hreflang="en" href="[^"]*/en/blog/${english.slug}"`),
    );

    // The switcher of each leads to the other.
    await page.goto(`/blog/${french.slug}`);
    await page.locator("footer").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(`/en/blog/${english.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
    await page.locator("footer").getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(`/blog/${french.slug}`);

    // Unpublished in English: the French version stays, alone.
    await page.goto(`/admin/blogs/translate/${id}/en`);
    await form.getByRole("switch", { name: "Publier la traduction" }).click();
    await form.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.getByText("Traduction mise à jour")).toBeVisible();
    expect((await request.get(`/en/blog/${english.slug}`)).status()).toBe(404);
    expect(await read("/en/blog")).not.toContain(english.slug);
    const frenchAlone = await request.get(`/blog/${french.slug}`);
    expect(frenchAlone.status()).toBe(200);
    expect(await frenchAlone.text()).not.toContain(`/en/blog/${english.slug}`);
  });
});
