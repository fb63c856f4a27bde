import { expect, type Locator, test } from "./helpers/test";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";
import { serviceCards } from "@/lib/services/catalog";
import { CAROUSEL_CARD_PITCH_PX } from "@/lib/services/rules";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";

const SERVICE_CARDS = serviceCards("fr");

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

test("the hero shows the video's poster, behind the headline's font, then the muted, looping video once the page has loaded", async ({
  page,
}) => {
  await page.goto("/");
  // A backdrop: it waits behind the font on a slow network (components/site/home-hero.tsx).
  await expect(page.locator('main img[src="/videos/hero-poster.webp"]')).toHaveAttribute("fetchpriority", "low");
  const video = page.locator("video");
  await expect(video).toBeVisible();
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
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc))
    .toMatch(/\/videos\/hero\.(webm|mp4)$/);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
});

/**
 * The carousel rows: their cards' animations (running, endless?), whether they moved over the next 100 ms, and where
 * each card stands (translateX) at `now`, one second later and ten loops later. For those, every card of a row is
 * paused and set to the same point of its animation before it is read: positions read from animations in flight come
 * from different frames on a loaded machine. Their start times are returned too: a row's cards start together, held
 * until the whole row is parsed (globals.css, .carousel-end), not each when it is rendered.
 */
async function freezeCarousels(section: Locator) {
  return section.evaluate(async (sectionElement) => {
    const rows = [...sectionElement.querySelectorAll<HTMLElement>("[data-testid=carousel-row]")];
    const translateX = (card: Element) => new DOMMatrix(getComputedStyle(card).transform).m41;
    const leadCards = rows.map((row) => row.querySelector("li")!);
    // Started first: an animation still pending stands still (a clean-clone run saw a row not move over two frames).
    await Promise.all(leadCards.map((card) => card.getAnimations()[0]?.ready));
    const before = leadCards.map(translateX);
    const startedAt = Number(document.timeline.currentTime);
    while (Number(document.timeline.currentTime) - startedAt < 100)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    const movedOnScreen = leadCards.map((card, index) => translateX(card) !== before[index]);
    return Promise.all(
      rows.map(async (row, rowIndex) => {
        const cards = [...row.querySelectorAll("li")];
        const animations = cards.map((card) => card.getAnimations()[0]!);
        // Started, so with a start time: an animation about to start has none yet.
        await Promise.all(animations.map((animation) => animation.ready));
        const timings = animations.map((animation) => ({
          startTime: Number(animation.startTime),
          name: (animation as CSSAnimation).animationName,
          running: animation.playState === "running",
          iterations: animation.effect!.getComputedTiming().iterations,
          loopMs: Number(animation.effect!.getComputedTiming().duration),
        }));
        const leadStartTime = Number(animations[0]!.startTime);
        const now = Number(document.timeline.currentTime);
        animations.forEach((animation) => animation.pause());
        const positionsAt = (offsetMs: number) => {
          animations.forEach((animation) => (animation.currentTime = now + offsetMs - leadStartTime));
          return cards.map(translateX);
        };
        const loopMs = timings[0]!.loopMs;
        return {
          movedOnScreen: movedOnScreen[rowIndex],
          timings,
          positions: {
            now: positionsAt(0),
            oneSecondLater: positionsAt(1000),
            tenLoopsLater: positionsAt(10 * loopMs),
          },
          rowWidth: row.clientWidth,
          cardWidth: cards[0]!.offsetWidth,
        };
      }),
    );
  });
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
  await expect(page.getByTestId("carousel-row")).toHaveCount(2);

  const rows = await freezeCarousels(section);
  const speeds = [];
  for (const { movedOnScreen, timings, positions, rowWidth, cardWidth } of rows) {
    expect(movedOnScreen).toBe(true);
    // Every card runs the same endless animation.
    expect(timings.every((timing) => timing.running && timing.iterations === Infinity)).toBe(true);
    expect(new Set(timings.map((timing) => `${timing.name} ${timing.loopMs}`)).size).toBe(1);
    // All started at once, so they keep their pitch however far apart the page's packets came.
    expect(new Set(timings.map((timing) => timing.startTime)).size).toBe(1);
    expect(timings[0]!.name).toBe("carousel-forward");

    const loopPx = timings.length * CAROUSEL_CARD_PITCH_PX;
    // A distance along the loop, from -loopPx / 2 to loopPx / 2: a card leaving on one side is back on the other.
    const alongTheLoop = (px: number) => {
      const ahead = ((px % loopPx) + loopPx) % loopPx;
      return ahead > loopPx / 2 ? ahead - loopPx : ahead;
    };
    for (const [instant, xs] of Object.entries(positions)) {
      // The cards stand one pitch apart and in order round the loop: no gap, no overlap (half a pixel is the
      // rounding of a transform, not a change anyone can see).
      const gaps = xs.slice(1).map((x, index) => alongTheLoop(x - xs[index]!));
      for (const gap of gaps) expect(gap, instant).toBeCloseTo(CAROUSEL_CARD_PITCH_PX, 0);
      // The row is wider than the screen at every instant: cards enter and leave off screen.
      expect(Math.min(...xs), instant).toBeLessThanOrEqual(0);
      expect(Math.max(...xs) + cardWidth, instant).toBeGreaterThanOrEqual(rowWidth);
    }
    // Endless: ten loops later, every card is back where it stood.
    for (const [index, x] of positions.tenLoopsLater.entries())
      expect(alongTheLoop(x - positions.now[index]!)).toBeCloseTo(0, 0);
    // In one second, every card of the row moved as far, the same way: the first row leftwards, the second rightwards.
    const moved = positions.oneSecondLater.map((x, index) => alongTheLoop(x - positions.now[index]!));
    for (const px of moved) expect(px).toBeCloseTo(moved[0]!, 1);
    speeds.push(moved[0]!);
  }
  // The spec's speeds, in px per second: 0.2 px per 16 ms tick, the second row 0.1 px, in opposite directions.
  expect(speeds[0]).toBeCloseTo(-12.5, 1);
  expect(speeds[1]).toBeCloseTo(6.25, 1);
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
