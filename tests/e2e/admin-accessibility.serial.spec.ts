// Every back-office screen, signed in as the administrator, at a desktop and a phone width, through axe-core's
// WCAG 2.1 A and AA rules: no serious or critical violation. Screens are found on disk, so one added later is checked
// without editing this file. Serial: opening the history marks every activity read.
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";
import { sql } from "./helpers/db";

const WCAG_21_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
];

/** Every page.tsx under app/admin as an address ("/admin/blogs/edit/[id]"), route groups left out. */
function backOfficeRoutes(): string[] {
  const dir = path.resolve(import.meta.dirname, "../../app/admin");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)page\.tsx$/.test(file))
    .map((file) =>
      [
        "/admin",
        ...path
          .dirname(file)
          .split(path.sep)
          .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment)),
      ].join("/"),
    )
    .sort();
}

/** A row that exists for each kind of [id] in an address. */
async function existingIds(): Promise<Record<string, number>> {
  const first = async (table: string) =>
    (await sql<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT 1`))[0]!.id;
  const [message] = await sql<{ id: number }>(
    `INSERT INTO form_conversions (form_type, status, user_email, page_source, data, search_text, updated_at, completed_at)
     VALUES ('contact', 'completed', 'a11y@exemple.ci', '/contact', $1, 'a11y@exemple.ci', now(), now()) RETURNING id`,
    [JSON.stringify({ name: "Awa Accessibilité", subject: "Contraste", message: "Un message à lire." })],
  );
  return {
    blogs: await first("blog_posts"),
    projects: await first("projects"),
    messages: message!.id,
    users: await first("users"),
  };
}

const SIGNED_OUT = new Set(["/admin/login", "/admin/forgot-password", "/admin/reset-password"]);

async function open(page: Page, route: string, ids: Record<string, number>) {
  const section = route.split("/")[2]!;
  await page.goto(route.replace("[id]", String(ids[section])));
  await page.waitForLoadState("networkidle");
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`back office at ${width} px (${name})`, () => {
    test.use({ viewport: { width, height } });

    test("every signed-in screen has no serious or critical WCAG 2.1 A/AA violation", async ({ page }) => {
      const routes = backOfficeRoutes().filter((route) => !SIGNED_OUT.has(route));
      test.setTimeout(routes.length * test.info().timeout);
      expect(routes).toEqual(expect.arrayContaining(["/admin/dashboard", "/admin/messages/detail/[id]"]));
      const ids = await existingIds();
      await signIn(page);
      for (const route of routes) {
        await test.step(route, async () => {
          await open(page, route, ids);
          await expect(page.locator("main")).toBeVisible();
          await expectNoSeriousViolations(page, WCAG_21_A_AA);
        });
      }
    });

    test("the signed-out screens have no serious or critical WCAG 2.1 A/AA violation", async ({ page }) => {
      for (const route of SIGNED_OUT) {
        await test.step(route, async () => {
          await page.goto(route);
          await page.waitForLoadState("networkidle");
          await expectNoSeriousViolations(page, WCAG_21_A_AA);
        });
      }
    });
  });
}
