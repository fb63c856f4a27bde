// What the back office's project changes do to the public site (/projects, a project's page, the home page's
// featured list). Serial: those pages are shared by every test, and the home page shows four featured projects only,
// so a test running beside one that publishes or features projects would see them come and go.
import path from "node:path";
import { expect, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import { describeLibraryImages } from "./helpers/media";
import {
  chooseOption,
  expectOffTheSite,
  field,
  fillDetailsStep,
  fillGeneralStep,
  insertProject,
  next,
  pngFile,
  publicCard,
  rowOf,
  uniqueWord,
} from "./helpers/projects";

test.describe("projects on the public site", () => {
  test("an editor creates a project through the four steps with two images, the second featured, publishes it, features it, then drafts it", async ({
    page,
  }) => {
    test.slow();
    await signIn(page, await createAccount("editor"));
    await page.goto("/admin/projects/new");
    await expect(page.getByRole("heading", { name: "Ajouter un nouveau projet" })).toBeVisible();
    await expect(page.getByText("Étape 1 sur 4")).toBeVisible();
    const title = `Banque mobile ${uniqueWord()}`;
    await fillGeneralStep(page, title);
    await chooseOption(page, "Statut", "Publié");
    // Save appears on the last step only.
    await expect(page.getByRole("button", { name: "Créer le projet" })).toHaveCount(0);
    await next(page);

    await expect(page.getByText("Étape 2 sur 4")).toBeVisible();
    await fillDetailsStep(page);
    await expect(page.getByRole("list", { name: "une technologie ajoutés" })).toContainText("Flutter");
    await next(page);

    await expect(page.getByText("Étape 3 sur 4")).toBeVisible();
    await page
      .getByLabel("Ajouter des images")
      .setInputFiles([await pngFile("facade.png", "#0f766e"), await pngFile("ecran.png", "#c2410c")]);
    const gallery = page.getByRole("list", { name: "Images du projet" });
    await expect(gallery.getByRole("listitem")).toHaveCount(2);
    await expect(gallery.getByRole("listitem").first()).toContainText("Image principale");
    await page.getByRole("button", { name: "Définir l'image 2 comme image principale" }).click();
    await expect(gallery.getByRole("listitem").nth(1)).toContainText("Image principale");
    await expect(gallery.getByRole("listitem").first()).not.toContainText("Image principale");
    await next(page);

    await expect(page.getByText("Étape 4 sur 4")).toBeVisible();
    await field(page, "Site web").fill("https://banque-lagunaire.ci");
    // Published with images the library does not describe yet: refused, the images named, nothing saved.
    await page.getByRole("button", { name: "Créer le projet" }).click();
    const refusal = page.locator("[data-sonner-toast]").filter({ hasText: "n'ont pas de texte alternatif" });
    await expect(refusal).toContainText("« facade.png » (Galerie)");
    await expect(refusal).toContainText("« ecran.png » (Galerie)");
    expect(await sql("SELECT id FROM projects WHERE title = $1", [title])).toEqual([]);
    // Described in the library (as an editor does on each image's page): the same form is saved.
    await describeLibraryImages({ originalNames: ["facade.png", "ecran.png"] });
    await page.getByRole("button", { name: "Créer le projet" }).click();
    await expect(page.getByText("Projet créé")).toBeVisible();
    await expect(page.getByText("Le projet a été créé avec succès.")).toBeVisible();
    await expect(page).toHaveURL("/admin/projects");

    const [saved] = await sql<{
      id: number;
      status: string;
      featured_image_index: number;
      images: string[];
      technologies: string[];
      tags: string[];
    }>("SELECT id, status, featured_image_index, images, technologies, tags FROM projects WHERE title = $1", [title]);
    expect(saved).toMatchObject({
      status: "published",
      featured_image_index: 1,
      technologies: ["Flutter"],
      tags: ["Banque"],
    });
    expect(saved!.images).toHaveLength(2);
    await expect(rowOf(page, title)).toContainText("Publié");

    // Published: on the portfolio at once, with the chosen image on its card and as its page's hero.
    // Library images: their frames' addresses name the image ('<uuid>.v1.card-….webp'), not the stored path.
    const [first, featured] = saved!.images.map((image) => new RegExp(path.basename(image, ".webp")));
    await page.goto("/projects");
    await expect(publicCard(page, title).locator("img")).toHaveAttribute("src", featured!);
    await page.goto(`/projects/${saved!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("project-hero").locator("img")).toHaveAttribute("src", featured!);
    await expect(page.getByRole("region", { name: "Galerie" }).locator("img")).toHaveAttribute("src", first!);

    // Featured from the list: on the home page at once.
    await page.goto(`/admin/projects?search=${encodeURIComponent(title)}`);
    await rowOf(page, title)
      .getByRole("button", { name: `Mettre en avant « ${title} »` })
      .click();
    await expect(page.getByText("Projet mis en avant")).toBeVisible();
    await page.goto("/");
    await expect(publicCard(page, title).locator("img")).toHaveAttribute("src", featured!);

    // Back to draft: gone from the home page, the portfolio and its own page at once.
    await page.goto(`/admin/projects/edit/${saved!.id}`);
    await chooseOption(page, "Statut", "Brouillon");
    await page.getByRole("tab", { name: "Liens" }).click();
    await page.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.getByText("Le projet a été mis à jour avec succès.")).toBeVisible();
    await expectOffTheSite(page, saved!.id, title);
  });

  test("the star features a published project on the home page at once, and takes it off again", async ({ page }) => {
    await signIn(page, await createAccount("editor"));
    const project = await insertProject({ title: `En vedette ${uniqueWord()}`, status: "published" });
    await page.goto(`/admin/projects?search=${encodeURIComponent(project.title)}`);
    const row = rowOf(page, project.title);
    await expect(row).toContainText("Standard");
    await row.getByRole("button", { name: `Mettre en avant « ${project.title} »` }).click();
    await expect(page.getByText("Projet mis en avant")).toBeVisible();
    await expect(row).toContainText("Mis en avant");
    expect(
      (await sql<{ featured: boolean }>("SELECT featured FROM projects WHERE id = $1", [project.id]))[0]!.featured,
    ).toBe(true);

    await page.goto("/");
    await expect(page.getByRole("link", { name: project.title })).toBeVisible();

    await page.goto(`/admin/projects?search=${encodeURIComponent(project.title)}`);
    await rowOf(page, project.title)
      .getByRole("button", { name: `Actions pour « ${project.title} »` })
      .click();
    await page.getByRole("menuitem", { name: "Retirer des favoris" }).click();
    await expect(page.getByText("Projet retiré des favoris")).toBeVisible();
    await expect(rowOf(page, project.title)).toContainText("Standard");
    await page.goto("/");
    await expect(page.getByRole("link", { name: project.title })).toHaveCount(0);
  });

  test("a published, featured project deleted through the dialog leaves the home page, the portfolio and its page at once", async ({
    page,
  }) => {
    await signIn(page, await createAccount("editor"));
    const project = await insertProject({ title: `Publié puis supprimé ${uniqueWord()}`, status: "published" });
    await page.goto(`/admin/projects?search=${encodeURIComponent(project.title)}`);
    // Featuring it through the app puts it on the public pages (a row written in SQL is unknown to their cache).
    await rowOf(page, project.title)
      .getByRole("button", { name: `Mettre en avant « ${project.title} »` })
      .click();
    await expect(page.getByText("Projet mis en avant")).toBeVisible();
    await page.goto("/");
    await expect(publicCard(page, project.title)).toBeVisible();
    await page.goto("/projects");
    await expect(publicCard(page, project.title)).toBeVisible();

    await page.goto(`/admin/projects?search=${encodeURIComponent(project.title)}`);
    await rowOf(page, project.title)
      .getByRole("button", { name: `Actions pour « ${project.title} »` })
      .click();
    await page.getByRole("menuitem", { name: "Supprimer" }).click();
    await page
      .getByRole("alertdialog", { name: "Confirmer la suppression" })
      .getByRole("button", { name: "Supprimer" })
      .click();
    await expect(page.getByText("Projet supprimé")).toBeVisible();
    await expectOffTheSite(page, project.id, project.title);
  });
});
