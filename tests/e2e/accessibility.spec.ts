import { expect, test } from "./helpers/test";
import { expectNoSeriousViolations } from "./helpers/axe";
import { PUBLIC_PAGES } from "./helpers/public-pages";

// Every kind of public page, a second project, and the not-found pages.
const ROUTES = [
  ...PUBLIC_PAGES,
  "/projects/2",
  "/page-inconnue",
  "/services/inconnue",
  "/projects/999999",
  "/blog/article-inconnu",
];

// One page load serves both themes: the theme is the class the inline theme script puts on <html> (the stylesheet
// keys every colour on it), and that script follows the system's scheme when the visitor has chosen none, so
// emulating a dark system switches the loaded page as a reload in the dark theme would show it.
for (const route of ROUTES) {
  test(`${route} has no serious or critical accessibility violation, in the light theme then the dark one`, async ({
    page,
  }) => {
    test.slow(); // axe over a whole page, twice, takes a while on two shared cores
    const html = page.locator("html");
    await test.step("light theme", async () => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(route);
      await expect(html).not.toHaveClass(/dark/);
      await expectNoSeriousViolations(page);
    });
    await test.step("dark theme", async () => {
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(html).toHaveClass(/dark/);
      await expectNoSeriousViolations(page);
    });
  });
}

// Each state has its own test: axe over the home page takes most of a slow test's time on a loaded machine.
test.describe("on a phone", () => {
  test.beforeEach(async ({ page }) => {
    test.slow(); // axe over a whole page takes a while on two shared cores
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
  });

  test("the open mobile menu has no serious or critical violation", async ({ page }) => {
    await page.locator("summary[aria-label=Menu]").click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the quote modal opened from the mobile menu has no serious or critical violation", async ({ page }) => {
    await page.locator("summary[aria-label=Menu]").click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Demander un devis" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the scrolled header has no serious or critical violation", async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.locator("header[data-site-header]")).toHaveAttribute("data-scrolled", "");
    await expectNoSeriousViolations(page);
  });
});
