import type { Page } from "./test";

/** The visitor session id the page's scripts keep in localStorage, once they have set it (as the page hydrates). */
export async function visitorSessionOf(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => localStorage.getItem("visitor_session_id"));
  return (await handle.jsonValue()) as string;
}
