// Serial: marking every activity read and counting unread items are global to the database.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";

async function unreadTotal(): Promise<number> {
  const [row] = await sql<{ total: number }>(
    `SELECT (SELECT count(*) FROM activities WHERE NOT read)::int
          + (SELECT count(*) FROM form_conversions WHERE status = 'completed' AND form_type IN ('contact', 'project', 'quote'))::int AS total`,
  );
  return row!.total;
}

async function addActivities(titles: string[]) {
  for (const title of titles) await sql("INSERT INTO activities (type, title) VALUES ('blog', $1)", [title]);
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

test.describe("notification bell", () => {
  test("counts unread activities and messages, lists them, closes outside, and 'Tout marquer comme lu' empties it", async ({
    page,
  }) => {
    const tag = randomBytes(3).toString("hex");
    await sql("UPDATE activities SET read = true");
    await sql(
      `INSERT INTO form_conversions (form_type, status, user_email, data, updated_at, completed_at)
       VALUES ('contact', 'completed', 'fatou@client.ci', $1, now(), now())`,
      [JSON.stringify({ name: `Fatou ${tag}`, subject: "Refonte de notre site", message: "Bonjour" })],
    );
    await addActivities([`Article publié ${tag}`, `Projet mis à jour ${tag}`]);
    await signIn(page, await createAccount("editor"));
    await page.goto("/admin/dashboard");

    const expected = await unreadTotal();
    await expect(page.getByTestId("bell-count")).toHaveText(String(expected));

    await bell(page).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(
      panel.getByRole("link", { name: new RegExp(`Message de Fatou ${tag}.*Refonte de notre site`) }),
    ).toBeVisible();
    await expect(panel.getByText(`Article publié ${tag}`)).toBeVisible();
    await expect(panel.getByText(`Projet mis à jour ${tag}`)).toBeVisible();
    await expect(panel.getByRole("link", { name: "Voir tous les messages" })).toHaveAttribute(
      "href",
      "/admin/messages",
    );
    await expect(panel.getByRole("link", { name: "Voir toutes les activités" })).toHaveAttribute(
      "href",
      "/admin/activities",
    );

    await page.getByRole("heading", { name: "Tableau de bord" }).click();
    await expect(panel).toBeHidden();

    await bell(page).click();
    await panel.getByRole("button", { name: "Tout marquer comme lu" }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL("/admin/dashboard");
    expect(await sql("SELECT id FROM activities WHERE NOT read")).toEqual([]);
    const messagesLeft = await unreadTotal();
    await expect(page.getByTestId("bell-count")).toHaveText(String(messagesLeft));
    await bell(page).click();
    await expect(panel.getByText(`Article publié ${tag}`)).toHaveCount(0);
    await expect(panel.getByText(`Message de Fatou ${tag}`)).toBeVisible();
    await sql("UPDATE form_conversions SET status = 'processed' WHERE data->>'name' = $1", [`Fatou ${tag}`]);
  });

  test("caps the count at 99+", async ({ page }) => {
    await addActivities(Array.from({ length: 120 }, (_, index) => `Activité ${index}`));
    await signIn(page);
    await page.goto("/admin/dashboard");
    await expect(page.getByTestId("bell-count")).toHaveText("99+");
    await sql("UPDATE activities SET read = true");
  });

  test("polls every 30 s while the tab is visible, never while it is hidden, and at once when it shows again", async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, await createAccount("user"));
    const polls: string[] = [];
    page.on("request", (request) => request.url().endsWith("/api/activities/unread") && polls.push(request.url()));
    await page.goto("/admin/dashboard");
    const start = await unreadTotal();
    await expect(page.getByTestId("bell-count")).toHaveText(String(start));
    expect(polls).toHaveLength(0);
    // Opening the panel refreshes it, and proves the page is hydrated (its 30 s timer started).
    await bell(page).click();
    await expect.poll(() => polls.length).toBe(1);
    await page.keyboard.press("Escape");
    polls.length = 0;

    await addActivities(["Nouvelle activité pendant la visite"]);
    await page.clock.fastForward(30_000);
    await expect.poll(() => polls.length).toBe(1);
    await expect(page.getByTestId("bell-count")).toHaveText(String(start + 1));

    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.fastForward(120_000);
    expect(polls).toHaveLength(1);

    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(() => polls.length).toBe(2);
    await sql("UPDATE activities SET read = true");
  });
});
