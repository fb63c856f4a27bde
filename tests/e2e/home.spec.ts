import { expect, type Locator, test } from "./helpers/test";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";
import { SERVICE_CARDS } from "@/lib/services/catalog";
import { CAROUSEL_CARD_PITCH_PX } from "@/lib/services/rules";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";

test("the home page is served in French with the featured projects and the latest posts, newest first", async ({
  page,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  const featured = page.getByRole("region", { name: "Projets en vedette" });
  const projectLinks = featured.getByRole("article").getByRole("link");
  expect(await projectLinks.count()).toBeLessThanOrEqual(4);
  await expect(featured.getByRole("link", { name: SAMPLE_PROJECTS[0]!.title, exact: true })).toHaveAttribute(
    "href",
    /^\/projects\/\d+$/,
  );

  const latest = page.getByRole("region", { name: "Derniers articles" });
  const newestFirst = [...SAMPLE_BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 4);
  await expect(latest.getByRole("heading", { level: 3 })).toHaveText(newestFirst.map((post) => post.title));
  await expect(latest.getByRole("link", { name: newestFirst[0]!.title, exact: true })).toHaveAttribute(
    "href",
    `/blog/${newestFirst[0]!.slug}`,
  );
});

test("the hero has a headline, a link to /services, a quote button and the four service tiles", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donnez vie à vos ambitions numériques");
  await expect(page.getByRole("link", { name: "Découvrir nos services" })).toHaveAttribute("href", "/services");
  for (const id of ["uxui", "audiovisual", "development", "digital"]) {
    await expect(page.locator(`main a[href="/services/${id}"]`).first()).toBeVisible();
  }
  await page.getByRole("main").getByRole("link", { name: "Demander un devis" }).first().click();
  await expect(page.getByRole("dialog", { name: "Demander un devis" })).toBeVisible();
});

test("the hero shows the video's poster at once, then the muted, looping video once the page has loaded", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator('main img[src="/videos/hero-poster.webp"]')).toHaveAttribute("fetchpriority", "high");
  const video = page.locator("video");
  await expect(video).toBeVisible({ timeout: 15_000 });
  await expect(video).toHaveAttribute("poster", "/videos/hero-poster.webp");
  expect(
    await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      playsInline: element.playsInline,
    })),
  ).toEqual({
    muted: true,
    loop: true,
    playsInline: true,
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc), { timeout: 15_000 })
    .toMatch(/\/videos\/hero\.(webm|mp4)$/);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
});

async function translateX(card: Locator): Promise<number> {
  return card.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
}

test("'Notre Expertise' shows the 25 services in two rows moving endlessly in opposite directions, one twice as fast", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Notre Expertise" });
  // Each service is there once, read once by assistive technologies.
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(SERVICE_CARDS.map((card) => card.title));
  const firstCard = section.getByRole("listitem").first();
  await expect(firstCard).toContainText(SERVICE_CARDS[0]!.title);
  await expect(firstCard).toContainText("UX/UI Design");
  await expect(firstCard).toContainText(SERVICE_CARDS[0]!.description);

  const rows = page.getByTestId("carousel-row");
  await expect(rows).toHaveCount(2);
  const leadCards = [rows.nth(0).getByRole("listitem").first(), rows.nth(1).getByRole("listitem").first()];
  const before = await Promise.all(leadCards.map(translateX));
  await page.waitForTimeout(1500);
  const after = await Promise.all(leadCards.map(translateX));
  expect(after[0]! - before[0]!).toBeLessThan(-5);
  expect(after[1]! - before[1]!).toBeGreaterThan(2);

  // Frozen at one instant, the cards of a row stand one pitch apart and in order round the loop (no gap, no
  // overlap), and go round the loop at the spec's speed: 0.2 px per 16 ms tick, the second row half as fast.
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()));
  const speeds = [];
  for (const row of await rows.all()) {
    const cards = await row.getByRole("listitem").evaluateAll((elements) =>
      elements.map((element) => ({
        x: new DOMMatrix(getComputedStyle(element).transform).m41,
        name: getComputedStyle(element).animationName,
        seconds: parseFloat(getComputedStyle(element).animationDuration),
      })),
    );
    const loopPx = cards.length * CAROUSEL_CARD_PITCH_PX;
    const gaps = cards
      .slice(1)
      .map((card, index) => Math.round((((card.x - cards[index]!.x) % loopPx) + loopPx) % loopPx));
    expect(gaps).toEqual(gaps.map(() => CAROUSEL_CARD_PITCH_PX));
    expect(new Set(cards.map((card) => `${card.name} ${card.seconds}`)).size).toBe(1);
    expect(cards[0]!.name).toBe("carousel-forward");
    speeds.push(loopPx / cards[0]!.seconds);
  }
  expect(speeds[0]).toBeCloseTo(12.5, 0);
  expect(speeds[1]).toBeCloseTo(6.25, 0);
});

test("under prefers-reduced-motion the carousels and the video stay still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const cards = page.getByTestId("carousel-row").getByRole("listitem");
  await expect(cards).toHaveCount(SERVICE_CARDS.length);
  for (const card of await cards.all()) await expect(card).toHaveCSS("animation-name", "none");
  await page.waitForLoadState("load");
  await page.waitForTimeout(2000);
  await expect(page.locator("video")).toBeHidden();
  await expect(page.locator('main img[src="/videos/hero-poster.webp"]')).toBeVisible();
});

test("the home page ends with a call to request a quote and the contact section", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Vous avez un projet en tête ?" })).toBeVisible();
  const contact = page.getByRole("region", { name: "Contactez-nous" });
  const formArea = contact.getByTestId("contact-form-area");
  await formArea.scrollIntoViewIfNeeded();
  await expect(formArea.getByLabel("Nom complet *")).toBeVisible();
  await expect(formArea.getByRole("button", { name: "Envoyer le message" })).toBeVisible();
  await expect(contact).toContainText(DEFAULT_SITE_SETTINGS.address);
});
