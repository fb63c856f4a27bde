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

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical accessibility violation`, async ({ page }) => {
        test.slow(); // axe over a whole page takes a while on two shared cores
        await page.goto(route);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        await expectNoSeriousViolations(page);
      });
    }
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
