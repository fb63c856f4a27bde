import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe-core on the page and fails on any serious or critical violation, naming the rule and the elements. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // The site renders its sections below the first screen only as they come near it (content-visibility: auto in
  // app/globals.css). axe reads colours off the page where each element sits, and an unrendered section there still
  // has its placeholder height: it would take a card's background from the next section. Each section is checked
  // as the visitor sees it, rendered.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
