import { type Browser, expect, type Page, test } from "./helpers/test";
import { totpCode, totpStep } from "@/lib/auth/totp";
import { type Account, createAccount, signIn } from "./helpers/auth";

// 'Mon compte / Sécurité', the users screen's sessions panel and the settings switch, in Chromium against the
// production build. The authenticator app is the project's own TOTP module, fed the key the page shows.

async function signInWithForm(page: Page, account: Account, code: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe").fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  // An account with two-factor: the password alone does not open the back office, the code step shows.
  await expect(page.getByLabel("Code de vérification")).toBeVisible();
  await page.getByLabel("Code de vérification").fill(code);
  await page.getByRole("button", { name: "Vérifier" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL("/admin/login");
}

/** Another browser (its own cookies) signed in as `account` with its password, before two-factor is on. */
async function otherBrowser(browser: Browser, account: Account) {
  const context = await browser.newContext();
  await signIn(context.request, account);
  return context;
}

test.describe("Mon compte / Sécurité", () => {
  // Each test signs in and out several times through the login page.
  test.beforeEach(() => test.slow());

  test("enrols TOTP, signs in with a code, spends a recovery code once, and signs out every other device", async ({
    page,
    browser,
  }) => {
    const account = await createAccount("editor", "securite");
    const elsewhere = await otherBrowser(browser, account);
    expect((await elsewhere.request.get("/api/dashboard/stats")).status()).toBe(200);

    await signIn(page, account);
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: /Mon compte/ }).click();
    await expect(page).toHaveURL("/admin/account");
    await expect(page.getByRole("heading", { level: 2, name: "Sécurité" })).toBeVisible();

    // Enrolment: QR code and key, a first code of the app, then the ten recovery codes, shown once.
    await page.getByRole("button", { name: "Activer la double authentification" }).click();
    await expect(page.getByRole("img", { name: "QR code d'activation de la double authentification" })).toBeVisible();
    const secret = (await page.getByTestId("two-factor-secret").textContent())!.trim();
    await page.getByLabel("Code de vérification").fill("000000" === totpCode(secret, totpStep()) ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirmer" }).click();
    await expect(page.getByText("Code de vérification incorrect.")).toBeVisible();
    // The previous step's code (accepted for clocks a little off), so that the sign-in below has a later one.
    await page.getByLabel("Code de vérification").fill(totpCode(secret, totpStep()));
    await page.getByRole("button", { name: "Confirmer" }).click();
    const codes = page.getByTestId("recovery-code-list").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    await page.getByRole("button", { name: "J'ai noté mes codes" }).click();
    await expect(page.getByTestId("two-factor-status")).toContainText("Codes de secours restants : 10.");
    await page.reload();
    await expect(page.getByTestId("recovery-code-list")).toHaveCount(0);

    // Sign-in with the app's code.
    await signOut(page);
    // The next step's code (within the drift allowed): later than the one the enrolment used, even if the clock has
    // not moved to a new step since, whatever the machine's load made of the time between.
    await signInWithForm(page, account, totpCode(secret, totpStep() + 1));
    await expect(page).toHaveURL("/admin/dashboard");

    // A recovery code works once.
    await signOut(page);
    await signInWithForm(page, account, recoveryCodes[0]!);
    await expect(page).toHaveURL("/admin/dashboard");
    await signOut(page);
    await signInWithForm(page, account, recoveryCodes[0]!);
    await expect(page.getByText("Code de vérification incorrect.")).toBeVisible();
    await expect(page).toHaveURL("/admin/login");
    await page.getByLabel("Code de vérification").fill(recoveryCodes[1]!);
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page).toHaveURL("/admin/dashboard");

    // The other browser's session is listed; 'Se déconnecter de tous les appareils' ends it and keeps this one.
    await page.goto("/admin/account");
    await expect(page.getByTestId("two-factor-status")).toContainText("Codes de secours restants : 8.");
    const rows = page.getByTestId("session-row");
    await expect(rows.filter({ hasText: "Cette session" })).toHaveCount(1);
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await page.getByRole("button", { name: "Se déconnecter de tous les appareils" }).click();
    await expect(page.getByText("Sessions fermées")).toBeVisible();
    await expect(rows).toHaveCount(1);
    expect((await elsewhere.request.get("/api/dashboard/stats")).status()).toBe(401);
    expect((await page.request.get("/api/dashboard/stats")).status()).toBe(200);
    await elsewhere.close();
  });

  test("turns two-factor off against a code, not without one", async ({ page }) => {
    const account = await createAccount("user", "desactive");
    await signIn(page, account);
    await page.goto("/admin/account");
    await page.getByRole("button", { name: "Activer la double authentification" }).click();
    const secret = (await page.getByTestId("two-factor-secret").textContent())!.trim();
    await page.getByLabel("Code de vérification").fill(totpCode(secret, totpStep()));
    await page.getByRole("button", { name: "Confirmer" }).click();
    await expect(page.getByTestId("recovery-code-list").getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: "J'ai noté mes codes" }).click();

    // New recovery codes, against a code of the app (the next step's: later than the enrolment's): ten new ones.
    await page.getByLabel("Code de vérification").fill(totpCode(secret, totpStep() + 1));
    await page.getByRole("button", { name: "Générer de nouveaux codes de secours" }).click();
    await expect(page.getByTestId("recovery-code-list").getByRole("listitem")).toHaveCount(10);
    const fresh = await page.getByTestId("recovery-code-list").getByRole("listitem").allTextContents();
    await page.getByRole("button", { name: "J'ai noté mes codes" }).click();

    await page.getByRole("button", { name: "Désactiver la double authentification" }).click();
    await expect(page.getByText("Le code de vérification est requis")).toBeVisible();
    await page.getByLabel("Code de vérification").fill(fresh[0]!);
    await page.getByRole("button", { name: "Désactiver la double authentification" }).click();
    await expect(page.getByRole("button", { name: "Activer la double authentification" })).toBeVisible();
    // Signing in again needs the password only.
    await signOut(page);
    await signIn(page, account);
  });
});

