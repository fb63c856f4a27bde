// Serial: restoring and scheduled publishing change what every visitor sees (/blog, the sitemap, the feed), which the
// public site's tests check while the other tests run.
import { expect, type Page, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { createCategory, editor, publicView, rowOf, searchList, titleField, unique } from "./helpers/admin-blog";

/** A new article through the JSON API (the first revision), as `page`'s signed-in editor. */
async function createArticle(page: Page, fields: { title: string; slug: string; published: boolean }) {
  const category = await createCategory();
  const response = await page.request.post("/api/blog-posts", {
    data: {
      ...fields,
      category_id: category.id,
      excerpt: "Un article suivi de près.",
      content: "<p>Première rédaction du texte.</p>",
      author: "Aya Kouassi",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

async function saveForm(page: Page) {
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page.getByText("Article mis à jour")).toBeVisible();
  await expect(page).toHaveURL("/admin/blogs");
}

test.describe("revisions and scheduled publishing", () => {
  test("an editor edits an article twice, compares versions in the Historique, restores the first and the public page shows it", async ({
    page,
    request,
  }) => {
    test.slow();
    await signIn(page, await createAccount("editor"));
    const suffix = unique();
    const title = `Version d'origine ${suffix}`;
    const slug = `revisions-${suffix}`;
    const { id } = await createArticle(page, { title, slug, published: true });

    await page.goto(`/admin/blogs/edit/${id}`);
    await titleField(page).fill(`Deuxième version ${suffix}`);
    await saveForm(page);
    await page.goto(`/admin/blogs/edit/${id}`);
    await editor(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Ajout de la troisième version.");
    await saveForm(page);
    expect((await publicView(request, slug, `Deuxième version ${suffix}`)).articleShowsTitle).toBe(true);

    await page.goto(`/admin/blogs/edit/${id}`);
    const history = page.getByRole("region", { name: "Historique" });
    const versions = history.getByRole("list", { name: "Versions" }).getByRole("listitem");
    await expect(versions).toHaveCount(3);
    await expect(versions.first()).toContainText("version actuelle");
    await expect(versions.first()).toContainText("par editor-");

    // The oldest and the newest side by side: the title changed, and the text gained words.
    await versions.nth(2).getByRole("checkbox").check();
    await versions.nth(0).getByRole("checkbox").check();
    await history.getByRole("button", { name: "Comparer" }).click();
    const comparison = history.getByRole("region", { name: "Comparaison" });
    await expect(comparison.getByRole("row").filter({ hasText: "Titre" })).toContainText(title);
    await expect(comparison.getByRole("row").filter({ hasText: "Titre" })).toContainText(`Deuxième version ${suffix}`);
    await expect(comparison.locator("ins")).toContainText("Ajout de la troisième version.");

    // Restore the first version: the form shows it, the history has one more version, the public page follows.
    await versions
      .nth(2)
      .getByRole("button", { name: /^Restaurer/ })
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Restaurer cette version ?" });
    await dialog.getByRole("button", { name: "Restaurer" }).click();
    await expect(page.getByText("Version restaurée")).toBeVisible();
    await expect(titleField(page)).toHaveValue(title);
    await expect(versions).toHaveCount(4);
    await expect(editor(page)).not.toContainText("troisième version");
    expect(await publicView(request, slug, title)).toMatchObject({ articleStatus: 200, articleShowsTitle: true });
  });

  test("an editor schedules an article a minute ahead: 'Programmé pour le …' in the list, then it appears on the public blog by itself", async ({
    page,
    request,
  }) => {
    // The job of each server publishes within seconds of the time, which is 25 s to 85 s ahead.
    test.slow();
    await signIn(page, await createAccount("editor"));
    const suffix = unique();
    const title = `Article programmé ${suffix}`;
    const slug = `programme-${suffix}`;
    const { id } = await createArticle(page, { title, slug, published: false });

    await page.goto(`/admin/blogs/edit/${id}`);
    // The next whole minute, or the one after when it is less than 25 s away (the time to fill the form and save):
    // the field has minutes only (Abidjan time is UTC).
    const nextMinute = Math.ceil(Date.now() / 60_000) * 60_000;
    const at = new Date(nextMinute - Date.now() < 25_000 ? nextMinute + 60_000 : nextMinute);
    const typed = at.toISOString().slice(0, 16);
    const label = `Programmé pour le ${typed.slice(8, 10)}/${typed.slice(5, 7)}/${typed.slice(0, 4)} à ${typed.slice(11, 16)}`;
    // Typed again until the form has hydrated and shows the time it read.
    await expect(async () => {
      await page.getByLabel("Date et heure de publication programmée").fill(typed);
      await expect(page.getByText(`${label} (heure d'Abidjan).`)).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await saveForm(page);

    await searchList(page, title);
    await expect(rowOf(page, title)).toContainText(label);
    await page.goto("/admin/blogs?status=scheduled");
    await expect(rowOf(page, title)).toBeVisible();
    expect(await publicView(request, slug, title)).toMatchObject({ onBlog: false, inSitemap: false, inFeed: false });

    // Nobody acts: the page, the list, the sitemap and the feed show it once its time has come.
    await expect
      .poll(async () => (await publicView(request, slug, title)).onBlog, { timeout: 200_000, intervals: [2_000] })
      .toBe(true);
    expect(await publicView(request, slug, title)).toEqual({
      articleStatus: 200,
      articleShowsTitle: true,
      onBlog: true,
      inSitemap: true,
      inFeed: true,
    });
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  });
});
