// The pages every visitor shares start their React scripts on the visitor's first interaction. Such a page works
// without them: its links are links, its menus and accordions <details>, its searches GET forms, its forms post to
// their server actions (and keep what was typed), its visit report, view counter and background video come from a
// small inline script (components/site/site-boot.ts). Next.js's scripts (the framework alone is above 100 KB
// compressed) would otherwise share a slow connection with the page's text, styles, font and first image, and their
// hydration a slow phone's main thread with its first paint (docs/benchmarks/lighthouse-3g.md measures both ways:
// on regular 3G, LCP 3.7–5.1 s with the scripts at load against 2.4–3.2 s on intent). So the production server
// takes Next.js's `<script async>` tags, and its preloads of them, out of the page, and puts in a loader that
// starts them, in Next.js's order and with their ids, at the first sign of a visitor about to use the page: a tap,
// a key, a scroll, the mouse moving, the focus moving in. A tap made before they ran on a control that needs them
// (NEEDS_SCRIPTS_ATTRIBUTE) is kept and made again once that control has hydrated (its CONTROL_READY event,
// lib/hydration.ts).
//
// The page's RSC payload goes with them. Next.js writes it into the HTML as inline scripts (`self.__next_f.push`):
// the page's whole tree a second time, 60–70 % of its compressed bytes, read only by hydration. Left inline it makes
// the larger pages' HTML more than a slow connection's first round trip carries, and the font, which waits for the
// HTML, one round trip later (docs/benchmarks/lighthouse-3g.md). So it is taken out too, as a script of its own named
// by its hash (PAYLOAD_PATH: content-addressed, never stale, cached for good), that the loader runs before Next.js's
// scripts, which download meanwhile. Should it be unavailable (a deployment since), the page stays as the server
// wrote it, which works.
//
// Applied once per version of a shared page, with its compression (server/shared-responses.ts, which serves the
// payloads). Other inline scripts (the theme, the boot script) run as before; pages rendered per request (the back
// office, previews) are left as Next.js wrote them.
import { CONTROL_READY, NEEDS_SCRIPTS_ATTRIBUTE } from "../lib/hydration";
import { bodyHash } from "./encodings";

/** A script Next.js starts with the page: `src` under /_next/static/, async, with or without an id. */
const STARTUP_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)"(?: id="([^"]*)")? async=""><\/script>/g;
/** Next.js's preload of one of them (it downloads the script at once, which is what waits here). */
const STARTUP_SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/**
 * One of the inline scripts that carry the page's RSC payload, the first of which creates the array. Its JSON has
 * `<` escaped (Next.js's htmlEscapeJsonString), so the script ends at the first `<`.
 */
const PAYLOAD_SCRIPT =
  /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([^<]*\))<\/script>/g;

/** Where a page's payload is served, by its hash: `/_payload/<hash>.js?page=<the page's path>`. */
export const PAYLOAD_PATH = "/_payload/";
/** The query parameter naming the page a payload belongs to: how a server that does not have it renders it. */
export const PAYLOAD_PAGE_PARAMETER = "page";

/** A payload's file name under PAYLOAD_PATH: its hash (`bodyHash`, 22 base64url characters), `.js`. */
const PAYLOAD_FILE = String.raw`([\w-]{22})\.js`;
/** A `PAYLOAD_PATH` address, and the source of one as the loader's arguments quote it. */
const PAYLOAD_ADDRESS = new RegExp(String.raw`^${PAYLOAD_PATH}${PAYLOAD_FILE}(?:\?|$)`);
const QUOTED_PAYLOAD_SOURCE = new RegExp(String.raw`"(${PAYLOAD_PATH}${PAYLOAD_FILE})"`);

/** The hash of the payload a `PAYLOAD_PATH` address names, if it is one. */
export function payloadHashOf(url: string): string | undefined {
  return PAYLOAD_ADDRESS.exec(url)?.[1];
}

/** What marks the loader: the rewrite writes it, the end-to-end tests and the benchmarks look for it. */
const LOADER_ATTRIBUTE = "data-scripts-on-intent";
export const SCRIPTS_ON_INTENT_LOADER = `script[${LOADER_ATTRIBUTE}]`;

/** The performance marks the loader sets when it starts the scripts, and once they have all run. */
export const SCRIPTS_STARTED_MARK = "scripts-started";
export const SCRIPTS_RUN_MARK = "scripts-run";

/** The events that say a visitor is about to use the page. */
export const INTENT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll", "mousemove"];

/**
 * The loader, written as a function so that it is read and checked as code; its source text goes into the page, so
 * it uses nothing from outside but its arguments.
 */
