// Serial: the tables the blog screens read are made unreadable for a moment (renamed), which would break the pages
// other tests open at the same time.
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers/auth";
import { sql } from "./helpers/db";

for (const { path, table, message, loaded } of [
  {
    path: "/admin/blog-categories",
    table: "blog_categories",
    message: "Impossible de charger les catégories. Veuillez réessayer.",
    loaded: "Nouvelle catégorie",
  },
  {
    path: "/admin/blogs",
    table: "blog_posts",
    message: "Impossible de charger les articles de blog. Veuillez réessayer plus tard.",
    loaded: "Nouvel article",
  },
]) {
  test(`${path} says its data could not be loaded, and 'Réessayer' loads them once they can be`, async ({ page }) => {
    await signIn(page);
    await sql(`ALTER TABLE ${table} RENAME TO ${table}_unreadable`);
    try {
      await page.goto(path);
      await expect(page.getByText(message)).toBeVisible();
    } finally {
      await sql(`ALTER TABLE ${table}_unreadable RENAME TO ${table}`);
    }
    await page.getByRole("button", { name: "Réessayer" }).click();
    await expect(page.getByRole("link", { name: loaded }).or(page.getByRole("button", { name: loaded }))).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);
  });
}
