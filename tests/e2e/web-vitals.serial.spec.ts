// Serial: the web vitals figures are global to the database; this test empties them first.
import { createHash, randomBytes } from "node:crypto";
import { expect, type Page, test } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import { bucketOf, WEB_VITAL_METRICS, type WebVitalMetric } from "@/lib/web-vitals/rules";

const BEACON = "/api/web-vitals";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Beacon = Partial<Record<WebVitalMetric, number>> & { page: string; connection: string | null };

/**
 * Keeps a copy of what the page's beacons carry (Playwright does not give a Blob body) in `window.capturedBeacons`:
 * the same Blob the collector hands to navigator.sendBeacon.
 */
function copyBeacons(): void {
  const send = navigator.sendBeacon.bind(navigator);
  const copies: string[] = [];
  Object.assign(window, { capturedBeacons: copies });
  navigator.sendBeacon = (url, data) => {
    if (data instanceof Blob) void data.text().then((text) => copies.push(text));
    return send(url, data);
  };
}

/**
 * A page view as a visitor makes it: the page loads, the collector starts once it is idle, a key is pressed, then
 * the visitor switches to another tab (the page is hidden): its beacon goes. Returns what it carried and the answer.
 */
async function viewPage(page: Page, path: string): Promise<{ beacon: Beacon; status: number; counted: boolean }> {
  await page.goto(path);
  await page.waitForFunction(() => "webVitals" in window, undefined, { timeout: 30_000 });
  // An interaction, for INP (a key that does nothing on the page).
  await page.keyboard.press("Shift");
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === BEACON);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
  const response = (await (await sent).response())!;
  const copy = await page.waitForFunction(
    () => (window as unknown as { capturedBeacons: string[] }).capturedBeacons[0],
  );
  return {
    beacon: JSON.parse((await copy.jsonValue()) as string) as Beacon,
    status: response.status(),
    counted: ((await response.json()) as { counted: boolean }).counted,
  };
}

/** The nearest-rank percentile of raw values. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const storedPageViews = async () =>
  Number(
    (await sql<{ n: string }>("SELECT coalesce(sum(count), 0) AS n FROM web_vital_buckets WHERE dimension = 'all'"))[0]!
      .n,
  );

test.describe("visitors' web vitals", () => {
  test("a throttled phone's page views reach the dashboard's panel, whose p75 match the beacons within one bucket; bots and previews add nothing", async ({
    page,
    browser,
  }) => {
    test.slow();
    await sql("TRUNCATE web_vital_buckets, web_vital_period_buckets");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.context().addInitScript(copyBeacons);
    const paths = ["/", "/services", "/blog", "/contact", "/about", "/projects"];
    const views = [];
    for (const path of [...paths, ...paths]) views.push(await viewPage(page, path));
    expect(views.map((view) => [view.status, view.counted])).toEqual(views.map(() => [200, true]));
    const beacons = views.map((view) => view.beacon);
    expect(beacons.map((beacon) => beacon.page).sort()).toEqual([...paths, ...paths].sort());
    const measures = (metric: WebVitalMetric) =>
      beacons.map((beacon) => beacon[metric]).filter((value) => value !== undefined);
    // Every page view has these; INP those whose key press the browser timed as an interaction.
    for (const metric of ["LCP", "CLS", "FCP", "TTFB"] as const) expect(measures(metric), metric).toHaveLength(12);
    const stored = await storedPageViews();
    expect(stored).toBe(WEB_VITAL_METRICS.reduce((sum, metric) => sum + measures(metric).length, 0));

    // A bot's page views and a shareable preview add nothing.
    const bot = await browser.newContext({ userAgent: GOOGLEBOT });
    await bot.addInitScript(copyBeacons);
    expect(await viewPage(await bot.newPage(), "/services")).toMatchObject({ status: 200, counted: false });
    await bot.close();
    const token = randomBytes(32).toString("base64url");
    const article = await sql<{ id: number }>("SELECT id FROM blog_posts WHERE published ORDER BY id LIMIT 1");
    await sql(
      `INSERT INTO preview_links (token_hash, kind, target_id, expires_at, creator_name)
       VALUES ($1, 'article', $2, now() + interval '1 day', 'e2e')`,
      [createHash("sha256").update(token).digest("hex"), article[0]!.id],
    );
    let previewBeacons = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === BEACON) previewBeacons++;
    });
    await page.goto(`/apercu/${token}`);
    await expect(page.locator("main")).toBeVisible();
    // Past the page's load and idle time, the collector would have started.
    await page.waitForTimeout(4000);
    expect(await page.evaluate(() => "webVitals" in window)).toBe(false);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
    await page.waitForTimeout(1000);
    expect(previewBeacons).toBe(0);
    expect(await storedPageViews()).toBe(stored);

    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await signIn(page);
    await page.goto("/admin/dashboard?period=7");
    const overall = page.getByTestId("web-vitals-panel").getByRole("list", { name: "Mesures au 75e centile" });
    for (const metric of WEB_VITAL_METRICS) {
      const card = overall.locator(`[data-metric="${metric}"]`);
      const values = measures(metric);
      await expect(card.locator(`[data-samples="${values.length}"]`)).toBeVisible();
      if (values.length < 10) {
        await expect(card).toContainText("pas assez de données");
        continue;
      }
      const shown = Number(await card.locator("[data-p75]").getAttribute("data-p75"));
      const fromBeacons = percentile(values, 75);
      expect(
        Math.abs(bucketOf(metric, shown) - bucketOf(metric, fromBeacons)),
        `${metric}: ${shown} shown, ${fromBeacons} from the beacons`,
      ).toBeLessThanOrEqual(1);
    }
    const routes = page.getByRole("table", { name: "Pages les plus lentes" });
    for (const path of paths) await expect(routes.locator(`tr[data-group="${path}"]`)).toBeVisible();
  });
});
