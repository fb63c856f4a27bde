// The visitor site's web font is never on the way to a first page's text (components/web-font.tsx, issue 37): that
// page paints with the font's fallback and keeps it, the font is downloaded once the page has loaded and painted, and the pages
// after it use the font from their first paint. The back office uses it at once.
import { BEFORE_SCRIPTS, expect, type Page, test } from "./helpers/test";
import { createAccount, deleteAccount, signIn } from "./helpers/auth";

/**
 * When the page asked for its font, had loaded and had painted its first text (ms since navigation), and the
 * heading's font family.
 */
const fontState = (page: Page) =>
  page.evaluate(() => {
    const font = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2")) as
      PerformanceResourceTiming | undefined;
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return {
      fontRequestedAt: font?.startTime ?? null,
      loadedAt: navigation.loadEventStart,
      paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      marked: document.documentElement.hasAttribute("data-web-font"),
      headingFamily: getComputedStyle(document.querySelector("h1")!).fontFamily,
    };
  });

test("a first page paints with the fallback and keeps it; the font comes after its load, and the next page shows it at once", async ({
  page,
  context,
}) => {
  // Left as they load: the visitor only reads.
  BEFORE_SCRIPTS.add(context);
  await page.goto("/contact");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("web-font"))).toBe("1");
  const first = await fontState(page);
  expect(first.marked).toBe(false);
  expect(first.headingFamily).toMatch(/^"?inter Fallback"?,/);
  expect(first.fontRequestedAt).not.toBeNull();
  expect(first.fontRequestedAt!).toBeGreaterThanOrEqual(Math.max(first.loadedAt, first.paintedAt));

  await page.goto("/en/contact");
  const next = await fontState(page);
  expect(next.marked).toBe(true);
  expect(next.headingFamily).toMatch(/^"?inter"?,/);
  expect(await page.evaluate(() => document.fonts.check("1em inter"))).toBe(true);
});

test("with JavaScript off, the pages keep the fallback and never ask for the font", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  BEFORE_SCRIPTS.add(context);
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.goto("/");
  await page.goto("/blog");
  expect(await page.locator("h1").evaluate((heading) => getComputedStyle(heading).fontFamily)).toMatch(
    /^"?inter Fallback"?,/,
  );
  expect(fonts).toEqual([]);
  await context.close();
});

test("the back office uses the font at once", async ({ page }) => {
  const account = await createAccount("editor", "police");
  try {
    await signIn(page, account);
    await page.goto("/admin");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?inter"?,/);
    await expect.poll(() => page.evaluate(() => document.fonts.check("1em inter"))).toBe(true);
  } finally {
    await deleteAccount(account);
  }
});
