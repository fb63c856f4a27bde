import { expect, type Locator, type Page, test } from "./helpers/test";
import { setDatabaseAvailable } from "./helpers/db";

// The database stops while visitors fill in the forms: the pages, already cached, still work; each form says it
// failed with the spec's error toast and keeps everything the visitor typed, so that they can send it again.
// Serial: the whole server loses its database meanwhile.
test.afterEach(() => setDatabaseAvailable(true));

const errorToast = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]');

async function expectStillFilled(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label)).toHaveValue(value);
}

test("the contact form shows the error toast and stays filled", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByTestId("contact-form-area");
  const values = {
    "Nom complet *": "Awa Panne",
    "Email *": "awa@exemple.ci",
    "Sujet *": "Serveur arrêté",
    "Message *": "Ce message doit rester dans le formulaire.",
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
  await setDatabaseAvailable(false);
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(errorToast(page)).toContainText("Erreur");
  await expect(errorToast(page)).toContainText(
    "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
  );
  await expectStillFilled(form, values);
  await expect(form.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
});

const request = {
  "Nom complet *": "Koffi Panne",
  "Email *": "koffi@lagune.ci",
  "Description du projet *": "Cette demande doit rester dans le formulaire.",
};

async function fillRequest(form: Locator) {
  for (const [label, value] of Object.entries(request)) await form.getByLabel(label).fill(value);
  await form.getByLabel("Type de projet *").selectOption("UX/UI Design");
}

test("the quote modal shows the error toast and returns to the filled form", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Navigation principale" })
    .getByRole("link", { name: "Demander un devis" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Demander un devis" });
  await fillRequest(dialog);
  await setDatabaseAvailable(false);
  await dialog.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(errorToast(page)).toContainText(
    "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
  );
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Demande envoyée avec succès !")).toHaveCount(0);
  await expectStillFilled(dialog, request);
  await expect(dialog.getByLabel("Type de projet *")).toHaveValue("UX/UI Design");
});

test("the start-project form shows the error toast, stays filled and does not leave the page", async ({ page }) => {
  await page.goto("/start-project");
  const area = page.getByTestId("project-request-area");
  await fillRequest(area);
  await setDatabaseAvailable(false);
  await area.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(errorToast(page)).toContainText(
    "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
  );
  await expectStillFilled(area, request);
  await page.waitForTimeout(3500);
  await expect(page).toHaveURL("/start-project");
});
