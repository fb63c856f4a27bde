// The privacy page (issue 44): /confidentialite, written from the settings (the agency's details and the durations of
// 'Conservation des données personnelles'). Serial: a test changes the site's settings.
import { BEFORE_SCRIPTS, expect, test } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";
import { sql } from "./helpers/db";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";

const PHONE = { width: 375, height: 740 };

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  test.beforeEach(({ context }) => {
    BEFORE_SCRIPTS.add(context);
  });

  test("the page says what each form, the newsletter and the statistics keep, why, how long, and who to write to", async ({
    page,
  }) => {
    await page.goto("/confidentialite");
    await expect(page.getByRole("heading", { level: 1, name: "Vos données personnelles" })).toBeVisible();
    for (const heading of [
      "Qui est responsable de vos données",
      "Ce que nous collectons, pourquoi et combien de temps",
      "Vos droits",
      "Sauvegardes",
    ])
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    const main = page.locator("main");
    for (const what of [
      "Formulaire de contact",
      "Demande de projet ou de devis",
      "Newsletter",
      "Statistiques de visite",
    ])
      await expect(main.getByText(what, { exact: true })).toBeVisible();
    // The durations are the settings' defaults; the contact details, the agency's.
    await expect(main).toContainText("supprimé après 13 mois");
    await expect(main).toContainText("30 jours après leur classement en spam");
    await expect(main).toContainText("l'adresse est effacée après 7 jours");
    await expect(main).toContainText("effacées après 90 jours");
    await expect(main).toContainText("loi ivoirienne n° 2013-450");
    await expect(main.getByRole("link", { name: "www.artci.ci" })).toHaveAttribute("href", "https://www.artci.ci");
    await expect(main.getByRole("link", { name: DEFAULT_SITE_SETTINGS.email }).first()).toHaveAttribute(
      "href",
      `mailto:${DEFAULT_SITE_SETTINGS.email}`,
    );
    // On a phone, nothing wider than the screen.
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });

  test("the contact form has the notice with the link under it; the link opens the page, as does the footer's", async ({
    page,
  }) => {
    await page.goto("/contact");
    const notice = page.getByTestId("contact-form-area").getByTestId("privacy-notice");
    await expect(notice).toContainText("ni vendues ni cédées");
    await notice.getByRole("link", { name: "politique de confidentialité" }).click();
    await expect(page).toHaveURL("/confidentialite");
    await expect(page.getByRole("heading", { level: 1, name: "Vos données personnelles" })).toBeVisible();
    await page.goto("/devis");
    await expect(page.getByTestId("quote-request-area").getByTestId("privacy-notice")).toBeVisible();
    await page.goto("/blog");
    await expect(page.getByTestId("newsletter-box").getByTestId("privacy-notice")).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Confidentialité et données personnelles" }).click();
    await expect(page).toHaveURL("/confidentialite");
  });
});

test("at 375 px the page has no horizontal scroll and no serious accessibility violation", async ({ page }) => {
  test.slow(); // axe over a whole page on two shared cores
  await page.setViewportSize(PHONE);
  await page.goto("/confidentialite");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page);
});

test("a change of the retention settings shows on the page at once", async ({ page, request }) => {
  const [original] = await sql<{ spam_retention_days: number }>(
    "SELECT spam_retention_days FROM site_settings WHERE id = 1",
  );
  await signIn(page);
  const save = async (days: string) => {
    await page.goto("/admin/settings");
    const card = page.getByRole("form", { name: "Durées de conservation" });
    await card.getByLabel("Messages marqués comme spam (jours)").fill(days);
    await card.getByRole("button", { name: "Mettre à jour les durées" }).click();
    await expect(page.getByText("Durées de conservation enregistrées")).toBeVisible();
  };
  try {
    // Read once, so that the cached page is the one the change must replace.
    expect(await (await request.get("/confidentialite")).text()).toContain("30 jours après leur classement en spam");
    await page.goto("/admin/settings");
    const card = page.getByRole("form", { name: "Durées de conservation" });
    await card.getByLabel("Messages marqués comme spam (jours)").fill("0");
    await card.getByRole("button", { name: "Mettre à jour les durées" }).click();
    await expect(card.getByText("Au moins 1 jour")).toBeVisible();
    await save("45");
    expect(await (await request.get("/confidentialite")).text()).toContain("45 jours après leur classement en spam");
  } finally {
    await save(String(original!.spam_retention_days));
  }
});