test.describe("sessions panel of the users screen", () => {
  test("an administrator ends another account's sessions, one then all", async ({ page, browser }) => {
    const account = await createAccount("editor", "panneau");
    const first = await otherBrowser(browser, account);
    const second = await otherBrowser(browser, account);
    await signIn(page);
    await page.goto("/admin/users");
    const row = page.getByRole("row").filter({ hasText: account.username });
    await row.getByRole("button", { name: `Sessions de ${account.username}` }).click();
    const dialog = page.getByRole("dialog", { name: `Sessions de ${account.username}` });
    await expect(dialog.getByTestId("session-row")).toHaveCount(2);

    await dialog.getByRole("button", { name: "Se déconnecter" }).first().click();
    await expect(page.getByText("Session fermée", { exact: true })).toBeVisible();
    await expect(dialog.getByTestId("session-row")).toHaveCount(1);
    const statuses = [
      (await first.request.get("/api/dashboard/stats")).status(),
      (await second.request.get("/api/dashboard/stats")).status(),
    ].sort();
    expect(statuses).toEqual([200, 401]);

    await dialog.getByRole("button", { name: "Fermer toutes les sessions" }).click();
    await expect(dialog.getByText("Aucune session ouverte")).toBeVisible();
    expect((await first.request.get("/api/dashboard/stats")).status()).toBe(401);
    expect((await second.request.get("/api/dashboard/stats")).status()).toBe(401);
    await first.close();
    await second.close();
  });
});

test.describe("settings: two-factor for administrators", () => {
  test("an administrator without two-factor cannot require it (the switch says why and stays off)", async ({
    page,
  }) => {
    await signIn(page, await createAccount("admin", "reglages"));
    await page.goto("/admin/settings");
    const toggle = page.getByRole("switch", { name: "Exiger la double authentification pour les administrateurs" });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByText("Activez d'abord la double authentification sur votre propre compte")).toBeVisible();
    await expect(toggle).not.toBeChecked();
  });
});
