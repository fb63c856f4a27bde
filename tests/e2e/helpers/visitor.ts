import { randomBytes } from "node:crypto";
import type { Page } from "./test";

/** The visitor session id the page's scripts keep in localStorage, once they have set it (as the page hydrates). */
export async function visitorSessionOf(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => localStorage.getItem("visitor_session_id"));
  return (await handle.jsonValue()) as string;
}

/**
 * A client address of its own for a test's browser (its `X-Forwarded-For`, which the e2e server trusts): the
 * per-address rate limits (forms, sign-in, password reset) then count the test apart from the others, and from its own
 * repeats (`--repeat-each`).
 */
export function ownClientAddress(): { "x-forwarded-for": string } {
  const bytes = randomBytes(3);
  return { "x-forwarded-for": `10.${bytes[0]}.${bytes[1]}.${(bytes[2]! % 250) + 1}` };
}
