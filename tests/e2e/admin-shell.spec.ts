import { expect, test } from "./helpers/test";
import { signIn } from "./helpers/auth";

const LINKS = [
  "Tableau de bord",
  "Articles de blog",
  "Catégories de blog",
  "Projets",
  "Messages",
  "Utilisateurs",
  "Paramètres",
];

test.describe("admin shell", () => {
  test("sends an address that names no screen (an edit or detail address without its id, /admin) to the screen it belongs to", async ({
    request,
  }) => {
    const expected = {
      "/admin": "/admin/dashboard",
      "/admin/blogs/edit": "/admin/blogs",
      "/admin/blogs/preview": "/admin/blogs",
      "/admin/projects/edit": "/admin/projects",
      "/admin/messages/detail": "/admin/messages",
    };
    for (const [from, to] of Object.entries(expected)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(307);
      expect(new URL(response.headers().location!, "http://localhost").pathname, from).toBe(to);
    }
  });

  test("keeps the sidebar open beside the content on a 1280 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    await page.goto("/admin/dashboard");
    const sidebar = page.getByTestId("admin-sidebar");
    await expect(sidebar).toBeVisible();
    for (const link of LINKS) await expect(sidebar.getByRole("link", { name: link, exact: true })).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Déconnexion" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Tableau de bord", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeHidden();
    const box = (await sidebar.boundingBox())!;
    const main = (await page.locator("main").boundingBox())!;
    expect(main.x).toBeGreaterThanOrEqual(box.x + box.width);
  });

  test("turns the sidebar into an overlay that toggles and closes on a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await page.goto("/admin/dashboard");
    await expect(page.getByTestId("admin-sidebar")).toBeHidden();
    const menu = page.getByRole("dialog", { name: "Menu du back-office" });

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(menu).toBeVisible();
    for (const link of LINKS) await expect(menu.getByRole("link", { name: link, exact: true })).toBeVisible();
    await menu.getByRole("button", { name: "Fermer" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await menu.getByRole("link", { name: "Utilisateurs" }).click();
    await expect(page).toHaveURL("/admin/users");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { name: "Gestion des utilisateurs" })).toBeVisible();
  });
});
