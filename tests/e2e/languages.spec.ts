// The site's languages (issue 45; lib/i18n): French at its unprefixed addresses, served by the [locale] segment
// through the router's rewrite, one address per page, and nothing of the internal prefix in what a visitor gets.
import { BEFORE_SCRIPTS, expect, test } from "./helpers/test";

test.describe("French at its unprefixed addresses", () => {
  test("pages, feed and sitemaps answer there, in French; their internal /fr addresses lead back with a 308", async ({
    request,
  }) => {
    for (const address of ["/", "/contact", "/blog", "/blog/rss.xml", "/blog/sitemap/1.xml"]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      if (address === "/" || address === "/contact")
        expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="fr"/);
      const internal = await request.get(`/fr${address === "/" ? "" : address}`, { maxRedirects: 0 });
      expect(internal.status(), `/fr${address}`).toBe(308);
      expect(internal.headers().location).toBe(address);
    }
  });

  test("an address outside the site that names nothing is a French 404 document", async ({ request }) => {
    for (const address of ["/og/inconnu", "/api/inconnu", "/uploads"]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<html lang="fr"/);
      expect(html).toContain("La page que vous cherchez n&#x27;existe pas ou a été déplacée.");
    }
  });

  test.describe("as the server wrote it (scripts off)", () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(({ context }) => {
      BEFORE_SCRIPTS.add(context);
    });

    test("the current section and a form's page are the address the visitor sees, not the route's", async ({
      page,
    }) => {
      await page.goto("/about");
      await expect(page.locator("header").getByRole("link", { name: "À propos" }).first()).toHaveAttribute(
        "aria-current",
        "page",
      );
      await page.goto("/contact");
      await expect(page.locator('form input[type="hidden"][name="page"]').first()).toHaveValue("/contact");
    });
  });
});
