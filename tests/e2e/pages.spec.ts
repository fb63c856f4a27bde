import { expect, test } from "./helpers/test";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";

test("/about tells the story with the headline figures, the mission, vision and approach, the four values and a call to action", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Née à Abidjan, tournée vers l'avenir" })).toBeVisible();
  for (const figure of [
    DEFAULT_SITE_SETTINGS.statProjects,
    DEFAULT_SITE_SETTINGS.statExperts,
    DEFAULT_SITE_SETTINGS.statYears,
    DEFAULT_SITE_SETTINGS.statSatisfaction,
  ]) {
    await expect(page.getByRole("definition").filter({ hasText: figure })).toBeVisible();
  }
  for (const title of ["Notre mission", "Notre vision", "Notre approche"])
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: "Nos valeurs" }).getByRole("heading", { level: 3 })).toHaveText([
    "Excellence",
    "Innovation",
    "Collaboration",
    "Integrité",
  ]);
  await expect(page.getByRole("heading", { name: "Prêt à démarrer votre projet ?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/contact");
});

test("/contact shows the address, phone and e-mail, the contact form area, and loads the map only when asked", async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://localhost")) thirdParty.push(request.url());
  });
  await page.goto("/contact");
  const header = page.locator("section").first();
  await expect(header).toContainText(DEFAULT_SITE_SETTINGS.address);
  await expect(header.locator(`a[href="mailto:${DEFAULT_SITE_SETTINGS.email}"]`)).toBeVisible();
  await expect(header.getByRole("link", { name: DEFAULT_SITE_SETTINGS.phone })).toHaveAttribute(
    "href",
    "tel:+2250707070707",
  );
  await expect(page.getByTestId("contact-form-area")).toBeVisible();

  await page.waitForLoadState("load");
  await page.waitForTimeout(1000);
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(thirdParty).toEqual([]);

  await page.getByRole("button", { name: "Afficher la carte" }).click();
  const map = page.locator("iframe");
  await expect(map).toHaveAttribute(
    "src",
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=5\.3599,-3\.9865$/,
  );
  await expect(map).toHaveAttribute("title", `Carte : ${DEFAULT_SITE_SETTINGS.address}`);
});

test("/start-project has a close icon and a back link to /projects, and the project request form", async ({ page }) => {
  await page.goto("/start-project");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Démarrer un projet");
  await expect(page.getByRole("link", { name: "Fermer" })).toHaveAttribute("href", "/projects");
  const area = page.getByTestId("project-request-area");
  await expect(area.getByRole("button", { name: "Envoyer ma demande" })).toBeVisible();
  await page.getByRole("link", { name: "Retour aux projets" }).click();
  await expect(page).toHaveURL("/projects");
});

test("a 404 page raises no page error when its quote modal opens, nor when the visitor goes on to another page", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  expect((await page.goto("/cette-page-n-existe-pas"))?.status()).toBe(404);
  const navigation = page.getByRole("navigation", { name: "Navigation principale" });
  await navigation.getByRole("link", { name: "Demander un devis" }).click();
  const dialog = page.getByRole("dialog", { name: "Demander un devis" });
  await expect(dialog.getByLabel("Nom complet *")).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await navigation.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an unknown path answers 404 with the not-found page and a link to /", async ({ page }) => {
  for (const path of ["/cette-page-n-existe-pas", "/un/chemin/profond", "/admin-inexistant.php"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    // What crawlers read: the server's HTML (after hydration Next's not-found boundary adds the same tag again).
    expect(await response?.text(), path).toMatch(/<meta name="robots" content="noindex"\/>/);
  }
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL("/");
});
