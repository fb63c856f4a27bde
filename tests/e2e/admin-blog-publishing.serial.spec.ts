// Serial: publishing changes what every visitor sees (/blog, the home page, the sitemap, the feed), which the public
// site's tests check while the other tests run.
import { expect, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import {
  chooseCategory,
  createCategory,
  editor,
  expectLoadedImage,
  openRowMenu,
  png,
  publicView,
  rowOf,
  searchList,
  titleField,
  unique,
} from "./helpers/admin-blog";
import { sql } from "./helpers/db";
import { describeLibraryImages } from "./helpers/media";
import { expectAnnounced, recordAnnouncements } from "./helpers/announcements";

test.describe("blog articles in the back office", () => {
  test("an editor creates an article with a cover and an additional image, publishes, unpublishes, edits, previews and deletes it; the public blog, sitemap and feed follow at once", async ({
    page,
    request,
  }) => {
    // A long journey through every screen, on a machine shared with other builds.
    test.slow();
    const account = await createAccount("editor");
    await signIn(page, account);
    const category = await createCategory();
    const title = `Guide du référencement ${unique()}`;
    await recordAnnouncements(page);

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
    // An image inside the content: the editor's image button opens the library, where the file is sent (through the
    // same upload API) and chosen at once.
    await page.getByRole("button", { name: "Insérer une image" }).click();
    const library = page.getByRole("dialog", { name: "Médiathèque" });
    await library
      .getByLabel("Envoyer des images")
      .setInputFiles({ name: "schema-du-parcours.png", mimeType: "image/png", buffer: await png(640, 360, "#1d4ed8") });
    await expect(library.getByRole("button", { pressed: true })).toContainText("schema-du-parcours.png");
    await library.getByRole("button", { name: "Choisir", exact: true }).click();
    await expectLoadedImage(editor(page).locator('img[src^="/uploads/"]'));
    // Its progress bar goes a second after the upload, before the cover's own appears (on a fast machine, the
    // steps below take less than that).
    await expect(page.getByRole("progressbar")).toBeHidden();
    await page.getByRole("textbox", { name: "Auteur" }).fill("Fatou Bamba");

    // Tags: trimmed, Enter or Ajouter, empty and duplicate entries ignored, removable.
    const tags = page.getByRole("textbox", { name: "Tags" });
    await tags.fill("  SEO ");
    await tags.press("Enter");
    await tags.fill("seo");
    await page.getByRole("button", { name: "Ajouter un tag", exact: true }).click();
    await tags.fill("   ");
    await tags.press("Enter");
    await tags.fill("Google");
    await tags.press("Enter");
    await tags.fill("Temporaire");
    await tags.press("Enter");
    await page.getByRole("button", { name: "Retirer Temporaire" }).click();
    await expect(page.getByRole("list", { name: "un tag ajoutés" }).getByRole("listitem")).toHaveText([
      "SEO",
      "Google",
    ]);

    // Cover image: real upload progress, hidden a second after the end.
    await page
      .getByLabel("Choisir une image de couverture")
      .setInputFiles({ name: "couverture.png", mimeType: "image/png", buffer: await png(1200, 630, "#0f766e") });
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expectLoadedImage(page.getByRole("img", { name: "Image de couverture" }));
    await expect(page.getByRole("progressbar")).toBeHidden();
    await page
      .getByLabel("Ajouter des images")
      .setInputFiles({ name: "galerie.png", mimeType: "image/png", buffer: await png(800, 600, "#c2410c") });
    await expectLoadedImage(page.getByRole("img", { name: "Image supplémentaire 1" }));

    // Saved as a draft (new articles are drafts), then back to the list 1.5 s after the toast.
    await expect(page.locator("form").getByText("Brouillon", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Créer l'article" }).click();
    await expect(page.getByText("Article créé")).toBeVisible();
    await expect(page).toHaveURL("/admin/blogs");

    const [stored] = await sql<{
      id: number;
      published: boolean;
      published_at: Date | null;
      cover_image: string;
      additional_images: string[];
      tags: string[];
      content: string;
      category_id: number;
    }>(
      "SELECT id, published, published_at, cover_image, additional_images, tags, content, category_id FROM blog_posts WHERE slug = $1",
      [slug],
    );
    expect(stored).toMatchObject({
      published: false,
      published_at: null,
      tags: ["SEO", "Google"],
      category_id: category.id,
    });
    expect(stored!.content).toContain("<strong>Important.</strong>");
    expect(stored!.content).toContain("<h2>Une section</h2>");
    expect(stored!.cover_image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(stored!.additional_images).toHaveLength(1);
    const inlineImage = /<img src="(\/uploads\/[0-9a-f-]{36}\.webp)"/.exec(stored!.content)?.[1];
    expect(inlineImage).toBeDefined();

    // A draft is not public.
    expect(await publicView(request, slug, title)).toEqual({
      articleStatus: 404,
      articleShowsTitle: false,
      onBlog: false,
      inSitemap: false,
      inFeed: false,
    });

    // The list: searched on the server, with its columns.
    await searchList(page, title);
    const row = rowOf(page, title);
    await expect(row).toContainText("Fatou Bamba");
    await expect(row).toContainText(
      new Intl.DateTimeFormat("fr-FR", {
        timeZone: "Africa/Abidjan",
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
      }).format(new Date()),
    );
    await expect(row).toContainText("Brouillon");
    await expect(row).toContainText(category.name);
    await expect(page.getByText("Affichage de 1 sur 1 article").filter({ visible: true })).toBeVisible();

    // Quick toggle: refused while the images are not described in the library, which the refusal names.
    await row.getByRole("button", { name: `Publier : ${title} !` }).click();
    const refusal = page.locator("[data-sonner-toast]").filter({ hasText: "n'ont pas de texte alternatif" });
    await expect(refusal).toContainText("« couverture.png » (Image de couverture)");
    await expect(refusal).toContainText("« galerie.png » (Galerie)");
    // Inserted from the library without an alt of its own: the library's description is asked for too.
    await expect(refusal).toContainText("« schema-du-parcours.png » (Contenu)");
    await expect(row).toContainText("Brouillon");
    await describeLibraryImages({ paths: [stored!.cover_image, ...stored!.additional_images, inlineImage!] });

    // Then published now, with a success banner that goes away after 3 s.
    await row.getByRole("button", { name: `Publier : ${title} !` }).click();
    await expectAnnounced(page, `L'article « ${title} ! » est publié.`);
    await expect(row).toContainText("Publié");
    await expect(page.getByRole("status").filter({ hasText: `L'article « ${title} ! » est publié.` })).toBeHidden();
    const [published] = await sql<{ published_at: Date }>("SELECT published_at FROM blog_posts WHERE id = $1", [
      stored!.id,
    ]);
    expect(Date.now() - published!.published_at.getTime()).toBeLessThan(60_000);
    expect(await publicView(request, slug, `${title} !`)).toEqual({
      articleStatus: 200,
      articleShowsTitle: true,
      onBlog: true,
      inSitemap: true,
      inFeed: true,
    });

    // Row menu: unpublishing keeps publishedAt.
    await openRowMenu(row, `${title} !`);
    await page.getByRole("menuitem", { name: "Retirer de la publication" }).click();
    await expect(row).toContainText("Brouillon");
    const [unpublished] = await sql<{ published: boolean; published_at: Date }>(
      "SELECT published, published_at FROM blog_posts WHERE id = $1",
      [stored!.id],
    );
    expect(unpublished).toEqual({ published: false, published_at: published!.published_at });
    expect(await publicView(request, slug, `${title} !`)).toEqual({
      articleStatus: 404,
      articleShowsTitle: false,
      onBlog: false,
      inSitemap: false,
      inFeed: false,
    });

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
    await expect(page).toHaveURL("/admin/blogs");
    await searchList(page, `${title} (mis à jour)`);
    await expect(rowOf(page, `${title} (mis à jour)`)).toContainText("Publié");
    expect(await publicView(request, slug, `${title} (mis à jour)`)).toEqual({
      articleStatus: 200,
      articleShowsTitle: true,
      onBlog: true,
      inSitemap: true,
      inFeed: true,
    });

    // Preview: everything the article shows, its images, and the edit button.
    await openRowMenu(rowOf(page, `${title} (mis à jour)`), `${title} (mis à jour)`);
    await page.getByRole("menuitem", { name: "Voir" }).click();
    await expect(page).toHaveURL(`/admin/blogs/preview/${stored!.id}`);
    await expect(page.getByRole("heading", { name: "Aperçu de l'article" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${title} (mis à jour)` })).toBeVisible();
    await expect(page.locator("main").getByText("Publié", { exact: true }).filter({ visible: true })).toBeVisible();
    for (const text of [
      category.name,
      "SEO",
      "Google",
      "Fatou Bamba",
      "Tout pour être trouvé sur Google.",
      "Dernière mise à jour",
    ])
      await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator(".article-content strong")).toHaveText("Important.");
    await expectLoadedImage(page.getByRole("img", { name: `${title} (mis à jour)`, exact: true }));
    await expectLoadedImage(page.getByRole("img", { name: `${title} (mis à jour) — image 1` }));
    await expect(page.getByRole("link", { name: "Modifier" })).toHaveAttribute(
      "href",
      `/admin/blogs/edit/${stored!.id}`,
    );

    // Delete through the dialog: Annuler keeps it, Supprimer removes it and its images.
    await page.getByRole("link", { name: "Retour à la liste", exact: true }).click();
    await searchList(page, title);
    const updatedRow = rowOf(page, `${title} (mis à jour)`);
    await openRowMenu(updatedRow, `${title} (mis à jour)`);
    await page.getByRole("menuitem", { name: "Supprimer" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Confirmer la suppression" });
    await expect(dialog).toContainText(
      `Êtes-vous sûr de vouloir supprimer l'article « ${title} (mis à jour) » ? Cette action est irréversible.`,
    );
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(updatedRow).toBeVisible();
    await openRowMenu(updatedRow, `${title} (mis à jour)`);
    await page.getByRole("menuitem", { name: "Supprimer" }).click();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await expectAnnounced(page, `L'article « ${title} (mis à jour) » a été supprimé.`);
    await expect(page.getByText("Aucun article trouvé").filter({ visible: true })).toBeVisible();
    expect(await sql("SELECT id FROM blog_posts WHERE id = $1", [stored!.id])).toEqual([]);
    // Its images stay in the library, unused (listed 'À nettoyer' once old enough), never deleted silently (issue 43).
    for (const image of [stored!.cover_image, stored!.additional_images[0]!, inlineImage!]) {
      expect((await page.request.get(image)).status()).toBe(200);
      const [media] = await sql<{ uses: string }>(
        "SELECT count(u.id) AS uses FROM media_files f LEFT JOIN media_uses u ON u.media_id = f.id WHERE f.filename = $1 GROUP BY f.id",
        [image.replace("/uploads/", "")],
      );
      expect(media?.uses).toBe("0");
    }
    expect(await publicView(request, slug, `${title} (mis à jour)`)).toEqual({
      articleStatus: 404,
      articleShowsTitle: false,
      onBlog: false,
      inSitemap: false,
      inFeed: false,
    });

    const activities = await sql<{ title: string }>(
      "SELECT title FROM activities WHERE type = 'blog' AND target_id = $1 AND actor_id = $2 ORDER BY id",
      [stored!.id, account.id],
    );
    expect(activities.map((activity) => activity.title.split(" : ")[0])).toEqual([
      "Article créé",
      "Article publié",
      "Article retiré de la publication",
      "Article publié",
      "Article supprimé",
    ]);
  });
});
