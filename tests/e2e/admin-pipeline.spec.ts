import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";

const tag = () => randomBytes(4).toString("hex");

/** A quote request as the forms store it, at the stage 'Nouveau', with an estimated value in FCFA. */
async function insertRequest(name: string, company: string, value: number): Promise<number> {
  const email = `${tag()}@client.ci`;
  const data = {
    name,
    email,
    company,
    projectType: "Développement Web",
    budget: "2 000 € - 5 000 €",
    description: "Site.",
  };
  const [row] = await sql<{ id: number }>(
    `INSERT INTO form_conversions (form_type, status, user_email, page_source, data, search_text, updated_at, completed_at, estimated_value)
     VALUES ('quote', 'completed', $1, '/start-project', $2, $3, now(), now(), $4) RETURNING id`,
    [
      email,
      JSON.stringify(data),
      [email, name, company, data.projectType, data.budget].join("\n").toLowerCase(),
      value,
    ],
  );
  return row!.id;
}

const stageOf = async (id: number) =>
  (
    await sql<{ stage: string; lost_reason: string | null }>(
      "SELECT stage, lost_reason FROM form_conversions WHERE id = $1",
      [id],
    )
  )[0]!;

const card = (page: Page, name: string) => page.getByTestId("pipeline-card").filter({ hasText: name });
const column = (page: Page, stage: string) => page.getByTestId(`pipeline-column-${stage}`);

/**
 * Opens a card's 'Déplacer vers…' menu with the mouse, the card first brought to the middle of the screen: the menu
 * follows its card, so from a card at the screen's edge, scrolling to reach a low item moves the item with it.
 */
async function openMoveMenu(page: Page, name: string) {
  // The menu used before gives the focus back to its card's button once it has closed (after its animation), which
  // scrolls the board to that card: done before this card is scrolled to, or this card's menu may open off-screen.
  await expect(page.getByRole("menu")).toHaveCount(0);
  const trigger = card(page, name).getByRole("button", { name: /Déplacer vers/ });
  await trigger.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await trigger.click();
}

/** '4 000 000 FCFA' → 4000000. */
const amount = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

async function valueWon(page: Page): Promise<number> {
  await page.goto("/admin/dashboard?period=7");
  return amount(await page.getByTestId("pipeline-value-won").textContent());
}

test.describe("pipeline", () => {
  test("an editor moves a request to 'Devis envoyé' by dragging and another by keyboard, marks one 'Gagné' and sees the dashboard's value won grow, and marks one lost with its reason", async ({
    page,
  }) => {
    // A whole journey over three screens (the board, the inbox, the dashboard twice): more than one screen's time.
    test.slow();
    const id = tag();
    const dragged = `Aïssata Kouamé ${id}`;
    const keyed = `Koffi N'Guessan ${id}`;
    const winner = `Mariam Traoré ${id}`;
    const loser = `Jean Kouassi ${id}`;
    const draggedId = await insertRequest(dragged, "Lagune Négoce", 1_500_000);
    const keyedId = await insertRequest(keyed, "Savane SARL", 2_000_000);
    const winnerId = await insertRequest(winner, "Éburnie Tech", 7_250_000);
    const loserId = await insertRequest(loser, "Plateau SA", 300_000);
    await signIn(page, await createAccount("editor"));
    const before = await valueWon(page);

    await page.goto("/admin/messages");
    await page.getByRole("link", { name: "Pipeline" }).first().click();
    await expect(page).toHaveURL(/\/admin\/messages\/pipeline$/);
    await expect(page.getByRole("heading", { name: "Pipeline", level: 1 })).toBeVisible();
    for (const label of ["Nouveau", "Contacté", "Devis envoyé", "Gagné", "Perdu"])
      await expect(page.getByRole("heading", { name: label, level: 2 })).toBeVisible();
    await expect(card(page, dragged)).toContainText("Lagune Négoce");
    await expect(card(page, dragged)).toContainText("1 500 000 FCFA");

    // Drag and drop (HTML5).
    await card(page, dragged).dragTo(column(page, "quote_sent"));
    await expect(column(page, "quote_sent").getByTestId("pipeline-card").filter({ hasText: dragged })).toBeVisible();
    await expect.poll(async () => (await stageOf(draggedId)).stage).toBe("quote_sent");

    // Keyboard: the card's 'Déplacer vers…' menu, opened and chosen without a mouse.
    await card(page, keyed)
      .getByRole("button", { name: /Déplacer vers/ })
      .focus();
    await page.keyboard.press("Enter");
    // The menu opens on its first other stage; the arrow keys walk it.
    await expect(page.getByRole("menuitem", { name: "Contacté" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Devis envoyé" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("pipeline-announcement")).toHaveText(
      `Demande de ${keyed} déplacée vers Devis envoyé.`,
    );
    await expect(column(page, "quote_sent").getByTestId("pipeline-card").filter({ hasText: keyed })).toBeVisible();
    await expect.poll(async () => (await stageOf(keyedId)).stage).toBe("quote_sent");

    // 'Gagné' from the menu.
    await openMoveMenu(page, winner);
    await page.getByRole("menuitem", { name: "Gagné" }).click();
    await expect(column(page, "won").getByTestId("pipeline-card").filter({ hasText: winner })).toBeVisible();
    await expect.poll(async () => (await stageOf(winnerId)).stage).toBe("won");

    // 'Perdu' asks why first.
    await openMoveMenu(page, loser);
    await page.getByRole("menuitem", { name: "Perdu" }).click();
    const dialog = page.getByRole("dialog", { name: "Demande perdue" });
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    await expect(dialog.getByText("Indiquez pourquoi la demande est perdue")).toBeVisible();
    await dialog.getByLabel("Raison").fill("Budget insuffisant");
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    await expect(column(page, "lost").getByTestId("pipeline-card").filter({ hasText: loser })).toBeVisible();
    await expect.poll(() => stageOf(loserId)).toEqual({ stage: "lost", lost_reason: "Budget insuffisant" });

    // Other tests run at the same time: the value won grows by at least this request's.
    expect(await valueWon(page)).toBeGreaterThanOrEqual(before + 7_250_000);
    await expect(page.getByTestId("pipeline-win-rate")).toContainText("%");
  });

  test("the inbox's export downloads the filtered list as CSV with a BOM and the right accents", async ({ page }) => {
    const id = tag();
    const name = `Adjoua Éléonore ${id}`;
    await insertRequest(name, "Société Générale d'Ébénisterie, Abidjan", 2_500_000);
    await insertRequest(`Autre ${tag()}`, "Ailleurs", 100);
    await signIn(page, await createAccount("user"));
    await page.goto(`/admin/messages?search=${id}`);
    await expect(page.getByText("1 message(s) trouvé(s)")).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exporter (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { fatal: true }).decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Date,Type,Statut,Étape,Nom,E-mail,Entreprise,Téléphone,Budget,Valeur estimée (FCFA),Responsable,Source,UTM",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Devis,Nouveau,Nouveau,${name},`);
    expect(lines[1]).toContain(`"Société Générale d'Ébénisterie, Abidjan"`);
    expect(lines[1]).toContain(",2 000 € - 5 000 €,2500000,,Direct,");
  });
});
