import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";

const rowOf = (page: Page, username: string) => page.getByRole("row").filter({ hasText: username });

/** A page in a browser of its own (its own cookies): another device. */
const openedPage = async (browser: Browser) => (await browser.newContext()).newPage();

/** Sets a user's password through the edit dialog of /admin/users (one's own: against the current password). */
async function setPassword(page: Page, username: string, password: string, currentPassword?: string) {
  await page.goto("/admin/users");
  await rowOf(page, username)
    .getByRole("button", { name: `Modifier ${username}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Modifier l'utilisateur" });
  await dialog.getByLabel("Mot de passe", { exact: true }).fill(password);
  if (currentPassword) await dialog.getByLabel("Votre mot de passe actuel").fill(currentPassword);
  await dialog.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page.getByText(`L'utilisateur ${username} a été mis à jour avec succès.`)).toBeVisible();
}

test.describe("users", () => {
  test("an administrator creates, edits and deletes a user through the dialogs", async ({ page, request }) => {
    await signIn(page, await createAccount("admin"));
    await page.goto("/admin/users");
    const username = `aicha-${randomBytes(3).toString("hex")}`;

    // Create.
    await page.getByRole("button", { name: "Nouvel utilisateur" }).click();
    const createDialog = page.getByRole("dialog", { name: "Nouvel utilisateur" });
    await createDialog.getByLabel("Nom d'utilisateur").fill(username);
    await createDialog.getByLabel("E-mail").fill(`${username}@AGENCE.ci`);
    await createDialog.getByLabel("Mot de passe").fill("court");
    await createDialog.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expect(createDialog.getByText("Le mot de passe doit contenir au moins 12 caractères")).toBeVisible();
    await createDialog.getByLabel("Mot de passe").fill("un-mot-de-passe-solide");
    await createDialog.getByRole("combobox", { name: "Rôle" }).click();
    await page.getByRole("option", { name: "Éditeur" }).click();
    await createDialog.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expect(page.getByText("Utilisateur créé")).toBeVisible();
    await expect(page.getByText(`L'utilisateur ${username} a été créé avec succès.`)).toBeVisible();
    await expect(createDialog).toBeHidden();
    const row = rowOf(page, username);
    await expect(row).toContainText(`${username}@agence.ci`);
    await expect(row).toContainText("Éditeur");
    await expect(row).toContainText("Jamais connecté");
    await expect(row).toContainText("Compte inactif");

    // Search over username, e-mail and role.
    const search = page.getByRole("searchbox", { name: "Rechercher un utilisateur" });
    await search.fill(username.toUpperCase());
    await expect(page.getByRole("row")).toHaveCount(2);
    await search.fill("personne-de-ce-nom");
    await expect(page.getByText("Aucun utilisateur trouvé")).toBeVisible();
    await search.fill("");

    // Edit: the address follows the dialog, the password hint is shown, an empty password keeps the old one.
    await row.getByRole("button", { name: `Modifier ${username}` }).click();
    await expect(page).toHaveURL(/\/admin\/users\/edit\/\d+$/);
    const editDialog = page.getByRole("dialog", { name: "Modifier l'utilisateur" });
    await expect(editDialog.getByText("Laisser vide pour ne pas changer")).toBeVisible();
    await expect(editDialog.getByLabel("Nom d'utilisateur")).toHaveValue(username);
    await editDialog.getByRole("combobox", { name: "Rôle" }).click();
    await page.getByRole("option", { name: "Administrateur" }).click();
    await editDialog.getByRole("button", { name: "Mettre à jour" }).click();
    await expect(page.getByText("Utilisateur mis à jour")).toBeVisible();
    await expect(page.getByText(`L'utilisateur ${username} a été mis à jour avec succès.`)).toBeVisible();
    await expect(rowOf(page, username)).toContainText("Administrateur");
    await expect(page).toHaveURL("/admin/users");
    const [stored] = await sql<{ role: string }>("SELECT role FROM users WHERE username = $1", [username]);
    expect(stored!.role).toBe("admin");
    // The password left empty was kept (checked from another client, so that this browser stays signed in).
    expect(
      (
        await request.post("/api/auth/login", {
          data: { email: `${username}@agence.ci`, password: "un-mot-de-passe-solide" },
        })
      ).status(),
    ).toBe(200);

    // Delete: the dialog names the account and warns.
    await rowOf(page, username)
      .getByRole("button", { name: `Supprimer ${username}` })
      .click();
    const deleteDialog = page.getByRole("alertdialog", { name: "Supprimer l'utilisateur" });
    await expect(deleteDialog).toContainText("Cette action est irréversible");
    await expect(deleteDialog).toContainText(username);
    await expect(deleteDialog).toContainText(`${username}@agence.ci`);
    await expect(deleteDialog).toContainText("Administrateur");
    await deleteDialog.getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Utilisateur supprimé")).toBeVisible();
    await expect(rowOf(page, username)).toHaveCount(0);
    expect(await sql("SELECT id FROM users WHERE username = $1", [username])).toEqual([]);
  });

  test("shows a clear message for an e-mail already used, on its field", async ({ page }) => {
    const existing = await createAccount("user");
    await signIn(page, await createAccount("admin"));
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Nouvel utilisateur" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvel utilisateur" });
    await dialog.getByLabel("Nom d'utilisateur").fill(`autre-${randomBytes(3).toString("hex")}`);
    await dialog.getByLabel("E-mail").fill(existing.email);
    await dialog.getByLabel("Mot de passe").fill("un-mot-de-passe-solide");
    await dialog.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expect(dialog.getByText("Cette adresse e-mail est déjà utilisée par un autre compte.")).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("opens the edit dialog from its address, and an administrator cannot delete their own account", async ({
    page,
  }) => {
    const admin = await createAccount("admin");
    const target = await createAccount("user");
    await signIn(page, admin);
    await page.goto(`/admin/users/edit/${target.id}`);
    await expect(page.getByRole("dialog", { name: "Modifier l'utilisateur" }).getByLabel("E-mail")).toHaveValue(
      target.email,
    );
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL("/admin/users");
    await expect(
      rowOf(page, admin.username).getByRole("button", { name: "Vous ne pouvez pas supprimer votre propre compte" }),
    ).toBeDisabled();
    // After signing in, the list shows the recent login.
    await expect(rowOf(page, admin.username)).toContainText("Connecté récemment");
  });

  test("a new password ends the sessions opened with the old one, but not the one of an administrator setting their own", async ({
    page,
    browser,
  }) => {
    const admin = await createAccount("admin");
    const editor = await createAccount("editor");
    const [editorPage, adminElsewhere] = await Promise.all([openedPage(browser), openedPage(browser)]);
    await Promise.all([signIn(editorPage, editor), signIn(adminElsewhere, admin), signIn(page, admin)]);

    await setPassword(page, editor.username, "nouveau-mot-de-passe-editeur");
    await editorPage.goto("/admin/dashboard");
    await expect(editorPage).toHaveURL(/\/admin\/login/);

    await setPassword(page, admin.username, "nouveau-mot-de-passe-admin", admin.password);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/admin/dashboard");
    await expect(page.getByTestId("admin-sidebar")).toBeVisible();
    await adminElsewhere.goto("/admin/dashboard");
    await expect(adminElsewhere).toHaveURL(/\/admin\/login/);
    await Promise.all([editorPage.context().close(), adminElsewhere.context().close()]);
  });

  test("an editor can neither see nor reach users and settings", async ({ page }) => {
    await signIn(page, await createAccount("editor"));
    await page.goto("/admin/dashboard");
    const sidebar = page.getByTestId("admin-sidebar");
    await expect(sidebar.getByRole("link", { name: "Projets" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Utilisateurs" })).toHaveCount(0);
    await expect(sidebar.getByRole("link", { name: "Paramètres" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Utilisateurs/ })).toHaveCount(0);

    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
    expect((await page.request.get("/api/users")).status()).toBe(403);
    const post = await page.request.post("/api/users", {
      data: { username: "intrus", email: "intrus@e2e.test", password: "un-mot-de-passe-solide", role: "admin" },
    });
    expect(post.status()).toBe(403);
    expect(await sql("SELECT id FROM users WHERE username = 'intrus'")).toEqual([]);
  });
});
