import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";

const unique = () => randomBytes(4).toString("hex");

async function png(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** A category of its own, so that parallel tests never share one. */
async function createCategory(name = `Catégorie ${unique()}`) {
  const [row] = await sql<{ id: number; name: string }>("INSERT INTO blog_categories (name, slug, updated_at) VALUES ($1, $2, now()) RETURNING id, name", [name, `cat-${unique()}`]);
  return row!;
}

const titleField = (page: Page) => page.getByRole("textbox", { name: "Titre", exact: true });
const editor = (page: Page) => page.getByRole("textbox", { name: "Contenu" });
const rowOf = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

async function chooseCategory(page: Page, name: string) {
  await page.getByRole("combobox", { name: "Catégorie" }).click();
  await page.getByRole("option", { name }).click();
}

/** Types in the search box and waits for the list the server filtered (the address carries the search). */
async function searchList(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Rechercher un article" }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe(text.trim());
}

async function openRowMenu(row: Locator, title: string) {
  await row.getByRole("button", { name: `Actions pour ${title}` }).click();
}

/**
 * What a visitor (no session) gets of an article right now: its page's status and whether it shows `title`, and
 * whether /blog, the sitemap and the RSS feed link to it. Read once, without retrying: writes must show at once.
 */
async function publicView(request: APIRequestContext, slug: string, title: string) {
  const read = async (path: string) => {
    const response = await request.get(path);
    return { status: response.status(), text: await response.text() };
  };
  const [article, list, sitemap, feed] = await Promise.all([read(`/blog/${slug}`), read("/blog"), read("/sitemap.xml"), read("/blog/rss.xml")]);
  const link = `/blog/${slug}`;
  return {
    articleStatus: article.status,
    articleShowsTitle: article.text.includes(title),
    onBlog: list.text.includes(`href="${link}"`),
    inSitemap: sitemap.text.includes(`${link}</loc>`),
    inFeed: feed.text.includes(`${link}</link>`),
  };
}

/** The image in `scope` has been loaded and decoded (not a broken or empty image). */
async function expectLoadedImage(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test.describe("blog articles in the back office", () => {
  test("an editor creates an article with a cover and an additional image, publishes, unpublishes, edits, previews and deletes it; the public blog, sitemap and feed follow at once", async ({ page, request }) => {
    // A long journey through every screen, on a machine shared with other builds.
    test.setTimeout(120_000);
    const account = await createAccount("editor");
    await signIn(page, account);
    const category = await createCategory();
    const title = `Guide du référencement ${unique()}`;

    await page.goto("/admin/blogs/new");
    await titleField(page).fill(`${title} !`);
    const slug = await page.getByRole("textbox", { name: "Slug" }).inputValue();
    expect(slug).toBe(`guide-du-referencement-${title.split(" ").at(-1)}`);
    await chooseCategory(page, category.name);
    await page.getByLabel("Extrait").fill("Tout pour être trouvé sur Google.");
    await editor(page).click();
    await page.keyboard.type("Premier paragraphe. ");
    await page.getByRole("button", { name: "Gras" }).click();
    await page.keyboard.type("Important.");
    await page.getByRole("button", { name: "Gras" }).click();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Titre de section" }).click();
    await page.keyboard.type("Une section");
    await page.keyboard.press("Enter");
    // An image inside the content goes through the same upload API.
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Insérer une image" }).click();
    await (await chooser).setFiles({ name: "schema-du-parcours.png", mimeType: "image/png", buffer: await png(640, 360, "#1d4ed8") });
    await expectLoadedImage(editor(page).getByRole("img", { name: "schema du parcours" }));
    await page.getByRole("textbox", { name: "Auteur" }).fill("Fatou Bamba");

    // Tags: trimmed, Enter or Ajouter, empty and duplicate entries ignored, removable.
    const tags = page.getByRole("textbox", { name: "Tags" });
    await tags.fill("  SEO ");
    await tags.press("Enter");
    await tags.fill("seo");
    await page.getByRole("button", { name: "Ajouter", exact: true }).click();
    await tags.fill("   ");
    await tags.press("Enter");
    await tags.fill("Google");
    await tags.press("Enter");
    await tags.fill("Temporaire");
    await tags.press("Enter");
    await page.getByRole("button", { name: "Retirer le tag Temporaire" }).click();
    await expect(page.getByRole("list", { name: "tags" }).getByRole("listitem")).toHaveText(["SEO", "Google"]);

    // Cover image: real upload progress, hidden a second after the end.
    await page.getByLabel("Choisir une image de couverture").setInputFiles({ name: "couverture.png", mimeType: "image/png", buffer: await png(1200, 630, "#0f766e") });
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expectLoadedImage(page.getByRole("img", { name: "Image de couverture" }));
    await expect(page.getByRole("progressbar")).toBeHidden({ timeout: 3000 });
    await page.getByLabel("Ajouter des images").setInputFiles({ name: "galerie.png", mimeType: "image/png", buffer: await png(800, 600, "#c2410c") });
    await expectLoadedImage(page.getByRole("img", { name: "Image supplémentaire 1" }));

    // Saved as a draft (new articles are drafts), then back to the list 1.5 s after the toast.
    await expect(page.locator("form").getByText("Brouillon", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Créer l'article" }).click();
    await expect(page.getByText("Article créé")).toBeVisible();
    await expect(page).toHaveURL("/admin/blogs", { timeout: 5000 });

    const [stored] = await sql<{ id: number; published: boolean; published_at: Date | null; cover_image: string; additional_images: string[]; tags: string[]; content: string; category_id: number }>(
      "SELECT id, published, published_at, cover_image, additional_images, tags, content, category_id FROM blog_posts WHERE slug = $1",
      [slug],
    );
    expect(stored).toMatchObject({ published: false, published_at: null, tags: ["SEO", "Google"], category_id: category.id });
    expect(stored!.content).toContain("<strong>Important.</strong>");
    expect(stored!.content).toContain("<h2>Une section</h2>");
    expect(stored!.cover_image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(stored!.additional_images).toHaveLength(1);
    const inlineImage = /<img src="(\/uploads\/[0-9a-f-]{36}\.webp)"/.exec(stored!.content)?.[1];
    expect(inlineImage).toBeDefined();

    // A draft is not public.
    expect(await publicView(request, slug, title)).toEqual({ articleStatus: 404, articleShowsTitle: false, onBlog: false, inSitemap: false, inFeed: false });

    // The list: searched on the server, with its columns.
    await searchList(page, title);
    const row = rowOf(page, title);
    await expect(row).toContainText("Fatou Bamba");
    await expect(row).toContainText(new Intl.DateTimeFormat("fr-FR", { timeZone: "Africa/Abidjan", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date()));
    await expect(row).toContainText("Brouillon");
    await expect(row).toContainText(category.name);
    await expect(page.getByText("Affichage de 1 sur 1 article").filter({ visible: true })).toBeVisible();

    // Quick toggle: published now, with a success banner that goes away after 3 s.
    await row.getByRole("button", { name: `Publier : ${title} !` }).click();
    const banner = page.getByRole("status").filter({ hasText: `L'article « ${title} ! » est publié.` });
    await expect(banner).toBeVisible();
    await expect(row).toContainText("Publié");
    await expect(banner).toBeHidden({ timeout: 5000 });
    const [published] = await sql<{ published_at: Date }>("SELECT published_at FROM blog_posts WHERE id = $1", [stored!.id]);
    expect(Date.now() - published!.published_at.getTime()).toBeLessThan(60_000);
    expect(await publicView(request, slug, `${title} !`)).toEqual({ articleStatus: 200, articleShowsTitle: true, onBlog: true, inSitemap: true, inFeed: true });

    // Row menu: unpublishing keeps publishedAt.
    await openRowMenu(row, `${title} !`);
    await page.getByRole("menuitem", { name: "Retirer de la publication" }).click();
    await expect(row).toContainText("Brouillon");
    const [unpublished] = await sql<{ published: boolean; published_at: Date }>("SELECT published, published_at FROM blog_posts WHERE id = $1", [stored!.id]);
    expect(unpublished).toEqual({ published: false, published_at: published!.published_at });
    expect(await publicView(request, slug, `${title} !`)).toEqual({ articleStatus: 404, articleShowsTitle: false, onBlog: false, inSitemap: false, inFeed: false });

    // Edit: the form holds the article; the slug of an existing article does not follow its title.
    await openRowMenu(row, `${title} !`);
    await page.getByRole("menuitem", { name: "Modifier" }).click();
    await expect(page).toHaveURL(`/admin/blogs/edit/${stored!.id}`);
    await expect(titleField(page)).toHaveValue(`${title} !`);
    await expect(editor(page)).toContainText("Important.");
    await titleField(page).fill(`${title} (mis à jour)`);
    await expect(page.getByRole("textbox", { name: "Slug" })).toHaveValue(slug);
    await page.getByRole("switch", { name: "Statut de publication" }).click();
    await expect(page.locator("form").getByText("Publié", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.getByText("Article mis à jour")).toBeVisible();
    await expect(page).toHaveURL("/admin/blogs", { timeout: 5000 });
    await searchList(page, `${title} (mis à jour)`);
    await expect(rowOf(page, `${title} (mis à jour)`)).toContainText("Publié");
    expect(await publicView(request, slug, `${title} (mis à jour)`)).toEqual({ articleStatus: 200, articleShowsTitle: true, onBlog: true, inSitemap: true, inFeed: true });

    // Preview: everything the article shows, its images, and the edit button.
    await openRowMenu(rowOf(page, `${title} (mis à jour)`), `${title} (mis à jour)`);
    await page.getByRole("menuitem", { name: "Voir" }).click();
    await expect(page).toHaveURL(`/admin/blogs/preview/${stored!.id}`);
    await expect(page.getByRole("heading", { name: "Aperçu de l'article" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${title} (mis à jour)` })).toBeVisible();
    await expect(page.locator("main").getByText("Publié", { exact: true }).filter({ visible: true })).toBeVisible();
    for (const text of [category.name, "SEO", "Google", "Fatou Bamba", "Tout pour être trouvé sur Google.", "Dernière mise à jour"]) await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator(".article-content strong")).toHaveText("Important.");
    await expectLoadedImage(page.getByRole("img", { name: `${title} (mis à jour)`, exact: true }));
    await expectLoadedImage(page.getByRole("img", { name: `${title} (mis à jour) — image 1` }));
    await expect(page.getByRole("link", { name: "Modifier" })).toHaveAttribute("href", `/admin/blogs/edit/${stored!.id}`);

    // Delete through the dialog: Annuler keeps it, Supprimer removes it and its images.
    await page.getByRole("link", { name: "Retour à la liste", exact: true }).click();
    await searchList(page, title);
    const updatedRow = rowOf(page, `${title} (mis à jour)`);
    await openRowMenu(updatedRow, `${title} (mis à jour)`);
    await page.getByRole("menuitem", { name: "Supprimer" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Confirmer la suppression" });
    await expect(dialog).toContainText(`Êtes-vous sûr de vouloir supprimer l'article « ${title} (mis à jour) » ? Cette action est irréversible.`);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(updatedRow).toBeVisible();
    await openRowMenu(updatedRow, `${title} (mis à jour)`);
    await page.getByRole("menuitem", { name: "Supprimer" }).click();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "a été supprimé" })).toBeVisible();
    await expect(page.getByText("Aucun article trouvé").filter({ visible: true })).toBeVisible();
    expect(await sql("SELECT id FROM blog_posts WHERE id = $1", [stored!.id])).toEqual([]);
    expect((await page.request.get(stored!.cover_image)).status()).toBe(404);
    expect((await page.request.get(stored!.additional_images[0]!)).status()).toBe(404);
    expect((await page.request.get(inlineImage!)).status()).toBe(404);
    expect(await publicView(request, slug, `${title} (mis à jour)`)).toEqual({ articleStatus: 404, articleShowsTitle: false, onBlog: false, inSitemap: false, inFeed: false });

    const activities = await sql<{ title: string }>("SELECT title FROM activities WHERE type = 'blog' AND target_id = $1 AND actor_id = $2 ORDER BY id", [stored!.id, account.id]);
    expect(activities.map((activity) => activity.title.split(" : ")[0])).toEqual(["Article créé", "Article publié", "Article retiré de la publication", "Article publié", "Article supprimé"]);
  });

  test("the article form shows each required-field message, the slug conflict and the upload refusals", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, await createAccount("editor"));
    const category = await createCategory();
    await page.goto("/admin/blogs/new");
    await page.getByRole("textbox", { name: "Auteur" }).fill("");
    await page.getByRole("button", { name: "Créer l'article" }).click();
    for (const message of ["Le titre est requis", "Le slug est requis", "La catégorie est requise", "L'extrait est requis", "Le contenu est requis", "L'auteur est requis"]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    // A slug another article uses: the server's message, on the slug field.
    const [existing] = await sql<{ slug: string }>("SELECT slug FROM blog_posts ORDER BY id LIMIT 1");
    await titleField(page).fill("Un autre article");
    await page.getByRole("textbox", { name: "Slug" }).fill(existing!.slug);
    await chooseCategory(page, category.name);
    await page.getByLabel("Extrait").fill("Extrait");
    await editor(page).click();
    await page.keyboard.type("Du contenu.");
    await page.getByRole("textbox", { name: "Auteur" }).fill("Aya");
    await page.getByRole("button", { name: "Créer l'article" }).click();
    await expect(page.getByText("Ce slug est déjà utilisé par un autre article. Choisissez-en un autre.")).toBeVisible();
    await expect(page).toHaveURL("/admin/blogs/new");

    // Uploads: a file that is not an image (even named .png) and a file over 5 MB, with the spec's messages.
    await page.getByLabel("Choisir une image de couverture").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("ceci n'est pas une image") });
    const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
    await expect(toast("Type de fichier non valide")).toContainText("Veuillez sélectionner une image valide (JPG, PNG, GIF, etc.)");
    await page.getByLabel("Choisir une image de couverture").setInputFiles({ name: "document.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Type de fichier non valide" })).toHaveCount(2);
    await page.getByLabel("Ajouter des images").setInputFiles({ name: "enorme.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect(toast("Fichier trop volumineux")).toContainText("L'image est trop volumineuse. Taille maximale: 5 Mo.");
    await expect(page.getByRole("img", { name: "Image de couverture" })).toHaveCount(0);
  });

  test("the list is searched, filtered and paged by the server", async ({ page }) => {
    // 25 rows to insert and six server renders, on a machine shared with other builds.
    test.setTimeout(60_000);
    await signIn(page);
    const marker = `lot${unique()}`;
    for (let index = 0; index < 25; index += 1) {
      await sql(
        `INSERT INTO blog_posts (title, slug, excerpt, content, author, published, published_at, search_text, created_at, updated_at)
         VALUES ($1, $2, 'e', '<p>c</p>', 'Auteur', $3, CASE WHEN $3 THEN now() END, $4, now() - ($5 || ' minutes')::interval, now())`,
        [`Article ${marker} ${index}`, `${marker}-${index}`, index < 3, `article ${marker} ${index}\nmot-clé-${marker}`, String(index)],
      );
    }
    await page.goto("/admin/blogs");
    await searchList(page, `MOT-CLÉ-${marker.toUpperCase()}`);
    await expect(page.getByText("Affichage de 20 sur 25 articles")).toBeVisible();
    await expect(page.getByRole("row").nth(1)).toContainText(`Article ${marker} 0`);
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText("Affichage de 5 sur 25 articles")).toBeVisible();

    await page.getByRole("combobox", { name: "Filtrer par statut de publication" }).click();
    await page.getByRole("option", { name: "Publiés" }).click();
    await expect(page.getByText("Affichage de 3 sur 3 articles")).toBeVisible();
    await page.getByRole("combobox", { name: "Filtrer par statut de publication" }).click();
    await page.getByRole("option", { name: "Brouillons" }).click();
    await expect(page.getByText("Affichage de 20 sur 22 articles")).toBeVisible();

    await searchList(page, `${marker}-introuvable`);
    await expect(page.getByText("Aucun article trouvé")).toBeVisible();
    await expect(page.getByText("Affichage de 0 sur 0 article")).toBeVisible();
  });

  test("/admin/blog is the same list; an edit address without id goes back to it; an unknown article is 'Article non trouvé.'", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/blog");
    await expect(page.getByRole("heading", { name: "Gestion des articles de blog" })).toBeVisible();
    await page.goto("/admin/blogs/edit");
    await expect(page).toHaveURL("/admin/blogs");
    await page.goto("/admin/blogs/preview/999999");
    await expect(page.getByText("Article non trouvé.")).toBeVisible();
    await page.goto("/admin/blogs/edit/999999");
    await expect(page.getByText("Article non trouvé.")).toBeVisible();
  });

  test("a 'user' account reads the list and the previews but is offered no change", async ({ page }) => {
    await signIn(page, await createAccount("user"));
    await page.goto("/admin/blogs");
    await expect(page.getByRole("heading", { name: "Gestion des articles de blog" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Nouvel article" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(Publier|Retirer de la publication) : / })).toHaveCount(0);
    const firstTitle = (await page.getByRole("row").nth(1).getByRole("link").first().innerText()).trim();
    await openRowMenu(page.getByRole("row").nth(1), firstTitle);
    await expect(page.getByRole("menuitem")).toHaveText(["Voir"]);
    await page.goto("/admin/blogs/new");
    await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
  });
});

test.describe("blog categories in the back office", () => {
  test("an editor creates, searches, edits and deletes a category; its articles become 'Non catégorisé'", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, await createAccount("editor"));
    const suffix = unique();
    const name = `Vidéo ${suffix}`;
    await page.goto("/admin/blog-categories");

    await page.getByRole("button", { name: "Nouvelle catégorie" }).click();
    const createDialog = page.getByRole("dialog", { name: "Nouvelle catégorie" });
    await createDialog.getByRole("button", { name: "Créer" }).click();
    await expect(createDialog.getByText("Le nom de la catégorie est requis")).toBeVisible();
    await createDialog.getByLabel("Nom de la catégorie").fill(name);
    await expect(createDialog.getByLabel("Description")).toHaveAttribute("rows", "4");
    await createDialog.getByLabel("Description").fill(`Films et reportages ${suffix}.`);
    await createDialog.getByRole("button", { name: "Créer" }).click();
    await expect(createDialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: `La catégorie « ${name} » a été créée.` })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(`video-${suffix}`);
    await expect(row).toContainText(`Films et reportages ${suffix}.`);

    // The same name again, whatever its case: the server's message on the name field.
    await page.getByRole("button", { name: "Nouvelle catégorie" }).click();
    await createDialog.getByLabel("Nom de la catégorie").fill(name.toUpperCase());
    await createDialog.getByRole("button", { name: "Créer" }).click();
    await expect(createDialog.getByText("Une catégorie porte déjà ce nom.")).toBeVisible();
    await createDialog.getByRole("button", { name: "Annuler" }).click();

    // Search, empty state, 'Effacer la recherche'.
    const search = page.getByRole("searchbox", { name: "Rechercher une catégorie" });
    await search.fill(`REPORTAGES ${suffix.toUpperCase()}`);
    await expect(page.getByRole("row")).toHaveCount(2);
    await search.fill("rien de tel ici");
    await expect(page.getByText("Aucune catégorie trouvée")).toBeVisible();
    await page.getByRole("button", { name: "Effacer la recherche" }).click();
    await expect(search).toHaveValue("");
    await expect(row).toBeVisible();

    // Edit.
    await row.getByRole("button", { name: `Modifier ${name}` }).click();
    const editDialog = page.getByRole("dialog", { name: "Modifier la catégorie" });
    await expect(editDialog.getByLabel("Nom de la catégorie")).toHaveValue(name);
    await editDialog.getByLabel("Nom de la catégorie").fill(`${name} et photo`);
    await editDialog.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.getByRole("status").filter({ hasText: `La catégorie « ${name} et photo » a été mise à jour.` })).toBeVisible();
    const renamed = page.getByRole("row").filter({ hasText: `${name} et photo` });

    // An article filed under it survives its deletion, 'Non catégorisé'.
    const [category] = await sql<{ id: number }>("SELECT id FROM blog_categories WHERE name = $1", [`${name} et photo`]);
    const articleTitle = `Tournage ${unique()}`;
    await sql("INSERT INTO blog_posts (title, slug, excerpt, content, author, category_id, search_text, updated_at) VALUES ($1, $2, 'e', '<p>c</p>', 'A', $3, $4, now())", [articleTitle, `tournage-${unique()}`, category!.id, articleTitle.toLowerCase()]);
    await page.reload();
    await expect(renamed).toContainText("1 article");
    await renamed.getByRole("button", { name: `Supprimer ${name} et photo` }).click();
    const deleteDialog = page.getByRole("alertdialog", { name: "Supprimer la catégorie" });
    await expect(deleteDialog).toContainText("1 article deviendra « Non catégorisé »");
    await deleteDialog.getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByRole("status").filter({ hasText: `La catégorie « ${name} et photo » a été supprimée.` })).toBeVisible();
    await expect(renamed).toHaveCount(0);

    await page.goto(`/admin/blogs?search=${encodeURIComponent(articleTitle)}`);
    await expect(rowOf(page, articleTitle)).toContainText("Non catégorisé");
  });
});
