// @vitest-environment jsdom
// components/site/site-boot.ts: what every visitor page does before (and without) its React scripts, run as the page
// runs it, from its source text.
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { siteBootSource } from "@/components/site/site-boot-script";

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

let sent: Sent[] = [];
let listeners: Parameters<typeof window.addEventListener>[] = [];
const addEventListener = window.addEventListener.bind(window);

beforeEach(() => {
  sent = [];
  localStorage.clear();
  document.body.innerHTML = `
    <header data-site-header><div data-top-bar>Téléphone</div></header>
    <form><input name="name" value="Awa"><input type="hidden" name="sessionId"></form>
    <span data-view-count="mon-article" data-view-locale="fr" data-one="# lecture" data-other="# lectures">4 lectures</span>`;
  // What the browser gives that jsdom has not: media queries, and a server that answers (the requests are kept).
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {} })) as never;
  window.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ success: true, viewCount: 1 }), { status: 200 });
  }) as never;
  // Each test's bootstrap listens on the window: they are taken off afterwards.
  window.addEventListener = ((...args: Parameters<typeof addEventListener>) => {
    listeners.push(args);
    addEventListener(...args);
  }) as typeof window.addEventListener;
});

afterEach(() => {
  for (const [type, listener, options] of listeners) window.removeEventListener(type, listener, options);
  listeners = [];
  window.addEventListener = addEventListener;
});

const NOT_FOUND_DIGEST = "NEXT_HTTP_ERROR_FALLBACK;404";
const boot = (countVisits = true, samplePercent = 100, webVitalsScript = "/web-vitals.js?v=test") =>
  new Function(
    siteBootSource({
      countVisits,
      scrollThreshold: 10,
      notFoundDigest: NOT_FOUND_DIGEST,
      webVitals: countVisits ? { script: webVitalsScript, samplePercent } : null,
    }),
  )();
const scriptsLoaded = (src: string) => document.head.querySelectorAll(`script[src="${src}"]`).length;
const idle = () => new Promise((resolve) => setTimeout(resolve, 1100));
const visits = () => sent.filter((request) => request.url === "/api/track-visit");

describe("the page's bootstrap", () => {
  test("marks the header scrolled past the threshold, the top bar then out of reach", () => {
    boot();
    const header = document.querySelector("[data-site-header]")!;
    const topBar = document.querySelector<HTMLElement>("[data-top-bar]")!;
    for (const [scrollY, scrolled] of [
      [10, false],
      [11, true],
      [0, false],
    ] as const) {
      Object.defineProperty(window, "scrollY", { value: scrollY, configurable: true });
      window.dispatchEvent(new Event("scroll"));
      expect(header.hasAttribute("data-scrolled"), `${scrollY} px`).toBe(scrolled);
      expect(topBar.inert, `${scrollY} px`).toBe(scrolled);
      expect(topBar.getAttribute("aria-hidden"), `${scrollY} px`).toBe(scrolled ? "" : null);
    }
  });

  test("loads the web vitals collector once the page is idle, for the sampled share of counted page views only", async () => {
    boot(true, 100, "/sampled.js");
    boot(true, 0, "/not-sampled.js");
    expect(scriptsLoaded("/sampled.js")).toBe(0);
    await idle();
    expect(scriptsLoaded("/sampled.js")).toBe(1);
    expect(scriptsLoaded("/not-sampled.js")).toBe(0);
  });

  test("puts the visitor session into every form sent", () => {
    boot();
    const form = document.querySelector("form")!;
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    const id = localStorage.getItem("visitor_session_id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(form.querySelector<HTMLInputElement>("[name=sessionId]")!.value).toBe(id);
  });

  test("reports the page view once the page is idle, creating the visitor's id, and the article's view", async () => {
    boot();
    expect(visits()).toEqual([]);
    await idle();
    const sessionId = localStorage.getItem("visitor_session_id");
    expect(visits()).toEqual([{ url: "/api/track-visit", body: { sessionId, page: "/", referrer: null } }]);
    expect(sent).toContainEqual({ url: "/api/blog-posts/by-slug/mon-article/view", body: { sessionId, locale: "fr" } });
    expect(document.querySelector("[data-view-count]")!.textContent).toBe("1 lecture");
    window.dispatchEvent(new Event("pagehide"));
    expect(visits()).toHaveLength(1);
  });

  test("sends nothing while the page's font is still on its way: the font comes first on a slow connection", async () => {
    let fontsLoaded!: () => void;
    const ready = new Promise<void>((resolve) => (fontsLoaded = resolve));
    Object.defineProperty(document, "fonts", { value: { ready }, configurable: true });
    try {
      boot(true, 100, "/after-font.js");
      await idle();
      expect(sent).toEqual([]);
      expect(scriptsLoaded("/after-font.js")).toBe(0);
      fontsLoaded();
      await idle();
      expect(visits()).toHaveLength(1);
      expect(scriptsLoaded("/after-font.js")).toBe(1);
    } finally {
      delete (document as { fonts?: unknown }).fonts;
    }
  });

  test("reports the page at once when a component creates the visitor's id first (the quote modal), and only then", async () => {
    boot();
    const { visitorSession } = await import("@/components/site/visitor-session");
    const { id, created } = visitorSession();
    expect(created).toBe(true);
    expect(visits()).toEqual([{ url: "/api/track-visit", body: { sessionId: id, page: "/", referrer: null } }]);
    await idle();
    expect(visits()).toHaveLength(1);
  });

  test("silences React's report of a 404 page's deliberate fallback, and only that one", () => {
    boot();
    const report = (digest: string) => {
      const error = Object.assign(new Error("Minified React error #419"), { digest });
      const event = new ErrorEvent("error", { error, cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(report(NOT_FOUND_DIGEST)).toBe(true);
    expect(report("NEXT_HTTP_ERROR_FALLBACK;403")).toBe(false);
    expect(report("1234567")).toBe(false);
  });

  test("reports no visit on a shareable preview", async () => {
    boot(false);
    await idle();
    expect(visits()).toEqual([]);
  });
});
