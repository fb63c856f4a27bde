// A walk through every back-office screen found on disk (tests/helpers/admin-pages.ts: a screen added later is
// walked without editing this file), signed in as the administrator, with content at the edges of what the back
// office holds (tests/e2e/helpers/long-content.ts: 200-character titles, long words and addresses, 50 tags, 12 images,
// long SEO texts, a request with notes and replies), at a phone's width and a desktop's. In every state of every
// screen, settled, then with each of its tabs open, and at the phone's width with each of its dialogs, menus and
// selects open one at a time:
// - the page is no wider than the window (wide tables scroll inside their own region);
// - axe-core finds no serious or critical WCAG 2.1 A/AA violation (its experimental WCAG rules included);
// - no image is broken, no script error is thrown, no English word is shown or announced.
// The signed-out screens are also checked as their HTML arrives, before their scripts run (their forms are disabled
// until then). A full-page screenshot of each screen at 375 px is kept with the test's output for review.
// Not beside the parallel specs: opening the history marks every activity read, and the content made here shows in
// every list. Its own tests run two at a time (project `walk` of playwright.config.ts), after the serial specs, or, in
// npm test, beside them on a server of their own (scripts/test.ts, walkOnOfflineServer); each worker makes its own
// content.
import { expect, type Locator, request as newRequest, type Page, type TestInfo, test } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { expectNoSeriousViolations, waitForTransitions } from "./helpers/axe";
import { expectFrench } from "./helpers/french";
import { createLongContent, type LongContent } from "./helpers/long-content";
import { e2eStack } from "./helpers/stack";
import { PUBLIC_ADMIN_PATHS } from "@/lib/auth/paths";
import { adminPageFiles, walkedSignedIn } from "../helpers/admin-pages";

const WCAG_21_A_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/**
 * Each screen and each of its tabs is checked at both widths; its dialogs and menus at the phone's, where they have
 * the least room (opening each one at both widths doubled the walk's time, for popups that only grow at 1280 px).
 */
const WIDTHS = [
  { name: "phone", width: 375, height: 740, popups: true },
  { name: "desktop", width: 1280, height: 800, popups: false },
];
/** The width whose screenshots are kept for review. */
const SCREENSHOT_WIDTH = 375;

const ROUTES = adminPageFiles().map((page) => page.route);
const SIGNED_OUT = ROUTES.filter((route) => PUBLIC_ADMIN_PATHS.includes(route));
const SIGNED_IN = ROUTES.filter(walkedSignedIn);
/**
 * The signed-in screens of each width are walked in two tests, every other screen in each: the walk's tests run two at
 * a time, and one test per width made the phone's (4.6 min) the walk's length, the other worker idle half of it.
 */
const WALK_PARTS = [0, 1];

/** The address that shows `route` with real rows: "/admin/blogs/edit/[id]" → "/admin/blogs/edit/12". */
function addressOf(route: string, content: LongContent): string {
  const section = route.split("/")[2] as keyof LongContent["ids"];
  return (
    route
      .replace("[...path]", "adresse/inconnue")
      .replace("[id]", String(content.ids[section]))
      // A translation editor (/admin/blogs/translate/…, /admin/projects/translate/…): English, not yet written for the
      // long article or the long project.
      .replace("[locale]", "en")
      .replace(/^\/admin\/reset-password$/, "/admin/reset-password?token=lien-de-test")
      .replace(/^\/admin\/privacy$/, `/admin/privacy?q=${encodeURIComponent(content.senderEmail)}`)
      // The library inside the long folders: their breadcrumb, their tools and the long image.
      .replace(/^\/admin\/media$/, `/admin/media?folder=${content.mediaFolder}`)
  );
}

