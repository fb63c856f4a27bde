// Serial: the history page marks every activity read, which is global to the database.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";

const unreadCount = async () =>
  Number((await sql<{ n: string }>("SELECT count(*) AS n FROM activities WHERE NOT read"))[0]!.n);
const historyItems = (page: Page) => page.getByRole("list", { name: "Activités" }).getByRole("listitem");
const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

/** `count` activities newer than any other (one minute apart, the last one newest), titled '{tag} n'. */
async function addNewestActivities(tag: string, count: number) {
  await sql(
    `INSERT INTO activities (type, title, created_at)
     SELECT 'blog', $1 || ' ' || n, (SELECT greatest(max(created_at), now()) FROM activities) + n * interval '1 minute'
     FROM generate_series(1, $2::int) n`,
    [tag, count],
  );
}

const tag = `Historique ${randomBytes(3).toString("hex")}`;

test.describe("activity history", () => {
  test.afterEach(() => sql("DELETE FROM activities WHERE title LIKE $1", [`${tag} %`]));

  test("pages the history 15 at a time, newest first, with first, last, neighbours and ellipses", async ({ page }) => {
    test.slow(); // six page loads
    // Signing in records an activity: count after it. At least 6 pages, so that the pager leaves pages out.
    await signIn(page, await createAccount("user"));
    const existing = Number((await sql<{ n: string }>("SELECT count(*) AS n FROM activities"))[0]!.n);
    const added = Math.max(31, 90 - existing);
    await addNewestActivities(tag, added);
    const total = existing + added;
    const pages = Math.ceil(total / 15);

    await page.goto("/admin/activities");
    await expect(page.getByRole("heading", { name: "Historique des activités" })).toBeVisible();
    await expect(page.getByText(`${total} activité(s) · page 1 sur ${pages}`)).toBeVisible();
    await expect(historyItems(page)).toHaveCount(15);
    await expect(historyItems(page).first()).toContainText(`${tag} ${added}`);
    await expect(historyItems(page).nth(14)).toContainText(`${tag} ${added - 14}`);
    await expect(pager(page).getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pager(page).getByRole("link", { name: /^Page \d+$/ })).toHaveText(["1", "2", String(pages)]);
    await expect(pager(page).getByText("Plus de pages")).toHaveCount(1);

    await pager(page).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL("/admin/activities?page=2");
    await expect(historyItems(page).first()).toContainText(`${tag} ${added - 15}`);
    await page.goto("/admin/activities?page=4");
    await expect(pager(page).getByRole("link", { name: /^Page \d+$/ })).toHaveText(
      // Page 4's neighbours, the first and the last; a gap of one page shows that page rather than an ellipsis.
      pages <= 7
        ? Array.from({ length: pages }, (_, index) => String(index + 1))
        : ["1", "2", "3", "4", "5", String(pages)],
    );
    await expect(pager(page).getByRole("link", { name: "Page 4", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await pager(page)
      .getByRole("link", { name: `Page ${pages}`, exact: true })
      .click();
    await expect(page).toHaveURL(`/admin/activities?page=${pages}`);
    await expect(historyItems(page)).toHaveCount(total - 15 * (pages - 1));
    await expect(pager(page).getByLabel("Page suivante")).toHaveAttribute("aria-disabled", "true");
    await expect(pager(page).getByRole("link", { name: "Page suivante" })).not.toHaveAttribute("href", /./);
    await pager(page).getByRole("link", { name: "Page précédente" }).click();
    await expect(page).toHaveURL(`/admin/activities?page=${pages - 1}`);
  });

  test("links each activity to what it is about, and marks every activity read once shown (not for a read-only account)", async ({
    page,
  }) => {
    const types: [string, number, string][] = [
      ["blog", 11, "/admin/blogs/edit/11"],
      ["project", 12, "/admin/projects/edit/12"],
      ["user", 13, "/admin/users/13"],
      ["message", 14, "/admin/messages/detail/14"],
      ["form_conversion", 15, "/admin/messages/detail/15"],
    ];
    for (const [type, target] of types) {
      await sql(
        `INSERT INTO activities (type, title, target_id, created_at) VALUES ($1, $2, $3, (SELECT greatest(max(created_at), now()) FROM activities) + interval '1 minute')`,
        [type, `${tag} lien ${type}`, target],
      );
    }

    await signIn(page, await createAccount("user"));
    await page.goto("/admin/activities");
    for (const [type, , href] of types)
      await expect(page.getByRole("link", { name: new RegExp(`${tag} lien ${type}`) })).toHaveAttribute("href", href);
    await expect(page.getByRole("link", { name: new RegExp(`${tag} lien blog`) })).toContainText("Nouveau");
    await page.waitForLoadState("networkidle");
    expect(await unreadCount()).toBeGreaterThanOrEqual(types.length);

    await page.context().clearCookies();
    await signIn(page, await createAccount("editor"));
    const markedRead = page.waitForResponse(
      (response) => response.url().endsWith("/api/activities/mark-as-read") && response.status() === 200,
    );
    await page.goto("/admin/activities");
    await markedRead;
    expect(await unreadCount()).toBe(0);
    // The bell follows at once: only the unread messages are left in its count.
    const [{ n: unreadMessages }] = (await sql<{ n: string }>(
      "SELECT count(*) AS n FROM form_conversions WHERE status = 'completed' AND form_type <> 'newsletter'",
    )) as [{ n: string }];
    if (Number(unreadMessages) > 0) await expect(page.getByTestId("bell-count")).toHaveText(unreadMessages);
    else await expect(page.getByTestId("bell-count")).toHaveCount(0);
  });
});
