import { expect, test } from "./helpers/test";
import { createAccount, deleteAccount, seededAdmin, signIn } from "./helpers/auth";

test.describe("back-office login", () => {
  test("signs in: inputs disabled during the request, success toast, then the dashboard", async ({ page }) => {
    const admin = await seededAdmin();
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
    // Hold the request long enough to see the form while it is in progress.
    let release: () => void = () => {};
    await page.route("**/api/auth/login", async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await page.getByLabel("Adresse e-mail").fill(admin.email);
    await page.getByLabel("Mot de passe").fill(admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByLabel("Adresse e-mail")).toBeDisabled();
    await expect(page.getByLabel("Mot de passe")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Connexion..." })).toBeDisabled();
    release();

    await expect(page.getByText("Connexion réussie")).toBeVisible();
    await expect(page.getByText(`Bienvenue, ${admin.username}!`)).toBeVisible();
    await expect(page).toHaveURL("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(page.getByText(/^Dernière mise à jour : \d{2}:\d{2}$/)).toBeVisible();
    for (const card of ["Projets", "Articles de blog", "Messages (non lus)", "Utilisateurs"]) {
      await expect(page.getByRole("heading", { level: 2, name: card, exact: true })).toBeVisible();
    }
  });

  test("shows an inline error for a wrong password and does not sign in", async ({ page }) => {
    const account = await createAccount("editor");
    await page.goto("/admin/login");
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "E-mail ou mot de passe incorrect." })).toBeVisible();
    await expect(page).toHaveURL("/admin/login");
    await expect(page.getByLabel("Mot de passe")).toBeEnabled();
    expect((await page.request.get("/api/users")).status()).toBe(401);
  });

  test("requires the e-mail (in e-mail format) and the password", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("L'adresse e-mail est requise")).toBeVisible();
    await expect(page.getByText("Le mot de passe est requis")).toBeVisible();
    await page.getByLabel("Adresse e-mail").fill("pas-une-adresse");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("Adresse e-mail invalide")).toBeVisible();
  });

  test("sends a visitor without a session to the login page, then back to the page asked for", async ({ page }) => {
    const admin = await seededAdmin();
    await page.goto("/admin/users?q=1");
    await expect(page).toHaveURL("/admin/login?callbackUrl=%2Fadmin%2Fusers%3Fq%3D1");
    await page.getByLabel("Adresse e-mail").fill(admin.email);
    await page.getByLabel("Mot de passe").fill(admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL("/admin/users?q=1");
    await expect(page.getByRole("heading", { name: "Gestion des utilisateurs" })).toBeVisible();
  });

  test("logs out: back to the login page, and the back office is closed again", async ({ page }) => {
    await signIn(page, await createAccount("editor"));
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL("/admin/login");
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/admin/login");
    expect((await page.request.get("/api/dashboard/stats")).status()).toBe(401);
  });

  test("logs out to the login page of the address the admin used, not NEXTAUTH_URL's host", async ({
    browser,
    baseURL,
  }) => {
    // The server's NEXTAUTH_URL names localhost; the admin opened the site as 127.0.0.1.
    const otherAddress = baseURL!.replace("localhost", "127.0.0.1");
    expect(otherAddress).not.toBe(baseURL);
    const context = await browser.newContext({ baseURL: otherAddress });
    try {
      const page = await context.newPage();
      await signIn(page, await createAccount("editor"));
      await page.goto("/admin/dashboard");
      await page.getByRole("button", { name: "Déconnexion" }).click();
      await expect(page).toHaveURL(`${otherAddress}/admin/login`);
      await page.goto("/admin/dashboard");
      await expect(page).toHaveURL(`${otherAddress}/admin/login`);
    } finally {
      await context.close();
    }
  });

  test("sends a signed-in user away from the login page", async ({ page }) => {
    await signIn(page, await createAccount("user"));
    await page.goto("/admin/login");
    await expect(page).toHaveURL("/admin/dashboard");
  });

  test("closes the back office at once to an account deleted while signed in", async ({ page }) => {
    const account = await createAccount("admin");
    await signIn(page, account);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Gestion des utilisateurs" })).toBeVisible();
    await deleteAccount(account);
    await page.reload();
    await expect(page).toHaveURL("/admin/login");
    expect((await page.request.get("/api/users")).status()).toBe(401);
  });
});
