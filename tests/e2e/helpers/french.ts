import { expect, type Page } from "@playwright/test";

/**
 * Words of English that French text never uses (French shares 'page', 'message', 'action', 'date', 'description',
 * 'session'… with English: those are not here). Enough to catch a framework's or a library's default text ('Not
 * found', 'Are you sure you want to sign out?', 'Loading…', 'Close', 'Go to previous page'), not a dictionary.
 */
const ENGLISH_WORDS = new Set(
  (
    "the and you your are is was were been this that these those with without from into please sorry oops " +
    "found not cannot can't could should would will what which where when who why how here there " +
    "sign signin signout signed login logout log password username email required invalid missing unknown " +
    "error errors unauthorized forbidden internal server request bad method allowed supported wrong went something " +
    "try again home click check verify verification access denied account welcome submit cancel close " +
    "delete edit save saving loading search settings dashboard users previous more show hide toggle " +
    "select choose upload uploading remove add new page's it's don't doesn't isn't"
  ).split(" "),
);

/**
 * The English words in `text`, each with a little context. Letters glued to digits are an identifier, not a word
 * (the dashboard lists '/blog/article-hostile-89add2e1', a test's random slug).
 */
export function englishWordsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}']+/gu)) {
    const word = match[0].toLowerCase().replace(/^'+|'+$/g, "");
    if (ENGLISH_WORDS.has(word))
      found.push(`« ${word} » in “${text.slice(Math.max(0, match.index - 30), match.index + word.length + 30)}”`);
  }
  return found;
}

/**
 * Everything a person can read or hear on the page as it is (or in the part of it `within` selects): the visible
 * text, the title, and the names, hints and placeholders of its elements (aria-label, title, alt, placeholder, value
 * of buttons). Content people typed (the articles, the messages) is part of it: the tests' own content is French.
 * What the page declares in another language (`lang="en"`: a translation's fields, an English page's defaults) is
 * not: a screen reader reads it in that language.
 */
export async function readableText(page: Page, within = "body"): Promise<string> {
  // A page that sends the visitor on by itself (a client-side redirect) may do so while it is read: read where it led.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readableTextNow(page, within);
    } catch (error) {
      if (attempt === 3 || !String(error).includes("Execution context was destroyed")) throw error;
      await page.waitForLoadState("networkidle");
    }
  }
}

function readableTextNow(page: Page, within: string): Promise<string> {
  return page.evaluate((selector) => {
    const root = document.querySelector<HTMLElement>(selector);
    const foreign = (element: Element | null) =>
      !(element?.closest("[lang]")?.getAttribute("lang") ?? "fr").toLowerCase().startsWith("fr");
    let text = root?.innerText ?? "";
    for (const element of root?.querySelectorAll<HTMLElement>("[lang]") ?? [])
      if (foreign(element) && !foreign(element.parentElement)) text = text.replace(element.innerText, "");
    const parts = [document.title, text];
    for (const element of root?.querySelectorAll("[aria-label], [title], [alt], [placeholder], input[value]") ?? []) {
      if (foreign(element)) continue;
      for (const attribute of ["aria-label", "title", "alt", "placeholder"])
        if (element.hasAttribute(attribute)) parts.push(element.getAttribute(attribute)!);
      if (element instanceof HTMLInputElement && ["button", "submit", "reset"].includes(element.type))
        parts.push(element.value);
    }
    return parts.join("\n");
  }, within);
}

/** Fails when the page as it is now (or the part of it `within` selects) shows or says an English word. */
export async function expectFrench(page: Page, where = page.url(), within?: string): Promise<void> {
  expect(englishWordsIn(await readableText(page, within)), `English on ${where}`).toEqual([]);
}
