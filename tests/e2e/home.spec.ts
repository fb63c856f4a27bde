import { expect, type Locator, test } from "@playwright/test";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";
import { SERVICE_CARDS } from "@/lib/services/catalog";
import { CAROUSEL_COPIES } from "@/lib/services/rules";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";

test("the home page is served in French with the featured projects and the latest posts, newest first", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  const featured = page.getByRole("region", { name: "Projets en vedette" });
  const projectLinks = featured.getByRole("article").getByRole("link");
  expect(await projectLinks.count()).toBeLessThanOrEqual(4);
  await expect(featured.getByRole("link", { name: SAMPLE_PROJECTS[0]!.title, exact: true })).toHaveAttribute("href", /^\/projects\/\d+$/);

  const latest = page.getByRole("region", { name: "Derniers articles" });
  const newestFirst = [...SAMPLE_BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 4);
  await expect(latest.getByRole("heading", { level: 3 })).toHaveText(newestFirst.map((post) => post.title));
  await expect(latest.getByRole("link", { name: newestFirst[0]!.title, exact: true })).toHaveAttribute("href", `/blog/${newestFirst[0]!.slug}`);
});

test("the hero has a headline, a link to /services, a quote button and the four service tiles", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donnez vie à vos ambitions numériques");
  await expect(page.getByRole("link", { name: "Découvrir nos services" })).toHaveAttribute("href", "/services");
  for (const id of ["uxui", "audiovisual", "development", "digital"]) {
    await expect(page.locator(`main a[href="/services/${id}"]`).first()).toBeVisible();
  }
  await page.getByRole("main").getByRole("button", { name: "Demander un devis" }).first().click();
  await expect(page.getByRole("dialog", { name: "Demander un devis" })).toBeVisible();
});

test("the hero video is muted, loops, has a poster and starts once the page has loaded", async ({ page }) => {
  await page.goto("/");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("poster", "/videos/hero-poster.webp");
  await expect(video).toHaveAttribute("preload", "none");
  expect(await video.evaluate((element: HTMLVideoElement) => ({ muted: element.muted, loop: element.loop, playsInline: element.playsInline }))).toEqual({
    muted: true,
    loop: true,
    playsInline: true,
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc), { timeout: 15_000 }).toMatch(/\/videos\/hero\.(webm|mp4)$/);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
});

async function translateX(track: Locator): Promise<number> {
  return track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
}

test("'Notre Expertise' shows the 25 services in two rows moving endlessly in opposite directions, one twice as fast", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Notre Expertise" });
  // The copies that make the loop seamless are hidden from assistive technologies: each service is read once.
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(SERVICE_CARDS.map((card) => card.title));
  const firstCard = section.getByRole("listitem").first();
  await expect(firstCard).toContainText(SERVICE_CARDS[0]!.title);
  await expect(firstCard).toContainText("UX/UI Design");
  await expect(firstCard).toContainText(SERVICE_CARDS[0]!.description);

  const rows = page.getByTestId("carousel-row");
  await expect(rows).toHaveCount(2);
  const tracks = [rows.nth(0).locator("> div"), rows.nth(1).locator("> div")];
  const speeds = [];
  for (const track of tracks) {
    const { name, seconds, copyWidth } = await track.evaluate(
      (element, copies) => ({
        name: getComputedStyle(element).animationName,
        seconds: parseFloat(getComputedStyle(element).animationDuration),
        copyWidth: element.scrollWidth / copies,
      }),
      CAROUSEL_COPIES,
    );
    expect(["carousel-forward", "carousel-backward"]).toContain(name);
    speeds.push(copyWidth / seconds);
  }
  // 0.2 px and 0.1 px per 16 ms tick.
  expect(speeds[0]).toBeCloseTo(12.5, 0);
  expect(speeds[1]).toBeCloseTo(6.25, 0);

  const before = await Promise.all(tracks.map(translateX));
  await page.waitForTimeout(1500);
  const after = await Promise.all(tracks.map(translateX));
  expect(after[0]! - before[0]!).toBeLessThan(-5);
  expect(after[1]! - before[1]!).toBeGreaterThan(2);
});

test("under prefers-reduced-motion the carousels and the video stay still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const tracks = page.getByTestId("carousel-row").locator("> div");
  for (const track of await tracks.all()) await expect(track).toHaveCSS("animation-name", "none");
  await page.waitForLoadState("load");
  await page.waitForTimeout(2000);
  expect(await page.locator("video").evaluate((element: HTMLVideoElement) => ({ source: element.currentSrc, paused: element.paused }))).toEqual({ source: "", paused: true });
});

test("the home page ends with a call to request a quote and the contact section", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Vous avez un projet en tête ?" })).toBeVisible();
  const contact = page.getByRole("region", { name: "Contactez-nous" });
  const formArea = contact.getByTestId("contact-form-area");
  await expect(formArea.locator(`a[href="mailto:${DEFAULT_SITE_SETTINGS.email}"]`)).toBeVisible();
  await expect(formArea.locator('a[href^="tel:+225"]')).toBeVisible();
  await expect(contact).toContainText(DEFAULT_SITE_SETTINGS.address);
});
