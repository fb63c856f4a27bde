import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import { waitForMail } from "./helpers/mail";
import { ownClientAddress, visitorSessionOf } from "./helpers/visitor";

// The pipeline of one request in the message detail (issue 27): an editor takes a new quote request, assigns it to
// themselves, adds an internal note, replies, sets a follow-up and marks it 'Gagné' with the detail's stage control.
// The board's drag and the dashboard's figures are tested with the board.

const tag = () => randomBytes(4).toString("hex");
const toastTitled = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ has: page.getByText(title, { exact: true }) });

/**
 * A visitor lands on /services from a campaign link, then sends the quote modal: returns the stored request's id once
 * its visit and the request are recorded.
 */
async function sendQuoteRequest(browser: Browser, name: string, email: string): Promise<number> {
  const visitor = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await visitor.newPage();
  await page.goto("/services?utm_source=newsletter&utm_medium=email&utm_campaign=rentree");
  const sessionId = await visitorSessionOf(page);
  await expect
    .poll(async () => (await sql("SELECT 1 FROM visits WHERE session_id = $1::uuid", [sessionId])).length)
    .toBe(1);
  await page
    .getByRole("navigation", { name: "Navigation principale" })
    .getByRole("link", { name: "Demander un devis" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Demander un devis" });
  await dialog.getByLabel("Nom complet *").fill(name);
  await dialog.getByLabel("Email *").fill(email);
  await dialog.getByLabel("Type de projet *").selectOption("Développement Web");
  await dialog.getByLabel("Budget").selectOption("2 000 € - 5 000 €");
  await dialog.getByLabel("Description du projet *").fill("Une boutique en ligne avec paiement Mobile Money.");
  await dialog.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(dialog.getByText("Demande envoyée avec succès !")).toBeVisible();
  await visitor.close();
  const [row] = await sql<{ id: number }>("SELECT id FROM form_conversions WHERE data->>'name' = $1", [name]);
  return row!.id;
}

test("an editor takes a new quote request: assigns it, notes, replies, sets a follow-up and marks it 'Gagné'", async ({
  page,
  browser,
}) => {
  // One long story, on two cores shared with other builds: a visitor's visit and form, then eight steps in the back office.
  test.slow();
  const id = tag();
  const name = `Koffi Pipeline ${id}`;
  const email = `koffi-${id}@client.ci`;
  const requestId = await sendQuoteRequest(browser, name, email);
  const editor = await createAccount("editor");
  await signIn(page, editor);

  await page.goto(`/admin/messages/detail/${requestId}`);
  const panel = page.getByTestId("lead-panel");
  await expect(panel.getByRole("combobox", { name: "Étape" })).toHaveValue("new");
  // Pre-filled from the budget range: 3 500 € at the fixed parity, rounded.
  await expect(panel.getByTestId("lead-value")).toHaveText("2 300 000 FCFA");
  const source = page.getByTestId("lead-source");
  await expect(source).toContainText("/services");
  await expect(source).toContainText("newsletter / email / rentree");

  // Assign it to oneself: the owner shows, the bell lists it under 'Mes demandes', the inbox's filter finds it.
  await panel.getByRole("button", { name: "M'attribuer" }).click();
  await expect(toastTitled(page, "Demande attribuée à vous-même")).toBeVisible();
  await expect(panel.getByLabel("Responsable")).toHaveValue(String(editor.id));
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const bell = page.getByRole("dialog", { name: "Notifications" });
  await expect(bell.getByRole("region", { name: /^Mes demandes/ })).toContainText(`Demande de ${name}`);
  await page.keyboard.press("Escape");

  // An internal note: in the history, with its author, never in the mail.
  const note = `Client pressé, rappeler avant vendredi ${id}`;
  await page.getByLabel("Nouvelle note interne").fill(note);
  await page.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(toastTitled(page, "Note ajoutée")).toBeVisible();
  const history = page.getByRole("list", { name: "Historique de la demande" });
  await expect(history.locator("[data-kind=note]")).toContainText(note);
  await expect(history.locator("[data-kind=note]")).toContainText(editor.username);

  await page.getByRole("button", { name: "Répondre" }).click();
  const box = page.getByRole("form", { name: "Répondre au message" });
  await box.getByLabel("Votre réponse").fill(`Bonjour Koffi, voici notre proposition. ${id}`);
  await box.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(page.getByText("Réponse envoyée", { exact: true })).toBeVisible();
  // The reply (the sender's receipt went to the same address when the request arrived).
  const mail = await waitForMail((received) => received.to.includes(email) && received.text.includes(id));
  expect(mail.text).toContain(`voici notre proposition. ${id}`);
  expect(mail.text).not.toContain(note);
  expect(String(mail.html)).not.toContain(note);
  await expect(history.locator("[data-kind=reply]")).toContainText("Envoyée");

  // A follow-up today: the bell lists it under 'À relancer aujourd'hui'.
  const today = new Date().toISOString().slice(0, 10);
  await panel.getByLabel("Date de relance").fill(today);
  await panel.getByRole("button", { name: "Programmer" }).click();
  await expect(toastTitled(page, "Relance programmée")).toBeVisible();
  await expect(panel.getByTestId("lead-follow-up")).toContainText("Aujourd'hui");
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(bell.getByRole("region", { name: /^À relancer aujourd'hui/ })).toContainText(`Demande de ${name}`);
  await page.keyboard.press("Escape");

  // 'Gagné' by the detail's stage control (a keyboard-usable select): the change and its date are in the history.
  await panel.getByRole("combobox", { name: "Étape" }).selectOption({ label: "Gagné" });
  await panel.getByRole("button", { name: "Enregistrer l'étape" }).click();
  await expect(toastTitled(page, "Étape mise à jour")).toBeVisible();
  await expect(panel.getByTestId("lead-stage-date")).toContainText("Gagné depuis le");
  await expect(history.locator("[data-kind=stage]")).toContainText("Nouveau → Gagné");
  const [stored] = await sql<{ stage: string; owner_id: number; follow_up_at: Date | null }>(
    "SELECT stage, owner_id, follow_up_at FROM form_conversions WHERE id = $1",
    [requestId],
  );
  expect(stored).toMatchObject({ stage: "won", owner_id: editor.id });
  expect(stored!.follow_up_at).not.toBeNull();

  // 'Mes demandes' in the inbox lists it; a request marked as spam leaves the list for the 'Spam' filter.
  await page.goto(`/admin/messages?owner=me&search=${id}`);
  await expect(page.getByText("1 message(s) trouvé(s)")).toBeVisible();
  await page.goto(`/admin/messages/detail/${requestId}`);
  await page.getByRole("button", { name: "Spam", exact: true }).click();
  await expect(page.getByTestId("spam-alert")).toBeVisible();
  await page.goto(`/admin/messages?search=${id}`);
  await expect(page.getByText("0 message(s) trouvé(s)")).toBeVisible();
  await page.goto(`/admin/messages?spam=only&search=${id}`);
  await expect(page.getByText("1 message(s) trouvé(s)")).toBeVisible();
});
