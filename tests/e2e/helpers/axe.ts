import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core on the page and fails on any serious or critical violation, naming the rule and the elements.
 * `tags` limits the rules to those sets (e.g. WCAG 2.1 A and AA); every rule by default.
 */
export async function expectNoSeriousViolations(page: Page, tags?: string[]): Promise<void> {
  // Colours measured mid-transition (a header turning solid as the page scrolls) are neither state's: axe looks once
  // the transitions that end have ended (the carousels' endless animations are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
