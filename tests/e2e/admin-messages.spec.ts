import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import { waitForMail } from "./helpers/mail";
import { ownClientAddress } from "./helpers/visitor";

const tag = () => randomBytes(4).toString("hex");
const rows = (page: Page) => page.getByRole("row").filter({ has: page.getByRole("cell") });
const search = (page: Page) => page.getByRole("searchbox", { name: "Rechercher un message" });

type Status = "started" | "completed" | "abandoned" | "processed";
/** A message stored as the forms store them (data, search text), for the list's filters. */
async function insertMessage(
  formType: "contact" | "project" | "quote",
  status: Status,
  data: Record<string, string> | null,
  email: string | null,
) {
  const searched = data
    ? formType === "contact"
      ? [data.name, data.subject, data.message]
      : [data.name, data.company, data.projectType, data.budget]
    : [];
  const [row] = await sql<{ id: number }>(
    `INSERT INTO form_conversions (form_type, status, user_email, page_source, data, search_text, updated_at, completed_at)
     VALUES ($1, $2::"ConversionStatus", $3, '/contact', $4, $5, now(), CASE WHEN $2::"ConversionStatus" IN ('completed', 'processed') THEN now() END) RETURNING id`,
    [formType, status, email, data && JSON.stringify(data), [email ?? "", ...searched].join("\n").toLowerCase()],
  );
  return row!.id;
}

/** A visitor (a browser of their own, with an address of their own) sends the public contact form; returns the stored id. */
async function sendContactForm(
  browser: Browser,
  contact: { name: string; email: string; subject: string; message: string },
): Promise<number> {
  const visitor = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await visitor.newPage();
  await page.goto("/contact");
  const form = page.getByTestId("contact-form-area");
  await form.getByLabel("Nom complet *").fill(contact.name);
  await form.getByLabel("Email *").fill(contact.email);
  await form.getByLabel("Sujet *").fill(contact.subject);
  await form.getByLabel("Message *").fill(contact.message);
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Message envoyé !", { exact: true })).toBeVisible();
  await visitor.close();
  const [row] = await sql<{ id: number }>(
    "SELECT id FROM form_conversions WHERE form_type = 'contact' AND status = 'completed' AND data->>'name' = $1",
    [contact.name],
  );
  return row!.id;
}

