import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { Result } from "axe-core";

/**
 * Until no transition or animation that ends is running, for two checks in a row (one may start as another ends, or
 * as the page's scripts make it interactive). A page that keeps starting new ones (a carousel driven from script)
 * gets three seconds; then the ones running at that moment are waited for.
 */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    const giveUpAt = performance.now() + 3000;
    let quietChecks = 0;
    while (quietChecks < 2 && performance.now() < giveUpAt) {
      quietChecks = running().length === 0 ? quietChecks + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe-core on the page and fails on any serious or critical violation, naming the rule and the elements.
 * `tags` limits the rules to those sets (e.g. WCAG 2.1 A and AA); every rule by default. With `experimental`, the
 * rules axe marks experimental that belong to those sets run too (label-content-name-mismatch is one: WCAG 2.5.3).
 * `include`: a selector of the part to check (the whole page by default).
 */
export async function expectNoSeriousViolations(
  page: Page,
  tags?: string[],
  { experimental = false, include }: { experimental?: boolean; include?: string } = {},
): Promise<void> {
  // Colours measured mid-transition (a header turning solid as the page scrolls, a button fading in as the page
  // becomes interactive) are neither state's: axe looks once the transitions that end have ended, then with the
  // endless ones (the carousels) and the hero video paused: cards moving under axe are measured wherever each of its
  // checks finds them, and drawing their frames and the video's (in software here) slowed axe on the home page past
  // the test's time on a loaded machine. Transitions that would start under axe are switched off while it runs: a
  // card kept out of rendering until it nears the screen (`render-when-near`) takes a theme change only once axe
  // scrolls to it, and its badge's colour transition then ran under axe's contrast check.
  await waitForTransitions(page);
  await page.evaluate((id) => {
    for (const animation of document.getAnimations()) animation.pause();
    for (const video of document.querySelectorAll("video")) video.pause();
    const noTransitions = document.createElement("style");
    noTransitions.id = id;
    noTransitions.textContent = "*, *::before, *::after { transition: none !important; }";
    document.head.append(noTransitions);
  }, NO_TRANSITIONS_ID);
  // Only the violations are read: axe then details no passing or incomplete node (its documented speed option).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  // Experimental rules run only when their tag is asked for: they are asked for, and kept when in `tags`' sets.
  if (tags) builder.withTags(experimental ? [...tags, "experimental"] : tags);
  if (include) builder.include(include);
  const scriptlessDocuments = await documentsOfScriptlessFrames(page, include);
  builder.exclude(SCRIPTLESS_FRAME);
  const results = await builder
    .analyze()
    .finally(() =>
      page.evaluate((id) => document.getElementById(id)?.remove(), NO_TRANSITIONS_ID).catch(() => undefined),
    );
  const violations = await withoutKeyboardScrolledListboxes(page, results.violations);
  const serious = violations
    .filter((violation) => !tags || violation.tags.some((tag) => tags.includes(tag)))
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
  for (const html of scriptlessDocuments) await expectNoSeriousViolationsInDocument(page, html, tags, experimental);
}

/** The stylesheet that keeps transitions from starting while axe runs. */
const NO_TRANSITIONS_ID = "axe-no-transitions";

/**
 * A frame whose sandbox forbids scripts (the campaign's mail preview). axe's run in a frame awaits timers, and a
 * frame without scripts never fires them: the run's promise is left to the garbage collector, which Chromium reports
 * after 30 s at best and, on a loaded machine, minutes later (a fresh-clone run's walk waited out its 16 minutes on
 * /admin/newsletter/campagnes/1). Such a frame is left out of the page's run, and its document checked as a page.
 */
const SCRIPTLESS_FRAME = "iframe[sandbox]:not([sandbox~='allow-scripts'])";

async function documentsOfScriptlessFrames(page: Page, include?: string): Promise<string[]> {
  const frames = include ? page.locator(include).locator(SCRIPTLESS_FRAME) : page.locator(SCRIPTLESS_FRAME);
  const documents: string[] = [];
  for (const frame of await frames.all()) {
    // Reading a document evaluates nothing asynchronous in the frame: it works without scripts.
    const content = await frame.elementHandle().then((element) => element?.contentFrame());
    if (content) documents.push(await content.content());
  }
  return documents;
}

async function expectNoSeriousViolationsInDocument(
  page: Page,
  html: string,
  tags: string[] | undefined,
  experimental: boolean,
): Promise<void> {
  const documentPage = await page.context().newPage();
  try {
    await documentPage.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
    await documentPage.setContent(html);
    await expectNoSeriousViolations(documentPage, tags, { experimental });
  } finally {
    await documentPage.close();
  }
}

/**
 * axe's scrollable-region-focusable counts only tabbable descendants, so a listbox whose options take focus one at a
 * time (tabindex -1, arrows and Home/End moving it, the region scrolling to the focused option: the select pattern,
 * Radix's Select) is reported although the keyboard reaches every option — a false positive axe has open
 * (dequelabs/axe-core#4914). Such a region is kept out of the verdict only once the keyboard is seen to do it here:
 * End focuses the last option and scrolls it into the region, Home brings the first back. Any other scrolling region
 * keeps axe's verdict.
 */
async function withoutKeyboardScrolledListboxes(page: Page, violations: Result[]): Promise<Result[]> {
  const kept: Result[] = [];
  for (const violation of violations) {
    if (violation.id !== "scrollable-region-focusable") {
      kept.push(violation);
      continue;
    }
    const nodes = [];
    for (const node of violation.nodes) {
      const selector = node.target.join(" ");
      if (!(await reachesEveryOptionByKeyboard(page, selector))) nodes.push(node);
    }
    if (nodes.length > 0) kept.push({ ...violation, nodes });
  }
  return kept;
}

async function reachesEveryOptionByKeyboard(page: Page, regionSelector: string): Promise<boolean> {
  const region = page.locator(regionSelector);
  const listbox = region.locator("xpath=ancestor-or-self::*[@role='listbox'][1]");
  if ((await region.count()) !== 1 || (await listbox.count()) !== 1) return false;
  const options = listbox.locator("[role='option']:not([aria-disabled='true']):not([data-disabled])");
  if ((await options.count()) < 2) return false;
  const optionInView = (option: Element, scroller: Element) => {
    const box = option.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    return document.activeElement === option && box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
  };
  const regionHandle = await region.elementHandle();
  await options.first().focus();
  await page.keyboard.press("End");
  const lastReached = await options.last().evaluate(optionInView, regionHandle);
  await page.keyboard.press("Home");
  const firstReached = await options.first().evaluate(optionInView, regionHandle);
  return lastReached && firstReached;
}
