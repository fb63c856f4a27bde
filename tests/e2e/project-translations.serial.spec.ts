// A project's translation (issue 45, lib/projects/translations.ts), from the editor to each language's site. Serial: it
// publishes a project, which the parallel specs' portfolio and home page must not meet.
import { unique } from "./helpers/admin-blog";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import { expect, test } from "./helpers/test";

test.describe("a project in French and in English", () => {
  test("translated in the editor and published in English, each language shows its version at the project's address", async ({
    page,
    request,
  }) => {
    test.slow();
    await signIn(page, await createAccount("editor"));
    const suffix = unique();
    const french = `Refonte du portail ${suffix}`;
    const english = `Portal redesign ${suffix}`;
    // A published French project: a seeded one's fields and images under a title of its own.
    const [{ id }] = (await sql<{ id: number }>(
      `INSERT INTO projects (title, category, client, date, about, challenge, solution, results, technologies, tags,
                             images, status, updated_at)
       SELECT $1, category, client, date, about, challenge, solution, results, technologies, tags, images,
              'published', now()
       FROM projects WHERE status = 'published' ORDER BY id LIMIT 1
       RETURNING id`,
      [french],
    )) as [{ id: number }];
    const path = `/projects/${id}`;

    // The address under /en before there is an English version: the English portfolio.
    const notYet = await request.get(`/en${path}`, { maxRedirects: 0 });
    expect(notYet.status()).toBe(307);
    const locations = notYet
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "location")
      .map((header) => header.value);
    expect(new Set(locations)).toEqual(new Set(["/en/projects"]));

    // Translated in the editor: the missing English is marked; it is published with its first save.
    await page.goto(`/admin/projects/edit/${id}`);
    const languages = page.getByRole("navigation", { name: "Langues du projet" });
    await expect(languages.getByRole("link", { name: /English/ })).toContainText("À traduire");
    await languages.getByRole("link", { name: /English/ }).click();
    await expect(page).toHaveURL(`/admin/projects/translate/${id}/en`);
    await expect(page.getByText(french).first()).toBeVisible();
    const form = page.getByRole("form", { name: "Traduction en anglais" });
    await form.getByRole("textbox", { name: "Titre", exact: true }).fill(english);
    const text = (name: string) => form.getByRole("textbox", { name, exact: true });
    await text("À propos du projet").fill("A booking portal that travellers finish on their phones.");
    await text("Le défi").fill("Bookings abandoned on phones for want of a local payment.");
    await text("Notre solution").fill("A three-step booking with Mobile Money built in.");
    await text("Résultats").fill("Twice as many bookings completed within three months.");
    await form.getByRole("switch", { name: "Publier la traduction" }).click();
    await form.getByRole("button", { name: "Créer la traduction" }).click();
    await expect(page.getByText("Traduction créée")).toBeVisible();
    await expect(languages.getByRole("link", { name: /English/ })).toContainText("Publié");

    const read = async (address: string) => (await request.get(address)).text();
    const englishPage = await read(`/en${path}`);
    expect(englishPage).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(englishPage).toContain(english);
    expect(englishPage).toContain("A booking portal that travellers finish on their phones.");
    const frenchPage = await read(path);
    expect(frenchPage).toContain(french);
    for (const html of [englishPage, frenchPage]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="fr" href="[^"]*${path}"`));
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="[^"]*/en${path}"`));
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="[^"]*${path}"`));
    }
    expect(englishPage).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/en${path}"`));

    // The English list, search and sitemap show it; the French ones keep the French words.
    expect(await read("/en/projects")).toContain(`href="/en${path}"`);
    expect(await read(`/en/projects/search/redesign-${suffix}`)).toContain(english);
    expect(await read(`/projects/recherche/redesign-${suffix}`)).not.toContain(english);
    expect(await read("/sitemap.xml")).toContain("/en/projects/sitemap/1.xml</loc>");
    expect(await read("/en/projects/sitemap/1.xml")).toMatch(
      new RegExp(`<loc>[^<]*/en${path}</loc><lastmod>[^<]+</lastmod><xhtml:link rel="alternate" hreflang="fr"`),
    );

    // The switcher of each leads to the other.
    await page.goto(path);
    await page.locator("footer").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(`/en${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english);
    await page.locator("footer").getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(path);

    // Unpublished in English: the French version stays, alone.
    await page.goto(`/admin/projects/translate/${id}/en`);
    await form.getByRole("switch", { name: "Publier la traduction" }).click();
    await form.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.getByText("Traduction mise à jour")).toBeVisible();
    // Polled for at most 15 s, well within the page's minute of life (PUBLIC_PAGE_CACHE_LIFE), so that a save that
    // expired nothing still fails: a fresh-clone run (ciB, 2026-12-02, the walk beside it) got the English page once
    // more right after the save, most likely from a render begun before it and stored after it (a note on issue 38).
    await expect
      .poll(async () => (await request.get(`/en${path}`, { maxRedirects: 0 })).status(), { timeout: 15_000 })
      .toBe(307);
    expect(await read("/en/projects")).not.toContain(`/en${path}"`);
    const frenchAlone = await request.get(path);
    expect(frenchAlone.status()).toBe(200);
    // (The language switcher still links to the English address, which leads to the English portfolio.)
    expect(await frenchAlone.text()).not.toMatch(/<link rel="alternate" hrefLang="en"/);
  });
});
