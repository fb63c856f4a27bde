import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core on the page and fails on any serious or critical violation, naming the rule and the elements.
 * `tags` limits the rules to those sets (e.g. WCAG 2.1 A and AA); every rule by default.
 */
export async function expectNoSeriousViolations(page: Page, tags?: string[]): Promise<void> {
  // Colours measured mid-transition (a header turning solid as the page scrolls) are neither state's: axe looks once
  // the transitions that end have ended, then with the endless ones (the carousels) and the hero video paused: cards
  // moving under axe are measured wherever each of its checks finds them, and drawing their frames and the video's (in
  // software here) slowed axe on the home page past the test's time on a loaded machine.
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    for (const animation of document.getAnimations()) animation.pause();
    for (const video of document.querySelectorAll("video")) video.pause();
  });
  const builder = new AxeBuilder({ page });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