/** Waits until the page has loaded, its fonts are in and its transitions have ended. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await waitForTransitions(page);
}

/** The elements that stick out past the window's right edge while their parent does not: the causes, not the victims. */
async function overflowCauses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${(element.getAttribute("class") ?? "").split(" ").slice(0, 4).join(".")}`;
    return [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const parent = element.parentElement;
        if (!parent || box.width === 0 || box.right <= width + 1) return false;
        return box.right > parent.getBoundingClientRect().right + 1 && getComputedStyle(parent).overflowX === "visible";
      })
      .slice(0, 10)
      .map(
        (element) =>
          `${describe(element)} (${Math.round(element.getBoundingClientRect().width)} px in ${describe(element.parentElement!)}): “${(element.textContent ?? "").trim().slice(0, 40)}”`,
      );
  });
}

async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  const { scrollWidth, windowWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    windowWidth: window.innerWidth,
  }));
  if (scrollWidth > windowWidth)
    expect(
      await overflowCauses(page),
      `${state}: the page is ${scrollWidth} px wide in a ${windowWidth} px window`,
    ).toEqual([]);
  expect(scrollWidth, `${state}: the page is wider than the window`).toBeLessThanOrEqual(windowWidth);
}

async function expectNoBrokenImage(page: Page, state: string): Promise<void> {
  const broken = await page.evaluate(() =>
    [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
  );
  expect(broken, `${state}: broken images`).toEqual([]);
}

/** The popup being checked (marked by checkPopup). */
const CHECKED_POPUP = "[data-walk-popup]";

/**
 * Every check of one state of a screen. With a popup open (`within`), axe and the French check read the popup
 * (and what it portals): the rest of the screen was read in its settled state, and is hidden meanwhile (Radix marks it
 * aria-hidden and keeps the focus in the popup; axe would report the links and buttons there, aria-hidden-focus,
 * for a menu or a list, whose modality it does not know as it knows a dialog's).
 */
async function checkState(page: Page, state: string, within?: string): Promise<void> {
  await settle(page);
  await expectNoSidewaysScroll(page, state);
  await expectNoBrokenImage(page, state);
  await expectNoSeriousViolations(page, WCAG_21_A_AA, { experimental: true, include: within });
  await expectFrench(page, state, within);
}

/**
 * Written to the test's output folder (test-results/…/admin-blogs-new.png: npm test's reporters keep no attachment of
 * their own) and attached from there to the HTML report.
 */
async function keepScreenshot(page: Page, testInfo: TestInfo, address: string): Promise<void> {
  const file = testInfo.outputPath(`${address.replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "") || "accueil"}.png`);
  await page.screenshot({ fullPage: true, path: file });
  await testInfo.attach(address, { path: file, contentType: "image/png" });
}

const OPEN_POPUP = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/**
 * What opens something on the screen: dialog and menu buttons (aria-haspopup), selects (comboboxes), and what
 * expands (the phone's menu button), visible and enabled, outside any open popup. Repeated controls (each row's
 * menu, each card's 'Déplacer vers…') count once: they share a signature, as do the frame's bell and menu on every
 * screen. The controls are marked so that each can be found again after a popup closed.
 */
async function markTriggers(page: Page): Promise<{ marker: string; signature: string }[]> {
  return page.evaluate(() => {
    const selector = "[aria-haspopup]:not([aria-haspopup='false']), [role='combobox'], button[aria-expanded='false']";
    const found: { marker: string; signature: string }[] = [];
    for (const [index, element] of [...document.querySelectorAll<HTMLElement>(selector)].entries()) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.matches(":disabled") || element.closest("[role='dialog'], [role='menu']"))
        continue;
      if (element.getAttribute("aria-expanded") === "true") continue;
      const repeated = element.closest("tbody tr, li");
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
      const where = element.closest("main") ? "screen" : "frame";
      const signature = repeated
        ? `${where}|${repeated.tagName}|${element.getAttribute("aria-haspopup")}|${name.split(/\s/)[0]}`
        : `${where}|${element.getAttribute("role") ?? element.tagName}|${name}`;
      element.dataset.walk = String(index);
      found.push({ marker: String(index), signature });
    }
    return found;
  });
}

async function closePopups(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 3 && (await page.locator(OPEN_POPUP).count()) > 0; attempt++)
    await page.keyboard.press("Escape");
  await expect(page.locator(OPEN_POPUP)).toHaveCount(0);
}

/** The popup last opened, marked for the checks. */
async function openedPopup(page: Page, state: string): Promise<Locator> {
  const popup = page.locator(OPEN_POPUP).last();
  await expect(popup, `${state}: nothing opened`).toBeVisible();
  await popup.evaluate((element) => element.setAttribute("data-walk-popup", ""));
  return popup;
}

/** Opens `trigger`, then checks the screen with what it opened, and each dialog its menu items open. */
async function checkPopup(page: Page, trigger: Locator, state: string): Promise<void> {
  await trigger.click();
  const popup = await openedPopup(page, state);
  await checkState(page, state, CHECKED_POPUP);
  const dialogItems = popup.locator("[role='menuitem'][aria-haspopup='dialog']:not([data-disabled])");
  const items = await dialogItems.allTextContents();
  await closePopups(page);
  for (const [index, item] of items.entries()) {
    await trigger.click();
    await dialogItems.nth(index).click();
    await openedPopup(page, `${state} → ${item.trim()}`);
    await checkState(page, `${state} → ${item.trim()}`, CHECKED_POPUP);
    await closePopups(page);
  }
}

/**
 * The screen as it is, then each popup of it opened (`seen`: the signatures already walked; null: no popup).
 * `within`: the part that changed since the screen was checked (a tab's panel), which axe and the French check read.
 */
async function checkScreenAndPopups(
  page: Page,
  state: string,
  seen: Set<string> | null,
  within?: string,
): Promise<void> {
  await checkState(page, state, within);
  // A screen that opens with a dialog open (/admin/users/edit/[id]: the users screen with the edit dialog) was just
  // checked with it; the screen behind is walked at its own address.
  if (!seen || (await page.locator(OPEN_POPUP).count()) > 0) return;
  for (const { marker, signature } of await markTriggers(page)) {
    if (seen.has(signature)) continue;
    seen.add(signature);
    const trigger = page.locator(`[data-walk="${marker}"]`);
    const name = (await trigger.getAttribute("aria-label")) ?? (await trigger.innerText()).trim();
    await test.step(`${state} + ${name}`, () => checkPopup(page, trigger, `${state} + ${name}`));
  }
}

const ACTIVE_TAB_PANEL = "main [role='tabpanel'][data-state='active']";

/** A screen: settled with its popups, then each of its other tabs with theirs (`frameSeen` null: no popup). */
async function walkScreen(page: Page, address: string, frameSeen: Set<string> | null): Promise<void> {
  const seen = frameSeen && new Set([...frameSeen].filter((signature) => signature.startsWith("frame|")));
  await checkScreenAndPopups(page, address, seen);
  if ((await page.locator(OPEN_POPUP).count()) > 0) return; // its tabs are its own address's
  const tabs = page.locator("main [role='tab']");
  for (let index = 0; index < (await tabs.count()); index++) {
    const tab = tabs.nth(index);
    if ((await tab.getAttribute("aria-selected")) === "true") continue;
    const name = (await tab.innerText()).trim();
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await checkScreenAndPopups(page, `${address} (onglet ${name})`, seen, ACTIVE_TAB_PANEL);
  }
  for (const signature of seen ?? []) if (signature.startsWith("frame|")) frameSeen?.add(signature);
}

let content: LongContent;

test.beforeAll(async () => {
  const api = await newRequest.newContext({ baseURL: e2eStack().baseURL });
  await signIn(api);
  content = await createLongContent(api);
  await api.dispose();
});

for (const { name, width, height, popups } of WIDTHS) {
  test.describe(`back office at ${width} px (${name})`, () => {
    // A click on a control that never becomes clickable, a page that never goes quiet: a failure naming the state,
    // not a walk stuck until the test's time runs out.
    test.use({ viewport: { width, height }, actionTimeout: 15_000, navigationTimeout: 30_000 });

    for (const part of WALK_PARTS)
      test(`every signed-in screen, in every state, fits the window, passes axe and speaks French (part ${part + 1} of ${WALK_PARTS.length})`, async ({
        page,
      }, testInfo) => {
        expect(SIGNED_IN).toEqual(expect.arrayContaining(["/admin/dashboard", "/admin/blogs/edit/[id]", "/admin/seo"]));
        const routes = SIGNED_IN.filter((_, index) => index % WALK_PARTS.length === part);
        test.setTimeout(routes.length * 60_000);
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
        await signIn(page);
        const frameSeen = popups ? new Set<string>() : null;
        for (const route of routes) {
          const address = addressOf(route, content);
          await test.step(address, async () => {
            await page.goto(address);
            await expect(page.locator("main")).toBeVisible();
            await settle(page);
            if (width === SCREENSHOT_WIDTH) await keepScreenshot(page, testInfo, address);
            await walkScreen(page, address, frameSeen);
          });
        }
        expect(errors, "script errors").toEqual([]);
      });

    test("the signed-out screens, before and after their scripts run, fit the window, pass axe and speak French", async ({
      browser,
    }, testInfo) => {
      expect(SIGNED_OUT).toEqual(expect.arrayContaining(["/admin/login", "/admin/logout"]));
      test.setTimeout(SIGNED_OUT.length * 2 * 30_000);
      for (const scripts of ["late", "on"] as const) {
        const context = await browser.newContext({ viewport: { width, height } });
        // Their forms are disabled until the page's scripts run: that state is one a person sees too.
        if (scripts === "late") await context.route("**/_next/static/**/*.js", (route) => route.abort());
        const page = await context.newPage();
        for (const route of SIGNED_OUT) {
          const address = addressOf(route, content);
          await test.step(`${address} (scripts ${scripts})`, async () => {
            await page.goto(address);
            if (scripts === "late") return checkState(page, `${address} (scripts late)`);
            await settle(page);
            if (width === SCREENSHOT_WIDTH) await keepScreenshot(page, testInfo, address);
            await checkScreenAndPopups(page, address, popups ? new Set() : null);
          });
        }
        await context.close();
      }
    });
  });
}
