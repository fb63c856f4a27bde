import { expect, type Page, test } from "./helpers/test";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";
import { insertProject } from "./helpers/content";

const [lagunia, savane] = SAMPLE_PROJECTS as [(typeof SAMPLE_PROJECTS)[number], (typeof SAMPLE_PROJECTS)[number]];

function cardTitles(page: Page) {
  return page.getByRole("region", { name: "Liste des projets" }).getByRole("article").getByRole("heading");
}

test("/projects lists the published projects with search and a category filter recomputed on every change", async ({
  page,
}) => {
  test.slow(); // a dozen views, each rendered by the server on its first visit
  await page.goto("/projects");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos Projets");
  await expect(page.getByText("50+")).toBeVisible();
  // Projects that other tests add are dated long ago: they come after the samples.
  const all = await cardTitles(page).count();
  expect((await cardTitles(page).allTextContents()).slice(0, 2)).toEqual([savane.title, lagunia.title]);
  // The client router keeps the previous view in the document, hidden, while it shows the next: act on what is shown.
  const search = page.getByRole("searchbox", { name: "Rechercher un projet" }).filter({ visible: true });

  // Title, client, and the description's 'about' text, ignoring case.
  await search.fill("LAGUNIA PAY");
  await expect(page).toHaveURL(/\/projects\/recherche\/lagunia\+pay$/);
  await expect(cardTitles(page)).toHaveText([lagunia.title]);
  await search.fill("lagu"); // a partial word
  await expect(page).toHaveURL(/\/projects\/recherche\/lagu$/);
  await expect(cardTitles(page)).toHaveText([lagunia.title]);
  await search.fill("savane énergie distribution");
  await expect(page).toHaveURL(/\/projects\/recherche\/savane\+/);
  await expect(cardTitles(page)).toHaveText([savane.title]);
  await search.fill("bouake"); // accents folded
  await expect(page).toHaveURL(/\/projects\/recherche\/bouake$/);
  await expect(cardTitles(page)).toHaveText([lagunia.title]);
  await search.fill("   ");
  await expect(page).toHaveURL(/\/projects$/);
  await expect(cardTitles(page)).toHaveCount(all);

  await search.fill("blockchain");
  await expect(page).toHaveURL(/\/projects\/recherche\/blockchain$/);
  await expect(
    page.getByText("Aucun projet ne correspond à vos critères de recherche.").filter({ visible: true }),
  ).toBeVisible();
  await search.fill("");
  await expect(page).toHaveURL(/\/projects$/);

  const filters = page.getByRole("navigation", { name: "Filtrer par catégorie" });
  await expect(filters.getByRole("link").first()).toHaveText("Tous");
  for (const category of ["Développement Mobile", "UX/UI Design"])
    await expect(filters.getByRole("link", { name: category })).toBeVisible();
  await expect(filters.getByRole("link", { name: "Tous" })).toHaveAttribute("aria-current", "page");
  await filters.getByRole("link", { name: "UX/UI Design" }).click();
  await expect(page).toHaveURL(/\/projects\/categorie\/uxui-design$/);
  await expect(cardTitles(page)).toHaveText([lagunia.title]);
  await search.fill("savane");
  await expect(
    page.getByText("Aucun projet ne correspond à vos critères de recherche.").filter({ visible: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/categorie\/uxui-design\/recherche\/savane$/);
  await filters.getByRole("link", { name: "Tous" }).click();
  await expect(page).toHaveURL(/\/projects\/recherche\/savane$/);
  await expect(cardTitles(page)).toHaveText([savane.title]);
  await page.goBack();
  await expect(
    page.getByText("Aucun projet ne correspond à vos critères de recherche.").filter({ visible: true }),
  ).toBeVisible();
});

test("a project card shows the category, the client, the description cut at 120 characters and two technologies then '+N'", async ({
  page,
}) => {
  await page.goto("/projects");
  const card = page.getByRole("article").filter({ hasText: lagunia.title });
  await expect(card).toContainText(lagunia.category);
  await expect(card).toContainText(lagunia.client);
  await expect(card).toContainText(`${lagunia.description.about.slice(0, 120)}...`);
  await expect(card.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveText([
    "Figma",
    "FigJam",
    "+2",
  ]);
  await card.getByRole("link", { name: lagunia.title }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lagunia.title);
});

test("/projects ends with testimonials and a link to /start-project", async ({ page }) => {
  await page.goto("/projects");
  await expect(page.getByRole("region", { name: "Ce que disent nos clients" }).getByRole("figure")).toHaveCount(3);
  await page.getByRole("link", { name: "Démarrer un projet" }).click();
  await expect(page).toHaveURL("/start-project");
});

test("a project page shows its image, category, the four sections, the testimonial, the gallery and the sidebar", async ({
  page,
}) => {
  const project = await insertProject({
    images: [
      "/images/projects/lagunia-pay-refonte-ux-ui-1.webp",
      "/images/projects/lagunia-pay-refonte-ux-ui-2.webp",
      "/images/projects/lagunia-pay-refonte-ux-ui-3.webp",
    ],
    testimonial: true,
    links: true,
  });
  const response = await page.goto(`/projects/${project.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
  await expect(page.getByText("Développement Web").first()).toBeVisible();
  for (const [title, text] of [
    ["À propos du projet", "À propos du projet de test."],
    ["Le défi", "Le défi du test."],
    ["Notre solution", "La solution du test."],
    ["Résultats", "Les résultats du test."],
  ]) {
    await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
    await expect(page.getByText(text!)).toBeVisible();
  }
  await expect(page.getByRole("figure")).toContainText("Un travail remarquable.");
  await expect(page.getByRole("figure")).toContainText("Awa Koné");
  const gallery = page.getByRole("region", { name: "Galerie" });
  await expect(gallery.locator("img")).toHaveCount(2);
  // Gallery images are content: each is named for screen readers.
  for (const image of [2, 3])
    await expect(gallery.getByRole("img", { name: `${project.title}, image ${image}` })).toBeVisible();

  const sidebar = page.getByRole("complementary", { name: "Informations sur le projet" });
  await expect(sidebar).toContainText("Janvier 2026");
  await expect(sidebar).toContainText("Client de test");
  for (const technology of ["Next.js", "PostgreSQL", "Tailwind"]) await expect(sidebar).toContainText(technology);
  await expect(sidebar.getByRole("link", { name: /Voir le site web/ })).toHaveAttribute("href", "https://exemple.ci");
  await expect(sidebar.getByRole("link", { name: /App Store/ })).toHaveAttribute(
    "href",
    "https://exemple.ci/app-store",
  );
  await expect(sidebar.getByRole("link", { name: /Google Play/ })).toHaveAttribute(
    "href",
    "https://exemple.ci/google-play",
  );
  await expect(sidebar.getByRole("link", { name: "Démarrer un projet" })).toHaveAttribute("href", "/start-project");
});

test("a project without images shows a generated placeholder carrying its title, and no gallery or testimonial", async ({
  page,
}) => {
  const project = await insertProject({ title: "Projet sans image" });
  await page.goto(`/projects/${project.id}`);
  await expect(page.locator('main img[src="/placeholder/Projet%20sans%20image"]')).toBeVisible();
  await expect(page.getByRole("region", { name: "Galerie" })).toHaveCount(0);
  await expect(page.getByRole("figure")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Voir le site web/ })).toHaveCount(0);
});

test("/project/{id} redirects permanently to /projects/{id}", async ({ page, request }) => {
  const response = await request.get("/project/1", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe("/projects/1");
  await page.goto("/project/1");
  await expect(page).toHaveURL("/projects/1");
});

test("a missing project, a draft and a malformed id answer 404 with 'Projet non trouvé' and a way back to /projects", async ({
  page,
}) => {
  const draft = await insertProject({ status: "draft" });
  for (const path of ["/projects/999999", `/projects/${draft.id}`, "/projects/abc"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projet non trouvé");
    await expect(page.getByText("Le projet que vous recherchez n'existe pas ou a été supprimé.")).toBeVisible();
  }
  await page.getByRole("link", { name: "Retour aux projets" }).click();
  await expect(page).toHaveURL("/projects");
});
