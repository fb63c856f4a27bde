import { expect, type Page } from "@playwright/test";

type RecordingWindow = Window & { __announcements?: string[] };

/**
 * Keeps every text the page's live regions (role="status": the list screens' success banners) show, from the
 * moment they show it. A banner stays 3 s (the spec's), less than a loaded machine may take between two checks of
 * an assertion, which then never sees it. Call before the page's first navigation.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as RecordingWindow).__announcements = shown;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && shown.at(-1) !== text) shown.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Until the page has shown `text` in a live region since recordAnnouncements, whether or not it is still there. */
export async function expectAnnounced(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as RecordingWindow).__announcements ?? []), {
      message: `a live region showed “${text}”`,
    })
    .toContainEqual(expect.stringContaining(text));
}
