// Serial: the tables the blog and project screens read are made unreadable for a moment (renamed), which would break
// the pages other tests open at the same time.
import { expect, test } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { sql } from "./helpers/db";

for (const { path, table, message, toast, loaded } of [
  {
    path: "/admin/blog-categories",
    table: "blog_categories",
    message: "Impossible de charger les catégories. Veuillez réessayer.",
    toast: "Impossible de charger les catégories. Veuillez réessayer.",
    loaded: "Nouvelle catégorie",
  },
  {
    path: "/admin/blogs",
    table: "blog_posts",
    message: "Impossible de charger les articles de blog. Veuillez réessayer plus tard.",
    toast: undefined,
    loaded: "Nouvel article",
  },
]) {
  test(`${path} says its data could not be loaded, and 'Réessayer' loads them once they can be`, async ({ page }) => {
    await signIn(page);
    await sql(`ALTER TABLE ${table} RENAME TO ${table}_unreadable`);
    try {
      await page.goto(path);
      await expect(page.locator("[data-slot=alert]").getByText(message)).toBeVisible();
      if (toast) await expect(page.locator("[data-sonner-toast]").filter({ hasText: toast })).toBeVisible();
    } finally {
      await sql(`ALTER TABLE ${table}_unreadable RENAME TO ${table}`);
    }
    await page.getByRole("button", { name: "Réessayer" }).click();
    await expect(page.getByRole("link", { name: loaded }).or(page.getByRole("button", { name: loaded }))).toBeVisible();
    await expect(page.locator("[data-slot=alert]").getByText(message)).toHaveCount(0);
  });
}

// The spec's toasts of the article and project forms, beside the inline view (with the server's answer for a project).
for (const { table, path, message, toast, detail } of [
  {
    table: "blog_posts",
    path: "/admin/blogs/edit/",
    message: "Impossible de charger l'article. Vérifiez votre connexion et réessayez.",
    toast: ["Impossible de charger l'article. Vérifiez votre connexion et réessayez."],
    detail: undefined,
  },
  {
    table: "blog_posts",
    path: "/admin/blogs/preview/",
    message: "Impossible de charger l'article. Vérifiez votre connexion et réessayez.",
    toast: ["Impossible de charger l'article. Vérifiez votre connexion et réessayez."],
    detail: undefined,
  },
  {
    table: "projects",
    path: "/admin/projects/edit/",
    message: "Impossible de charger le projet. Veuillez réessayer.",
    toast: ["Erreur", "Impossible de charger le projet. Veuillez réessayer."],
    detail: "Erreur 500: Internal Server Error",
  },
]) {
  test(`${path}{id} shows the spec's toast when the row cannot be read`, async ({ page }) => {
    await signIn(page);
    const [row] = await sql<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT 1`);
    await sql(`ALTER TABLE ${table} RENAME TO ${table}_unreadable`);
    try {
      await page.goto(`${path}${row!.id}`);
      const alert = page.locator("[data-slot=alert]").filter({ hasText: message });
      await expect(alert).toBeVisible();
      if (detail) await expect(alert).toContainText(detail);
      const shown = page.locator("[data-sonner-toast]").filter({ hasText: toast[0] });
      for (const text of toast) await expect(shown).toContainText(text);
    } finally {
      await sql(`ALTER TABLE ${table}_unreadable RENAME TO ${table}`);
    }
  });
}
