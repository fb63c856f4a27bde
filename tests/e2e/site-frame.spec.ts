import { expect, type Locator, type Page, test } from "./helpers/test";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";
import { sql } from "./helpers/db";
import { visitorSessionOf } from "./helpers/visitor";

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe("shared frame", () => {
  test("the top bar shows phone, e-mail and address, and hides past 10 px of scroll while the navigation turns solid", async ({
    page,
  }) => {
    await page.goto("/about");
    const topBar = page.getByTestId("top-bar");
    const navBar = page.getByTestId("nav-bar");
    // The page's bootstrap script marks the header, before and after the page hydrates (components/site/site-boot.ts).
    const header = page.locator("header[data-site-header]");
    await expect(topBar).toContainText(DEFAULT_SITE_SETTINGS.phone);
    await expect(topBar).toContainText(DEFAULT_SITE_SETTINGS.email);
    await expect(topBar).toContainText("Cocody");
    await expect(topBar).toBeInViewport();
    await expect(header).not.toHaveAttribute("data-scrolled");

    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(200);
    await expect(header).not.toHaveAttribute("data-scrolled");

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "");
    // White in the light theme: the page background.
    const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect(navBar).toHaveCSS("background-color", pageBackground);
    await expect(navBar).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(navBar).not.toHaveCSS("box-shadow", "none");
    await expect(topBar).not.toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-scrolled");
    await expect(topBar).toBeInViewport();
  });

  test("on a phone the top bar still shows the phone, the e-mail and the address, on one line within the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about");
    const topBar = page.getByTestId("top-bar");
    for (const link of [
      topBar.getByRole("link", { name: DEFAULT_SITE_SETTINGS.phone }),
      topBar.getByRole("link", { name: DEFAULT_SITE_SETTINGS.email }),
      topBar.getByText(DEFAULT_SITE_SETTINGS.address),
    ]) {
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height).toBeLessThanOrEqual(40);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("the navigation lists the six pages in the spec's order and marks the current one", async ({ page }) => {
    await page.goto("/projects");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const links = nav.getByRole("list").first().getByRole("link");
    await expect(links).toHaveText(["Accueil", "Services", "Projets", "Blog", "À propos", "Contact"]);
    await expect(nav.getByRole("link", { name: "Projets" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  });

  test("the quote button of the navigation bar opens the quote modal with its form, and its close button closes it", async ({
    page,
  }) => {
    await page.goto("/services");
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Demander un devis" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Demander un devis" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(dialog).toBeHidden();
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Demander un devis" })
      .click();
    await expect(page).toHaveURL("/services");
    await expect(dialog.getByLabel("Type de projet *")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the footer links to the four service pages, the site's pages and the social profiles, with the current year", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of [
      "/services/uxui",
      "/services/audiovisual",
      "/services/development",
      "/services/digital",
      "/",
      "/about",
      "/projects",
      "/blog",
      "/contact",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    for (const url of [
      DEFAULT_SITE_SETTINGS.facebookUrl,
      DEFAULT_SITE_SETTINGS.instagramUrl,
      DEFAULT_SITE_SETTINGS.linkedinUrl,
    ]) {
      await expect(footer.locator(`a[href="${url}"]`)).toHaveAttribute("target", "_blank");
    }
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer).toContainText(`© ${year} ${DEFAULT_SITE_SETTINGS.companyName}`);
  });

  test("links to the site's pages are followed in the page, without a reload; a modified click is left to the browser", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
    const mainNav = page.getByRole("navigation", { name: "Navigation principale" });

    await mainNav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => "loadedOnce" in window)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => "loadedOnce" in window)).toBe(true);

    // Ctrl+click opens the page in a new tab, as on any link.
    const newTab = context.waitForEvent("page");
    await mainNav.getByRole("link", { name: "Contact" }).click({ modifiers: ["Control"] });
    await expect(await newTab).toHaveURL(/\/contact$/);
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the theme toggle switches between light and dark, and the choice survives a reload", async ({ page }) => {
    await page.goto("/blog");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    const lightBackground = await bodyBackground(page);
    await page.getByRole("button", { name: "Basculer entre le thème clair et le thème sombre" }).click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.locator("body")).not.toHaveCSS("background-color", lightBackground);
    await page.getByRole("button", { name: "Basculer entre le thème clair et le thème sombre" }).click();
    await expect(html).not.toHaveClass(/dark/);
  });

  test("the theme follows the system's until the visitor chooses one", async ({ page }) => {
    const html = page.locator("html");
    await page.goto("/");
    const lightBackground = await bodyBackground(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.locator("body")).not.toHaveCSS("background-color", lightBackground);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/dark/);

    await page.getByRole("button", { name: "Basculer entre le thème clair et le thème sombre" }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    await expect(page.locator("body")).toHaveCSS("background-color", lightBackground);
  });

  test("the footer and list cards below the first screen are rendered only as they come near it, and are in the document all along", async ({
    page,
  }) => {
    // False while the browser skips the rendering of an ancestor's content (content-visibility: auto).
    const rendered = (element: Locator) =>
      element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
    await page.setViewportSize({ width: 412, height: 823 }); // a phone: the blog's cards in one column
    await page.goto("/");
    const footerHeading = page.locator("#footer-services");
    expect(await rendered(page.locator("h1"))).toBe(true);
    expect(await rendered(footerHeading)).toBe(false);
    await expect(footerHeading).toHaveText("Nos services");
    await footerHeading.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(footerHeading)).toBe(true);

    await page.goto("/blog");
    const lastCardTitle = page.locator("article h3").last();
    await expect(lastCardTitle).toHaveText(/\w/);
    expect(await rendered(lastCardTitle)).toBe(false);
    await lastCardTitle.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(lastCardTitle)).toBe(true);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens and closes, its links navigate and its quote button opens the modal", async ({ page }) => {
    await page.goto("/");
    // The browser's own disclosure (<details>): it works before the page's scripts run (before-scripts.spec.ts).
    const toggle = page.locator("summary[aria-label=Menu]");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Projets" }),
    ).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByTestId("nav-bar")).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Projets" }).click();
    await expect(page).toHaveURL("/projects");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Demander un devis" }).click();
    await expect(page.getByRole("dialog", { name: "Demander un devis" })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test("every page view is recorded, the first once its page has loaded, client-side navigations with the page before as referrer", async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input).includes("/api/track-visit"))
        (window as unknown as { visitReportAt: number }).visitReportAt = performance.now();
      return send(input, init);
    };
  });
  // A slow font (asked for once the first page has loaded and painted, components/web-font.tsx) comes in well after the load.
  await page.route("**/*.woff2", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/services");
  const sessionId = await visitorSessionOf(page);
  const visits = () =>
    sql<{ page: string; referrer: string | null }>(
      "SELECT page, referrer FROM visits WHERE session_id = $1 ORDER BY id",
      [sessionId],
    );
  await expect.poll(visits).toEqual([{ page: "/services", referrer: null }]);
  // The report of the page arrived on does not compete with its loading.
  const [reportStart, loadEnd] = await page.evaluate(() => [
    (window as unknown as { visitReportAt: number }).visitReportAt,
    (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
  ]);
  expect(loadEnd).toBeGreaterThan(0);
  expect(reportStart).toBeGreaterThanOrEqual(loadEnd!);

  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL("/blog");
  await expect.poll(visits).toEqual([
    { page: "/services", referrer: null },
    { page: "/blog", referrer: `${baseURL}/services` },
  ]);
});