test.describe("messages", () => {
  test("a contact sent from the public page appears in the inbox and the bell, opening it marks it processed, a reply reaches the sender by e-mail and shows in the history", async ({
    page,
    browser,
  }) => {
    const id = tag();
    const contact = {
      name: `Awa Koné ${id}`,
      email: `awa-${id}@client.ci`,
      subject: `Refonte du site ${id}`,
      message: "Bonjour, notre site doit accepter Mobile Money.",
    };
    const messageId = await sendContactForm(browser, contact);
    await signIn(page, await createAccount("editor"));

    await page.goto("/admin/messages");
    await search(page).fill(id);
    await expect(page.getByText("1 message(s) trouvé(s)")).toBeVisible();
    const row = rows(page).first();
    await expect(row).toContainText(contact.name);
    await expect(row).toContainText(contact.email);
    await expect(row).toContainText(contact.subject);
    await expect(row).toContainText("Nouveau");
    await expect(row).toContainText("/contact");

    await page.getByRole("button", { name: /^Notifications/ }).click();
    const bell = page.getByRole("dialog", { name: "Notifications" });
    await expect(
      bell.getByRole("link", { name: new RegExp(`Message de ${contact.name}.*${contact.subject}`) }),
    ).toHaveAttribute("href", `/admin/messages/detail/${messageId}`);
    await page.keyboard.press("Escape");

    await row.getByRole("link", { name: `Voir le message de ${contact.name}` }).click();
    await expect(page).toHaveURL(`/admin/messages/detail/${messageId}`);
    await expect(page.getByRole("heading", { level: 1, name: contact.subject })).toBeVisible();
    await expect(page.getByText(contact.message)).toBeVisible();
    await expect(page.getByTestId("message-badges")).toContainText("Traité");
    await expect
      .poll(async () => (await sql("SELECT status FROM form_conversions WHERE id = $1", [messageId]))[0]?.status)
      .toBe("processed");

    await page.getByRole("button", { name: "Répondre" }).click();
    const box = page.getByRole("form", { name: "Répondre au message" });
    await expect(box.getByLabel("À", { exact: true })).toHaveValue(contact.email);
    await expect(box.getByLabel("Objet")).toHaveValue(`Re: ${contact.subject}`);
    const send = box.getByRole("button", { name: "Envoyer la réponse" });
    await expect(send).toBeDisabled();
    await box.getByLabel("Votre réponse").fill("   ");
    await expect(send).toBeDisabled();
    await box.getByLabel("Votre réponse").fill(`Bonjour Awa,\nNous acceptons Mobile Money. ${id}`);
    await send.click();
    await expect(page.getByText("Réponse envoyée", { exact: true })).toBeVisible();

    // The reply (the sender's receipt went to the same address when the message arrived).
    const mail = await waitForMail(
      (received) => received.to.includes(contact.email) && received.subject === `Re: ${contact.subject}`,
    );
    expect(mail.text).toContain(`Nous acceptons Mobile Money. ${id}`);
    const history = page.getByRole("list", { name: "Historique de la demande" });
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expect(history).toContainText(`Re: ${contact.subject}`);
    await expect(history).toContainText("Envoyée");
    await expect(history).toContainText(`Nous acceptons Mobile Money. ${id}`);
  });

  test("searches over the spec's fields and filters by status and type on the server", async ({ page }) => {
    const id = tag();
    await insertMessage(
      "contact",
      "completed",
      { name: `Mariam ${id}`, subject: "Hébergement", message: "Une question" },
      `mariam-${id}@client.ci`,
    );
    await insertMessage(
      "project",
      "processed",
      {
        name: "Koffi",
        company: `Lagune ${id}`,
        projectType: "Développement Web",
        budget: "> 10 000 €",
        description: "Un site",
      },
      `koffi-${id}@client.ci`,
    );
    await insertMessage(
      "quote",
      "completed",
      {
        name: "Yao",
        company: `Savane ${id}`,
        projectType: "UX/UI Design",
        budget: "< 1 000 €",
        description: "Des maquettes",
      },
      `yao-${id}@client.ci`,
    );
    // A form started and never sent: hidden by the inbox's default view, one click away.
    await insertMessage("contact", "started", { name: `Awa ${id}` }, `awa-${id}@client.ci`);
    await signIn(page, await createAccount("user"));
    await page.goto("/admin/messages");

    await search(page).fill(id.toUpperCase());
    await expect(page.getByText("3 message(s) trouvé(s)")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`search=${id.toUpperCase()}`));
    // The default view says it hides forms started and left, and shows them in one click.
    const activeFilter = page.getByTestId("messages-active-filter");
    await expect(activeFilter).toContainText("Filtre de statut actif : Messages reçus");
    await activeFilter.getByRole("link", { name: "Voir tous les statuts" }).click();
    await expect(page.getByText("4 message(s) trouvé(s)")).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`status=all.*search=${id.toUpperCase()}|search=${id.toUpperCase()}.*status=all`),
    );
    await expect(activeFilter).toContainText("Filtre de statut actif : Tous les statuts");
    await activeFilter.getByRole("link", { name: "Voir seulement les messages reçus" }).click();
    await expect(page.getByText("3 message(s) trouvé(s)")).toBeVisible();

    await page.getByRole("combobox", { name: "Filtrer par type" }).click();
    await page.getByRole("option", { name: "Demande de projet" }).click();
    await expect(page.getByText("1 message(s) trouvé(s)")).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`koffi-${id}@client.ci`);

    await page.getByRole("combobox", { name: "Filtrer par type" }).click();
    await page.getByRole("option", { name: "Tous les types" }).click();
    await expect(page.getByText("3 message(s) trouvé(s)")).toBeVisible();
    await page.getByRole("combobox", { name: "Filtrer par statut" }).click();
    await page.getByRole("option", { name: "Nouveaux" }).click();
    await expect(page.getByText("2 message(s) trouvé(s)")).toBeVisible();
    await expect(rows(page)).toHaveCount(2);

    // The request fields searched: company, project type and budget; never a project's description.
    await search(page).fill(`savane ${id}`);
    await expect(page.getByText("1 message(s) trouvé(s)")).toBeVisible();
    await search(page).fill(`${id} Des maquettes`);
    await expect(page.getByText("Aucun message trouvé.")).toBeVisible();
    await expect(page.getByText("0 message(s) trouvé(s)")).toBeVisible();

    // A 'user' account reads but sees no action that writes.
    await search(page).fill(id);
    await expect(page.getByText("2 message(s) trouvé(s)")).toBeVisible();
    await expect(page.getByRole("button", { name: /Marquer .* comme traité/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Supprimer/ })).toHaveCount(0);
  });

  test("marks a message processed from the list and deletes one after the confirmation", async ({ page }) => {
    const id = tag();
    const toProcess = await insertMessage(
      "contact",
      "completed",
      { name: `Bintou ${id}`, subject: "Tarifs", message: "Combien ?" },
      `bintou-${id}@client.ci`,
    );
    const toDelete = await insertMessage(
      "contact",
      "completed",
      { name: `Ismaël ${id}`, subject: "Spam", message: "À supprimer" },
      `ismael-${id}@client.ci`,
    );
    await signIn(page, await createAccount("editor"));
    await page.goto(`/admin/messages?search=${id}`);
    await expect(page.getByText("2 message(s) trouvé(s)")).toBeVisible();

    await page.getByRole("button", { name: `Marquer le message de Bintou ${id} comme traité` }).click();
    await expect(page.getByText("Le message a été marqué comme traité.")).toBeVisible();
    await expect(rows(page).filter({ hasText: `Bintou ${id}` })).toContainText("Traité");
    await expect(page.getByRole("button", { name: `Marquer le message de Bintou ${id} comme traité` })).toHaveCount(0);
    expect((await sql("SELECT status FROM form_conversions WHERE id = $1", [toProcess]))[0]?.status).toBe("processed");

    await page.getByRole("button", { name: `Supprimer le message de Ismaël ${id}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Êtes-vous sûr de vouloir supprimer ce message ?");
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole("button", { name: `Supprimer le message de Ismaël ${id}` }).click();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Message supprimé")).toBeVisible();
    await expect(page.getByText("1 message(s) trouvé(s)")).toBeVisible();
    expect(await sql("SELECT id FROM form_conversions WHERE id = $1", [toDelete])).toEqual([]);
  });

  test("a message deleted from its page leads back to the list; corrupt data show 'Inconnu'; a 'user' account opening it leaves it unread", async ({
    page,
  }) => {
    const corrupt = await insertMessage("contact", "completed", null, `inconnu-${tag()}@client.ci`);
    const reader = await createAccount("user");
    await signIn(page, reader);
    await page.goto(`/admin/messages/detail/${corrupt}`);
    await expect(page.getByText("Expéditeur : Inconnu")).toBeVisible();
    await expect(page.getByText("Données du message manquantes ou corrompues.").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Répondre" })).toHaveCount(0);
    await expect(page.getByTestId("message-badges")).toContainText("Nouveau");
    expect((await sql("SELECT status FROM form_conversions WHERE id = $1", [corrupt]))[0]?.status).toBe("completed");

    await page.context().clearCookies();
    await signIn(page, await createAccount("editor"));
    await page.goto(`/admin/messages/detail/${corrupt}`);
    await page.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(page).toHaveURL("/admin/messages");
    expect(await sql("SELECT id FROM form_conversions WHERE id = $1", [corrupt])).toEqual([]);
    await page.goto(`/admin/messages/detail/${corrupt}`);
    await expect(page.getByText("Message introuvable.")).toBeVisible();
  });
});