function startScriptsOnIntent(
  scripts: [src: string, id: string | null][],
  payload: string | null,
  names: {
    intent: string[];
    started: string;
    run: string;
    needsScripts: string;
    controlReady: string;
    pageParameter: string;
  },
): void {
  let started = false;
  const tapped: HTMLElement[] = [];
  const append = (element: HTMLElement) => document.head.appendChild(element);
  const run = () => {
    let pending = scripts.length;
    const ran = () => {
      if (--pending === 0) performance.mark(names.run);
    };
    for (const [src, id] of scripts) {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      if (id) script.id = id;
      script.onload = script.onerror = ran;
      append(script);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of names.intent) removeEventListener(type, start, true);
    performance.mark(names.started);
    if (!payload) return run();
    // Next.js's scripts read the payload as they start: they download while it does, and run once it has.
    for (const [src] of scripts) {
      const preload = document.createElement("link");
      preload.rel = "preload";
      preload.as = "script";
      preload.href = src;
      append(preload);
    }
    const script = document.createElement("script");
    script.src = `${payload}?${names.pageParameter}=${encodeURIComponent(location.pathname + location.search)}`;
    script.onload = run;
    append(script);
  };
  for (const type of names.intent) addEventListener(type, start, { capture: true, passive: true });
  // A control that needs the scripts keeps its attribute until it has hydrated (components/site/use-needs-scripts.ts).
  const keep = (event: Event) => {
    const control =
      event.target instanceof Element ? event.target.closest<HTMLElement>(`[${names.needsScripts}]`) : null;
    if (!control) return;
    // Kept from React too, which would replay it once more as it hydrates.
    event.preventDefault();
    event.stopPropagation();
    if (!tapped.includes(control)) tapped.push(control);
  };
  addEventListener("click", keep, true);
  addEventListener(
    names.controlReady,
    (event) => {
      const index = tapped.indexOf(event.target as HTMLElement);
      if (index !== -1) tapped.splice(index, 1)[0]!.click();
    },
    true,
  );
}

/** A shared page as sent: its HTML, and its payload (the script `PAYLOAD_PATH` serves) when it was taken out. */
export interface PageOnIntent {
  html: string;
  payload?: { hash: string; body: Buffer };
}

/**
 * `html` with Next.js's startup scripts, and the payload they read, started on the visitor's first interaction;
 * unchanged when it has no startup scripts (not a page of Next.js, or a format this does not know).
 */
export function startScriptsOnFirstIntent(html: string): PageOnIntent {
  const scripts: [string, string | null][] = [];
  let rewritten = html.replace(STARTUP_SCRIPT, (_, src: string, id: string | undefined) => {
    scripts.push([src, id ?? null]);
    return "";
  });
  if (scripts.length === 0) return { html };
  const sources = new Set(scripts.map(([src]) => src));
  rewritten = rewritten.replace(STARTUP_SCRIPT_PRELOAD, (preload, src: string) => (sources.has(src) ? "" : preload));
  const payloadScripts: string[] = [];
  rewritten = rewritten.replace(PAYLOAD_SCRIPT, (_, code: string) => {
    payloadScripts.push(code);
    return "";
  });
  const payloadBody = payloadScripts.length > 0 ? Buffer.from(payloadScripts.join(";\n")) : undefined;
  const payload = payloadBody && { hash: bodyHash(payloadBody), body: payloadBody };
  const names = {
    intent: INTENT_EVENTS,
    started: SCRIPTS_STARTED_MARK,
    run: SCRIPTS_RUN_MARK,
    needsScripts: NEEDS_SCRIPTS_ATTRIBUTE,
    controlReady: CONTROL_READY,
    pageParameter: PAYLOAD_PAGE_PARAMETER,
  };
  const payloadSource = payload ? `${PAYLOAD_PATH}${payload.hash}.js` : null;
  const loader = `<script ${LOADER_ATTRIBUTE}="">(${startScriptsOnIntent})(${JSON.stringify(scripts)},${JSON.stringify(payloadSource)},${JSON.stringify(names)})</script>`;
  const end = rewritten.lastIndexOf("</body>");
  return {
    html: end === -1 ? rewritten + loader : rewritten.slice(0, end) + loader + rewritten.slice(end),
    payload,
  };
}

/**
 * The scripts a page's HTML loads as it arrives, in order: its `<script src>` but the `nomodule` polyfills, which
 * modern browsers neither download nor run.
 */
export function loadedScriptSources(html: string): string[] {
  return [...html.matchAll(/<script src="([^"]+)"[^>]*><\/script>/g)]
    .filter(([tag]) => !/\snomodule/i.test(tag))
    .map(([, src]) => src!);
}

/** The scripts a page's loader starts on the first interaction, in order. */
export function deferredScriptSources(html: string): string[] {
  const loader = new RegExp(`<script ${LOADER_ATTRIBUTE}="">(.*?)</script>`, "s").exec(html)?.[1] ?? "";
  return [...loader.matchAll(/"(\/_next\/static\/[^"]+\.js)"/g)].map(([, src]) => src!);
}

/** The payload the page's loader runs on the first interaction, before Next.js's scripts, if it has one. */
export function deferredPayloadSource(html: string): string | undefined {
  return QUOTED_PAYLOAD_SOURCE.exec(html)?.[1];
}

/** Every script a page starts: those it loads as it arrives, then those its loader starts on the first interaction. */
export function startupScriptSources(html: string): string[] {
  return [...new Set([...loadedScriptSources(html), ...deferredScriptSources(html)])];
}
