// 'Données personnelles' end to end: a visitor writes, asks for a quote and subscribes through the public API; an
// administrator finds them on /admin/privacy, downloads the JSON export and erases them. Then every column of every
// table of the server's database is scanned for their e-mail, name and phone.
// Serial: it compares the dashboard's figures, global to the database, before and after the erasure.
import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { columnsHolding } from "../helpers/personal-data-scan";
import { expect, type APIRequestContext, test } from "./helpers/test";
import { recordVisits } from "./helpers/app";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import { ownClientAddress } from "./helpers/visitor";

const scanQuery = (text: string, values: unknown[]) => sql(text, values);

/** The dashboard's cards and its panel over every period, as its API gives them. */
async function dashboardFigures(request: APIRequestContext) {
  const read = async (path: string) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const body = await response.json();
    delete body.to;
    return body;
  };
  return {
    stats: await read("/api/dashboard/stats"),
    periods: await Promise.all(
      ["7", "30", "all"].map((period) => read(`/api/dashboard/visitor-stats?period=${period}`)),
    ),
  };
}

test.describe("personal data", () => {
  test("a person who wrote, asked for a quote and subscribed is found, exported and erased, the dashboard unchanged", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A long journey (three forms, the lookup, the export, the erasure, then every column of every table read).
    test.slow();
    const tag = randomBytes(4).toString("hex");
    const person = {
      name: `Mariam Privée ${tag}`,
      email: `mariam.${tag}@exemple.ci`,
      phone: `+225 05 ${String(parseInt(tag, 16) % 10_000).padStart(4, "0")} 44 11`,
      sessionId: randomUUID(),
    };
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: ownClientAddress() });
    await recordVisits([
      { sessionId: person.sessionId, page: "/", country: "CI", city: "San-Pédro", daysAgo: 0 },
      { sessionId: person.sessionId, page: "/contact", country: "CI", city: "San-Pédro", daysAgo: 0 },
    ]);
    const context = { sessionId: person.sessionId, page: "/contact" };
    for (const [path, data] of [
      [
        "/api/contact",
        {
          name: person.name,
          email: person.email,
          subject: "Un site",
          message: `Rappelez-moi au ${person.phone}.`,
          ...context,
        },
      ],
      [
        "/api/project-request",
        {
          name: person.name,
          email: person.email,
          phone: person.phone,
          company: "Port Autonome",
          projectType: "Développement Web",
          description: "Une vitrine pour notre activité.",
          quoteRequest: true,
          ...context,
        },
      ],
      ["/api/newsletter", { email: person.email, ...context, page: "/blog" }],
    ] as const) {
      const response = await visitor.post(path, { data });
      expect(response.status(), await response.text()).toBeLessThan(300);
    }
    await visitor.dispose();

    await signIn(page, await createAccount("admin", "dpo"));
    const before = await dashboardFigures(page.request);
    const needles = [person.email, person.name, person.phone];
    expect(await columnsHolding(scanQuery, needles)).toEqual(
      expect.arrayContaining(["form_conversions.user_email", "newsletter_subscribers.email"]),
    );

    // Found: the sidebar leads to the screen; a GET form searches.
    await page.goto("/admin/dashboard");
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Données personnelles" })
      .click();
    await expect(page).toHaveURL(/\/admin\/privacy$/);
    await page
      .getByRole("searchbox", { name: "Adresse e-mail ou identifiant de visiteur" })
      .fill(person.email.toUpperCase());
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\?q=/);
    await expect(page.getByRole("heading", { name: "Demandes et messages (3)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Abonnements à la newsletter (1)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Visites (2)" })).toBeVisible();
    await expect(page.getByText(person.phone).first()).toBeVisible();

    // Exported: one JSON file holding each record.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Exporter (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^donnees-personnelles-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(file.subject).toBe(person.email);
    expect(file.conversions.map((row: { formType: string }) => row.formType).sort()).toEqual([
      "contact",
      "newsletter",
      "quote",
    ]);
    expect(file.conversions.find((row: { formType: string }) => row.formType === "quote").data).toMatchObject({
      name: person.name,
      phone: person.phone,
    });
    expect(file.subscriptions.map((row: { email: string }) => row.email)).toEqual([person.email]);
    expect(file.visits.map((row: { city: string }) => row.city)).toEqual(["San-Pédro", "San-Pédro"]);

    // Erased, behind the subject typed again.
    await page.getByText("Effacer ces données…").click();
    const confirmation = page.getByLabel(/Pour confirmer, saisissez/);
    await confirmation.fill("oui");
    await page.getByRole("button", { name: "Effacer définitivement" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "saisissez exactement" })).toBeVisible();
    await confirmation.fill(person.email);
    await page.getByRole("button", { name: "Effacer définitivement" }).click();
    await expect(page.getByText("Données personnelles effacées").first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Aucune donnée n'est enregistrée" })).toBeVisible();

    expect(await columnsHolding(scanQuery, needles)).toEqual([]);
    expect(await dashboardFigures(page.request)).toEqual(before);
    const [record] = await sql<{ description: string }>(
      "SELECT description FROM activities WHERE type = 'privacy' ORDER BY id DESC LIMIT 1",
    );
    expect(record!.description).toMatch(/^Effacement fait par dpo-/);
  });
});
