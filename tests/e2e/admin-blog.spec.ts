import { expect, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { expectAnnounced, recordAnnouncements } from "./helpers/announcements";
import {
  chooseCategory,
  createCategory,
  editor,
  openRowMenu,
  rowOf,
  searchList,
  titleField,
  unique,
} from "./helpers/admin-blog";
import { sql } from "./helpers/db";

test.describe("blog articles in the back office", () => {
  test("the article form shows each required-field message, the slug conflict and the upload refusals", async ({
    page,
  }) => {
    test.slow();
    await signIn(page, await createAccount("editor"));
    const category = await createCategory();
    await page.goto("/admin/blogs/new");
    await page.getByRole("textbox", { name: "Auteur" }).fill("");
    await page.getByRole("button", { name: "Créer l'article" }).click();
    for (const message of [
      "Le titre est requis",
      "Le slug est requis",
      "La catégorie est requise",
      "L'extrait est requis",
      "Le contenu est requis",
      "L'auteur est requis",
    ]) {
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
    await expect(
      page.getByText("Ce slug est déjà utilisé par un autre article. Choisissez-en un autre."),
    ).toBeVisible();
    await expect(page).toHaveURL("/admin/blogs/new");

    // Uploads: a file that is not an image (even named .png) and a file over 5 MB, with the spec's messages.
    await page
      .getByLabel("Choisir une image de couverture")
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("ceci n'est pas une image") });
    const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
    await expect(toast("Type de fichier non valide")).toContainText(
      "Veuillez sélectionner une image valide (JPG, PNG, GIF, etc.)",
    );
    await page
      .getByLabel("Choisir une image de couverture")
      .setInputFiles({ name: "document.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Type de fichier non valide" })).toHaveCount(2);
    await page
      .getByLabel("Ajouter des images")
      .setInputFiles({ name: "enorme.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect(toast("Fichier trop volumineux")).toContainText(
      "L'image est trop volumineuse. Taille maximale: 5 Mo.",
    );
    await expect(page.getByRole("img", { name: "Image de couverture" })).toHaveCount(0);

    // An upload the network loses: the spec's toast, and its inline text, which stays until the next attempt.
    await page.route("**/api/upload**", (route) => route.abort("connectionreset"));
    await page
      .getByLabel("Choisir une image de couverture")
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a", "hex") });
    await expect(toast("Impossible d'uploader l'image. Veuillez réessayer.")).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "Impossible de télécharger l'image. Veuillez réessayer." }),
    ).toBeVisible();
  });

  test("the list is searched, filtered and paged by the server", async ({ page }) => {
    // 25 rows to insert and six server renders, on a machine shared with other builds.
    test.slow();
    await signIn(page);
    const marker = `lot${unique()}`;
    // The three published ones are dated 2001: the public site's tests, running meanwhile, expect the newest posts to be the seeded ones.
    for (let index = 0; index < 25; index += 1) {
      await sql(
        `INSERT INTO blog_posts (title, slug, excerpt, content, author, published, published_at, search_text, created_at, updated_at)
         VALUES ($1, $2, 'e', '<p>c</p>', 'Auteur', $3, CASE WHEN $3 THEN '2001-01-01'::timestamptz END, $4, now() - ($5 || ' minutes')::interval, now())`,
        [
          `Article ${marker} ${index}`,
          `${marker}-${index}`,
          index < 3,
          `article ${marker} ${index}\nmot-clé-${marker}`,
          String(index),
        ],
      );
    }
    await page.goto("/admin/blogs");
    await searchList(page, `MOT-CLÉ-${marker.toUpperCase()}`);
    await expect(page.getByText("Affichage de 20 sur 25 articles")).toBeVisible();
    await expect(page.getByRole("row").nth(1)).toContainText(`Article ${marker} 0`);
    await page.getByRole("link", { name: "Page 2", exact: true }).click();
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
    await sql("DELETE FROM blog_posts WHERE slug LIKE $1", [`${marker}-%`]);
  });

  test("/admin/blog is the same list; an edit address without id goes back to it; an unknown article is 'Article non trouvé.'", async ({
    page,
  }) => {
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
  test("an editor creates, searches, edits and deletes a category; its articles become 'Non catégorisé'", async ({
    page,
  }) => {
    test.slow();
    await signIn(page, await createAccount("editor"));
    const suffix = unique();
    const name = `Vidéo ${suffix}`;
    await recordAnnouncements(page);
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
    await expectAnnounced(page, `La catégorie « ${name} » a été créée.`);
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
    await expectAnnounced(page, `La catégorie « ${name} et photo » a été mise à jour.`);
    const renamed = page.getByRole("row").filter({ hasText: `${name} et photo` });

    // An article filed under it survives its deletion, 'Non catégorisé'.
    const [category] = await sql<{ id: number }>("SELECT id FROM blog_categories WHERE name = $1", [
      `${name} et photo`,
    ]);
    const articleTitle = `Tournage ${unique()}`;
    await sql(
      "INSERT INTO blog_posts (title, slug, excerpt, content, author, category_id, search_text, updated_at) VALUES ($1, $2, 'e', '<p>c</p>', 'A', $3, $4, now())",
      [articleTitle, `tournage-${unique()}`, category!.id, articleTitle.toLowerCase()],
    );
    await page.reload();
    await expect(renamed).toContainText("1 article");
    await renamed.getByRole("button", { name: `Supprimer ${name} et photo` }).click();
    const deleteDialog = page.getByRole("alertdialog", { name: "Supprimer la catégorie" });
    await expect(deleteDialog).toContainText("1 article deviendra « Non catégorisé »");
    await deleteDialog.getByRole("button", { name: "Supprimer" }).click();
    await expectAnnounced(page, `La catégorie « ${name} et photo » a été supprimée.`);
    await expect(renamed).toHaveCount(0);

    await page.goto(`/admin/blogs?search=${encodeURIComponent(articleTitle)}`);
    await expect(rowOf(page, articleTitle)).toContainText("Non catégorisé");
  });
});
