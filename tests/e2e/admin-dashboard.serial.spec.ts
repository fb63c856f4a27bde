// Serial: the dashboard's figures are global to the database; this test empties the visits and the funnel first.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "./helpers/test";
import { recordVisits, type TestVisit } from "./helpers/app";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";

const session = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const listItems = (page: Page, name: string) => page.getByRole("list", { name }).getByRole("listitem");
const funnelRow = (page: Page, label: string) =>
  page.getByRole("table", { name: "Conversions par formulaire" }).getByRole("row").filter({ hasText: label });

/** `count` forms of a type and status, `daysAgo`, from a visitor session (the rate counts forms of sessions). */
async function addConversions(formType: string, status: string, count: number, daysAgo: number, sessionId?: string) {
  await sql(
    `INSERT INTO form_conversions (form_type, status, session_id, created_at, updated_at)
     SELECT $1::"FormType", $2::"ConversionStatus", $5::uuid, now() - $4::int * interval '1 day', now()
     FROM generate_series(1, $3::int)`,
    [formType, status, count, daysAgo, sessionId ?? null],
  );
}

test.describe("dashboard", () => {
  test("shows the figures the visits and forms gave, over the chosen period, with the recent activity", async ({
    page,
  }) => {
    await sql(
      "TRUNCATE visits, visitor_sessions, visitor_days, visit_daily_totals, visit_daily_pages, visit_daily_places",
    );
    await sql("DELETE FROM form_conversions");
    // Last 7 days: 6 visits from 4 visitors; 60 days ago: 2 more visitors.
    const visits: TestVisit[] = [
      { sessionId: session(1), page: "/", country: "CI", city: "Abidjan", daysAgo: 0 },
      { sessionId: session(1), page: "/contact", country: "CI", city: "Abidjan", daysAgo: 0 },
      { sessionId: session(2), page: "/", country: "CI", city: "Abidjan", daysAgo: 1 },
      { sessionId: session(3), page: "/blog", country: "CI", city: "Bouaké", daysAgo: 2 },
      { sessionId: session(4), page: "/", country: "FR", city: "Paris", daysAgo: 3 },
      { sessionId: session(4), page: "/services", country: "FR", city: "Paris", daysAgo: 3 },
      { sessionId: session(5), page: "/", country: "SN", city: "Dakar", daysAgo: 60 },
      { sessionId: session(6), page: "/projects", country: "GH", city: "Accra", daysAgo: 60 },
    ];
    await recordVisits(visits);
    // Last 7 days: contact 3 started (2 sent, one already processed), 1 abandoned; quote 1 sent.
    await addConversions("contact", "completed", 1, 1, session(1));
    await addConversions("contact", "processed", 1, 2, session(2));
    await addConversions("contact", "abandoned", 1, 2, session(3));
    await addConversions("quote", "completed", 1, 4, session(4));
    // 60 days ago: project 4 started, 1 sent, 3 abandoned.
    await addConversions("project", "completed", 1, 60, session(5));
    await addConversions("project", "abandoned", 3, 60);
    const tag = randomBytes(3).toString("hex");
    for (let index = 1; index <= 9; index += 1) {
      await sql(
        "INSERT INTO activities (type, title, target_id, created_at) SELECT 'project', $1, $2, greatest(max(created_at), now()) + interval '1 second' FROM activities",
        [`Tableau ${tag} ${index}`, index],
      );
    }

    await signIn(page, await createAccount("user"));
    await page.goto("/admin/dashboard?period=7");
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
    await expect(page.getByText(/^Dernière mise à jour : \d\d:\d\d$/)).toBeVisible();

    // Activité récente: the 8 newest, linked, and the way to the history.
    const recent = page.getByRole("list", { name: "Activités" });
    await expect(recent.getByRole("listitem")).toHaveCount(8);
    await expect(recent.getByRole("listitem").first()).toContainText(`Tableau ${tag} 9`);
    await expect(recent.getByRole("link", { name: new RegExp(`Tableau ${tag} 9`) })).toHaveAttribute(
      "href",
      "/admin/projects/edit/9",
    );
    await expect(page.getByRole("link", { name: "Voir toutes les activités" }).first()).toHaveAttribute(
      "href",
      "/admin/activities",
    );
    await sql("DELETE FROM activities WHERE title LIKE $1", [`Tableau ${tag} %`]);

    // Last 7 days.
    await expect(page.getByRole("combobox", { name: "Période des statistiques" })).toHaveText("7 derniers jours");
    await expect(page.getByTestId("total-visits")).toHaveText("6");
    await expect(page.getByTestId("unique-visits")).toHaveText("4");
    // 3 of the 4 unique visitors sent a form (contact 2, quote 1).
    await expect(page.getByTestId("conversion-rate")).toHaveText(/^75,0\s%$/);
    await expect(listItems(page, "Visites par pays")).toHaveText([/Côte d’Ivoire\s*4/, /France\s*2/]);
    await expect(listItems(page, "Visites par ville")).toHaveText([
      /Abidjan \(Côte d’Ivoire\)\s*3/,
      /Paris \(France\)\s*2/,
      /Bouaké \(Côte d’Ivoire\)\s*1/,
    ]);
    await expect(listItems(page, "Pages les plus vues")).toHaveText([
      /^\/\s*3$/,
      /^\/blog\s*1$/,
      /^\/contact\s*1$/,
      /^\/services\s*1$/,
    ]);
    await expect(funnelRow(page, "Contact")).toHaveText(/Contact\s*3\s*2\s*1\s*66,7\s%/);
    await expect(funnelRow(page, "Devis")).toHaveText(/Devis\s*1\s*1\s*0\s*100,0\s%/);
    await expect(funnelRow(page, "Demande de projet")).toHaveText(/Demande de projet\s*0\s*0\s*0\s*0,0\s%/);
    await expect(funnelRow(page, "Newsletter")).toHaveText(/Newsletter\s*0\s*0\s*0\s*0,0\s%/);
    // The daily chart is drawn in the browser (recharts), one point per day of the period.
    const chart = page.getByTestId("daily-visits-chart");
    await expect(chart.locator("svg.recharts-surface[role=application]")).toBeVisible();
    await expect(chart.locator(".recharts-area-curve")).toHaveCount(2);
    await expect(chart.getByText(/6 visites\.$/)).toBeAttached();

    // All time: every figure changes with the period.
    await page.getByRole("combobox", { name: "Période des statistiques" }).click();
    await page.getByRole("option", { name: "Depuis le début" }).click();
    await expect(page).toHaveURL("/admin/dashboard?period=all");
    await expect(page.getByTestId("total-visits")).toHaveText("8");
    await expect(page.getByTestId("unique-visits")).toHaveText("6");
    // 4 of the 6 unique visitors sent a form.
    await expect(page.getByTestId("conversion-rate")).toHaveText(/^66,7\s%$/);
    await expect(listItems(page, "Visites par pays")).toHaveCount(4);
    await expect(funnelRow(page, "Demande de projet")).toHaveText(/Demande de projet\s*4\s*1\s*3\s*25,0\s%/);
  });

  test("shows the empty states when nothing was recorded", async ({ page }) => {
    await sql(
      "TRUNCATE visits, visitor_sessions, visitor_days, visit_daily_totals, visit_daily_pages, visit_daily_places",
    );
    await sql("DELETE FROM form_conversions");
    await signIn(page, await createAccount("user"));
    await page.goto("/admin/dashboard?period=30");
    await expect(page.getByTestId("total-visits")).toHaveText("0");
    await expect(page.getByTestId("conversion-rate")).toHaveText(/^0,0\s%$/);
    await expect(page.getByText("Aucune donnée disponible")).toHaveCount(4);
    await expect(page.getByText("Aucune conversion enregistrée")).toBeVisible();
  });
});
