// Shareable previews and server-drawn Open Graph images (issue 26), through the production build: an editor shares a
// draft, someone without an account opens the link, the editor revokes it; a page without an image shares its own.
import { expect, test } from "./helpers/test";
import { createCategory } from "./helpers/admin-blog";
import { signIn } from "./helpers/auth";
import { insertPost, uniqueSlug } from "./helpers/content";

const meta = (html: string, attribute: "name" | "property", key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

test.describe("shareable previews and Open Graph images", () => {
  test("a preview link shows a draft to a visitor without an account, never indexed, until it is revoked", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const category = await createCategory();
    const draft = await insertPost({
      title: `Brouillon partagé ${uniqueSlug("t")}`,
      categoryName: category.name,
      published: false,
    });
    await signIn(page);
    await page.goto(`/admin/blogs/edit/${draft.id}`);
    const panel = page.getByRole("region", { name: "Aperçu partageable" });
    await panel.getByLabel("Validité").selectOption("2");
    await panel.getByRole("button", { name: "Partager un aperçu" }).click();
    // The link is shown once, in the toast that copies it (copied, or given to copy when the clipboard refuses).
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "/apercu/" }).first();
    await expect(toast).toBeVisible();
    const url = (await toast.textContent())?.match(/https?:\/\/\S+\/apercu\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(url).toBeTruthy();
    const path = new URL(url!).pathname;
    await expect(panel.getByRole("list", { name: "Liens d'aperçu actifs" }).getByRole("listitem")).toHaveCount(1);

    // A fresh browser context: no session cookie.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["x-robots-tag"]).toContain("noindex");
    expect(headers["cache-control"]).toContain("private");
    expect(headers["cache-control"]).toContain("no-store");
    await expect(visitorPage.getByTestId("preview-banner")).toContainText("Aperçu — cette page n'est pas publiée");
    await expect(visitorPage.getByTestId("preview-banner")).toContainText("Ce lien expire le");
    await expect(visitorPage.getByRole("heading", { level: 1, name: draft.title })).toBeVisible();
    await expect(visitorPage.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);

    await panel.getByRole("button", { name: "Révoquer" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Lien révoqué" })).toBeVisible();
    await expect(panel.getByText("Aucun lien d'aperçu actif.")).toBeVisible();

    // The raw answer: a real 404, not a page that says so with a 200.
    const revoked = await visitor.request.get(path);
    expect(revoked.status()).toBe(404);
    const again = await visitorPage.goto(path);
    expect(again?.status()).toBe(404);
    await expect(visitorPage.getByText("La page que vous cherchez n'existe pas ou a été déplacée.")).toBeVisible();
    expect((await visitor.request.get(`/apercu/${"A".repeat(43)}`)).status()).toBe(404);
    await visitor.close();
  });

  test("a published article without an image shares a PNG of its title, drawn by the server and cached", async ({
    request,
    baseURL,
  }) => {
    const category = await createCategory();
    const post = await insertPost({ title: `Article sans image ${uniqueSlug("t")}`, categoryName: category.name });
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    const ogImage = meta(html, "property", "og:image");
    expect(ogImage).toBe(`${baseURL}/og/blog/${post.slug}`);
    expect(meta(html, "name", "twitter:image")).toBe(ogImage);

    const image = await request.get(ogImage!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["cache-control"]).toMatch(/public, max-age=\d+/);
    const bytes = await image.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    // Drawn once: the second answer is the same image.
    expect((await (await request.get(ogImage!)).body()).equals(bytes)).toBe(true);
  });
});
