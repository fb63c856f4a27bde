import { expect, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import {
  chooseOption,
  clickNext,
  field,
  fillDetailsStep,
  fillGeneralStep,
  insertProject,
  next,
  pngFile,
  rowOf,
  uniqueWord,
} from "./helpers/projects";
import { PROJECT_CATEGORIES } from "@/lib/projects/types";

test.describe("projects in the back office", () => {
  test("the form shows every validation message, and the chips ignore empty and duplicate entries", async ({
    page,
  }) => {
    await signIn(page, await createAccount("editor"));
    await page.goto("/admin/projects/new");
    await clickNext(page);
    for (const message of [
      "Le titre doit contenir au moins 3 caractères",
      "Veuillez sélectionner une catégorie",
      "Le nom du client est requis",
      "La date est requise",
      "À propos du projet doit contenir au moins 10 caractères",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByText("Étape 1 sur 4")).toBeVisible();
    await fillGeneralStep(page, "ab");
    await clickNext(page);
    await expect(page.getByText("Le titre doit contenir au moins 3 caractères")).toBeVisible();
    await field(page, "Titre").fill(`Validation ${uniqueWord()}`);
    await next(page);

    await expect(page.getByText("Étape 2 sur 4")).toBeVisible();
    await clickNext(page);
    for (const message of [
      "Le défi doit contenir au moins 10 caractères",
      "Notre solution doit contenir au moins 10 caractères",
      "Les résultats doivent contenir au moins 10 caractères",
      "Au moins une technologie est requise",
      "Au moins un tag est requis",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    const technologies = page.getByRole("list", { name: "une technologie ajoutés" });
    await field(page, "Technologies").fill("   ");
    await field(page, "Technologies").press("Enter");
    await expect(technologies).toHaveCount(0);
    for (const entry of ["React", " react ", "React"]) {
      await field(page, "Technologies").fill(entry);
      await field(page, "Technologies").press("Enter");
    }
    await expect(technologies.getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: "Retirer React" }).click();
    await expect(technologies).toHaveCount(0);
    await fillDetailsStep(page);
    await next(page);

    await page.getByLabel("Ajouter des images").setInputFiles([await pngFile("logo.png", "#1d4ed8")]);
    await expect(page.getByRole("list", { name: "Images du projet" }).getByRole("listitem")).toHaveCount(1);
    // The last image cannot be removed.
    await expect(page.getByRole("button", { name: "Supprimer l'image 1" })).toBeDisabled();
    await next(page);

    await field(page, "Site web").fill("pas-une-url");
    await field(page, "App Store").fill("ftp://apps.example.ci");
    await field(page, "Google Play").fill("https://");
    await page.getByRole("button", { name: "Créer le projet" }).click();
    await expect(page.getByText("URL invalide")).toHaveCount(3);
    await expect(page.getByText("Étape 4 sur 4")).toBeVisible();
  });

  test("saving without an image warns and opens the media step", async ({ page }) => {
    await signIn(page, await createAccount("editor"));
    await page.goto("/admin/projects/new");
    const title = `Sans image ${uniqueWord()}`;
    await fillGeneralStep(page, title);
    await next(page);
    await fillDetailsStep(page);
    await next(page);
    await next(page);
    await page.getByRole("button", { name: "Créer le projet" }).click();
    await expect(page.getByText("Veuillez ajouter au moins une image au projet.").first()).toBeVisible();
    await expect(page.getByText("Étape 3 sur 4")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Médias" })).toHaveAttribute("aria-selected", "true");
    expect(await sql("SELECT id FROM projects WHERE title = $1", [title])).toHaveLength(0);
  });

  test("an editor edits a project; it is saved, recorded and the list comes back", async ({ page }) => {
    const editor = await createAccount("editor");
    await signIn(page, editor);
    const project = await insertProject({ title: `À modifier ${uniqueWord()}` });
    await page.goto(`/admin/projects/edit/${project.id}`);
    await expect(page.getByRole("heading", { name: "Modifier le projet" })).toBeVisible();
    await expect(field(page, "Titre")).toHaveValue(project.title);
    const renamed = `${project.title} (v2)`;
    await field(page, "Titre").fill(renamed);
    await page.getByRole("tab", { name: "Liens" }).click();
    await page.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.getByText("Le projet a été mis à jour avec succès.")).toBeVisible();
    await expect(page).toHaveURL("/admin/projects");
    expect((await sql<{ title: string }>("SELECT title FROM projects WHERE id = $1", [project.id]))[0]!.title).toBe(
      renamed,
    );
    expect(
      await sql("SELECT id FROM activities WHERE target_id = $1 AND type = 'project' AND actor_id = $2", [
        project.id,
        editor.id,
      ]),
    ).toHaveLength(1);
  });

  test("preview mode runs the form and saves nothing", async ({ page }) => {
    await signIn(page, await createAccount("editor"));
    const project = await insertProject({ title: `Prévisualisé ${uniqueWord()}` });
    await page.goto(`/admin/projects/preview-mode/${project.id}`);
    await expect(page.getByRole("heading", { name: "Prévisualisation du projet" })).toBeVisible();
    await field(page, "Titre").fill("Un autre titre");
    await page.getByRole("tab", { name: "Liens" }).click();
    await page.getByRole("button", { name: "Valider sans enregistrer" }).click();
    await expect(page.getByText("Aucune modification n'a été enregistrée.")).toBeVisible();
    await expect(page).toHaveURL(`/admin/projects/preview-mode/${project.id}`);
    expect((await sql<{ title: string }>("SELECT title FROM projects WHERE id = $1", [project.id]))[0]!.title).toBe(
      project.title,
    );
  });

  test("the preview shows the banner, the featured image with a placeholder for a broken one, and the three tabs", async ({
    page,
  }) => {
    await signIn(page, await createAccount("user"));
    const project = await insertProject({
      title: `Aperçu ${uniqueWord()}`,
      featured: true,
      images: [
        "/images/projects/lagunia-pay-refonte-ux-ui-1.webp",
        "/uploads/00000000-0000-4000-8000-000000000000.webp",
      ],
      featuredImageIndex: 1,
    });
    await page.goto(`/admin/projects/preview/${project.id}`);
    await expect(page.getByText("Mode prévisualisation")).toBeVisible();
    await expect(page.getByRole("heading", { name: project.title })).toBeVisible();
    await expect(page.getByText("Brouillon", { exact: true })).toBeVisible();
    await expect(page.getByText("Mis en avant", { exact: true })).toBeVisible();
    // The featured image is the second, whose file is missing: the placeholder takes its place.
    await expect(page.getByTestId("featured-image").getByRole("img")).toHaveAttribute("src", /\/placeholder\//);
    const onSite = page.getByRole("link", { name: /Voir sur le site/ });
    await expect(onSite).toHaveAttribute("href", `/projects/${project.id}`);
    await expect(onSite).toHaveAttribute("target", "_blank");
    // A role without projects:write has no edit button.
    await expect(page.getByRole("link", { name: "Modifier" })).toHaveCount(0);

    await expect(page.getByText("Un projet créé par les tests de bout en bout.")).toBeVisible();
    await page.getByRole("tab", { name: "Détails" }).click();
    await expect(page.getByText("Le défi du projet de test.")).toBeVisible();
    await page.getByRole("tab", { name: /Galerie/ }).click();
    const images = page.getByRole("list", { name: "Galerie du projet" }).getByRole("listitem");
    await expect(images).toHaveCount(2);
    await expect(images.nth(1)).toContainText("Image principale");
    await expect(images.first()).not.toContainText("Image principale");

    await page.goto("/admin/projects/preview/999999");
    await expect(page.getByRole("heading", { name: "Projet non trouvé" })).toBeVisible();
  });

  test("the SEO section's social card shows the placeholder, never a broken image, when the image's file is missing", async ({
    page,
  }) => {
    await signIn(page, await createAccount("editor"));
    const project = await insertProject({
      title: `Carte ${uniqueWord()}`,
      images: ["/uploads/00000000-0000-4000-8000-000000000000.webp"],
      featuredImageIndex: 0,
    });
    await page.goto(`/admin/projects/edit/${project.id}`);
    await page.getByRole("tab", { name: "Liens" }).click();
    const card = page.getByRole("region", { name: "Aperçu de la carte de partage" }).getByRole("img");
    await expect(card).toHaveAttribute("src", /\/placeholder\//);
    await expect
      .poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("the list searches, filters and pages on the server", async ({ page }) => {
    await signIn(page, await createAccount("user"));
    const word = uniqueWord("lot");
    const start = Date.now() - 60_000;
    for (let index = 1; index <= 21; index += 1)
      await insertProject({ title: `Série ${word} n°${index}`, createdAt: new Date(start + index * 1000) });
    await page.goto("/admin/projects");
    await expect(page.getByRole("heading", { name: "Gestion des projets" })).toBeVisible();
    // The spec's 'Tous' first, then all six categories a project can have (the spec's filter lists four).
    await page.getByRole("combobox", { name: "Filtrer par catégorie" }).click();
    await expect(page.getByRole("option")).toHaveText(["Tous", ...PROJECT_CATEGORIES]);
    expect(PROJECT_CATEGORIES).toHaveLength(6);
    await page.keyboard.press("Escape");
    await page.getByRole("searchbox", { name: "Rechercher un projet" }).fill(word.toUpperCase());
    await expect(page.getByText("Affichage de 1 à 20 sur 21 projets")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`search=${word.toUpperCase()}`));
    await expect(rowOf(page, `Série ${word} n°21`)).toBeVisible();
    await page.getByRole("link", { name: "Page suivante" }).click();
    await expect(page.getByText("Affichage de 21 à 21 sur 21 projets")).toBeVisible();
    await expect(rowOf(page, `Série ${word} n°1`)).toBeVisible();
    await chooseOption(page, "Filtrer par mise en avant", "Mis en avant");
    await expect(page.getByText("Aucun projet trouvé")).toBeVisible();
    // One page (here none): Précédent and Suivant stay, disabled (spec).
    for (const name of ["Page précédente", "Page suivante"])
      await expect(page.getByRole("link", { name })).toHaveAttribute("aria-disabled", "true");
    await chooseOption(page, "Filtrer par mise en avant", "Non mis en avant");
    await chooseOption(page, "Filtrer par catégorie", "Développement Web");
    await expect(page.getByText("Affichage de 1 à 20 sur 21 projets")).toBeVisible();
    // A reader has no write actions.
    await expect(page.getByRole("link", { name: "Nouveau projet" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Mettre en avant/ })).toHaveCount(0);
    await page.goto("/admin/projects/new");
    await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
  });

  test("deleting goes through a dialog that names the project's title, date and client", async ({ page }) => {
    await signIn(page, await createAccount("editor"));
    const project = await insertProject({
      title: `À supprimer ${uniqueWord()}`,
      client: "Client Éphémère",
      date: "Avril 2026",
    });
    await page.goto(`/admin/projects?search=${encodeURIComponent(project.title)}`);
    await rowOf(page, project.title)
      .getByRole("button", { name: `Actions pour « ${project.title} »` })
      .click();
    await page.getByRole("menuitem", { name: "Supprimer" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Confirmer la suppression" });
    await expect(dialog).toContainText(project.title);
    await expect(dialog).toContainText("Avril 2026");
    await expect(dialog).toContainText("Client Éphémère");
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(rowOf(page, project.title)).toBeVisible();

    await rowOf(page, project.title)
      .getByRole("button", { name: `Actions pour « ${project.title} »` })
      .click();
    await page.getByRole("menuitem", { name: "Supprimer" }).click();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Projet supprimé")).toBeVisible();
    await expect(page.getByText("Aucun projet trouvé")).toBeVisible();
    expect(await sql("SELECT id FROM projects WHERE id = $1", [project.id])).toHaveLength(0);
  });
});
