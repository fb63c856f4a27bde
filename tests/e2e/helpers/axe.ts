import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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
  // the test's time on a loaded machine.
  await waitForTransitions(page);
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.pause();
    for (const video of document.querySelectorAll("video")) video.pause();
  });
  const builder = new AxeBuilder({ page });
  // Experimental rules run only when their tag is asked for: they are asked for, and kept when in `tags`' sets.
  if (tags) builder.withTags(experimental ? [...tags, "experimental"] : tags);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => !tags || violation.tags.some((tag) => tags.includes(tag)))
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
