// The end-to-end tests' `test`: Playwright's, with every page waiting after a navigation until the public page has
// hydrated. Public pages start their scripts on the visitor's first interaction (server/hydrate-on-intent.ts), so
// after each navigation this does what a visitor's first move does (the mouse moves over the page), then waits for
// React's hydration (lib/hydration.ts). Tests of a page before its scripts run put their context in BEFORE_SCRIPTS.
import { type Browser, type BrowserContext, expect, type Locator, test as base, type Page } from "@playwright/test";
import { HYDRATED } from "@/lib/hydration";
import { SCRIPTS_ON_INTENT_LOADER } from "../../../server/hydrate-on-intent";

export * from "@playwright/test";

/** Contexts whose pages are left as they load (scripts off, or a visitor acting before the scripts run). */
export const BEFORE_SCRIPTS = new WeakSet<BrowserContext>();

/** Until a page of the site (its header) has hydrated; at once on another page (the back office). */
export async function waitForPageScripts(page: Page): Promise<void> {
  if (BEFORE_SCRIPTS.has(page.context())) return;
  await page
    .waitForFunction(
      ({ loader, hydrated }) => {
        if (!document.querySelector("[data-site-header]")) return true;
        if (document.querySelector(loader)) window.dispatchEvent(new MouseEvent("mousemove"));
        return performance.getEntriesByName(hydrated).length > 0;
      },
      { loader: SCRIPTS_ON_INTENT_LOADER, hydrated: HYDRATED },
    )
    // The page went on to another address meanwhile: the navigation that brought it there waits in its turn.
    .catch((error: Error) => {
      if (!/context was destroyed|navigat|Target .*closed/i.test(error.message)) throw error;
    });
}

/**
 * Until React has hydrated `control` (its props are attached to the DOM node). A back-office page streams its content
 * and React reveals it after the load event (it batches reveals), then hydrates it; an event dispatched on a control
 * before that, as `setInputFiles` dispatches 'change', reaches no handler (a click would be replayed, a change is not).
 */
export async function waitForHydration(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
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
