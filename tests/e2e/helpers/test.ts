// The end-to-end tests' `test`: Playwright's, with every page waiting after a navigation until the public page's
// scripts have run. Public pages start their scripts after the first paint (server/paint-first.ts), so `load`, which
// Playwright's navigations wait for, now comes before React hydrates them; a tap before that would be lost.
import { type Browser, type BrowserContext, test as base, type Page } from "@playwright/test";
import { AFTER_PAINT_PRELOADS, SCRIPTS_RUN_MARK } from "../../../server/paint-first";

export * from "@playwright/test";

/** Until the scripts a page starts after its first paint have run; at once on a page without them (the back office). */
export async function waitForPageScripts(page: Page): Promise<void> {
  await page
    .waitForFunction(
      ({ preloads, mark }) => !document.querySelector(preloads) || performance.getEntriesByName(mark).length > 0,
      { preloads: AFTER_PAINT_PRELOADS, mark: SCRIPTS_RUN_MARK },
    )
    // The page went on to another address meanwhile: the navigation that brought it there waits in its turn.
    .catch((error: Error) => {
      if (!/context was destroyed|navigat|Target .*closed/i.test(error.message)) throw error;
    });
}

const NAVIGATIONS = ["goto", "reload", "goBack", "goForward"] as const;

function waitForScriptsAfterNavigations(page: Page) {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForPageScripts(page);
        return response;
      },
    });
  }
}

function watchPages(context: BrowserContext) {
  context.on("page", waitForScriptsAfterNavigations);
  for (const page of context.pages()) waitForScriptsAfterNavigations(page);
}

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        watchPages(context);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
});
