// The pages every visitor shares put their first frame on screen before they hydrate. Next.js starts a page's scripts
// with `<script async>`: on a fast connection they arrive before the first frame, and the browser runs them (React,
// the router, hydration) before it paints, so the page shows later on a slow phone. Here each of those scripts becomes
// a low-priority preload, downloaded as early as before, and a small loader starts them once the browser reports the
// first contentful paint (or at once when the page is hidden, when the browser cannot report paints, or after
// PAINT_WAIT_MS whatever happens). Hydration waits for one frame, never for the network.
//
// Only Next.js's own scripts (/_next/static/…, async) are moved; inline scripts (the theme, the page's payload) run as
// before. The scripts keep their address, `async` and `id`, so React finds them where it looks for them.

/** A script Next.js starts with the page: `src` under /_next/static/, async, with or without an id. */
const STARTUP_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)"(?: id="([^"]*)")? async=""><\/script>/g;

/** What marks the preloads the loader starts: the rewrite writes it, the loader and the end-to-end tests look for it. */
const AFTER_PAINT_ATTRIBUTE = "data-after-paint";
export const AFTER_PAINT_PRELOADS = `link[${AFTER_PAINT_ATTRIBUTE}]`;

/** The longest the scripts wait for a first paint the browser may never report. */
export const PAINT_WAIT_MS = 3000;

/**
 * The performance marks the loader sets when it starts the scripts, and once they have all run (React then hydrates
 * the page and replays the taps it receives meanwhile): what the end-to-end tests wait for, `load` coming before.
 */
export const SCRIPTS_STARTED_MARK = "scripts-started";
export const SCRIPTS_RUN_MARK = "scripts-run";

const LOADER = `<script>(()=>{let started=false;const start=()=>{if(started)return;started=true;performance.mark(${JSON.stringify(SCRIPTS_STARTED_MARK)});const links=document.querySelectorAll(${JSON.stringify(AFTER_PAINT_PRELOADS)});let pending=links.length;const ran=()=>{if(--pending===0)performance.mark(${JSON.stringify(SCRIPTS_RUN_MARK)})};for(const link of links){const script=document.createElement("script");script.src=link.getAttribute("href");script.async=true;if(link.dataset.id)script.id=link.dataset.id;script.onload=script.onerror=ran;document.head.appendChild(script)}};setTimeout(start,${PAINT_WAIT_MS});if(document.visibilityState!=="visible"||!window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))return start();new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})})()</script>`;

/**
 * `html` with Next.js's startup scripts preloaded and started after the first contentful paint; unchanged when it
 * has none (not a page of Next.js, or a format this does not know).
 */
export function hydrateAfterFirstPaint(html: string): string {
  let moved = 0;
  const rewritten = html.replace(STARTUP_SCRIPT, (_, src: string, id: string | undefined) => {
    moved++;
    const idAttribute = id === undefined ? "" : ` data-id="${id}"`;
    return `<link rel="preload" as="script" fetchpriority="low" href="${src}" ${AFTER_PAINT_ATTRIBUTE}=""${idAttribute}/>`;
  });
  if (moved === 0) return html;
  // At the end of the body, once every preload it starts has been parsed.
  const end = rewritten.lastIndexOf("</body>");
  return end === -1 ? rewritten + LOADER : rewritten.slice(0, end) + LOADER + rewritten.slice(end);
}

/**
 * The scripts a page's HTML starts as it loads, in order: its `<script src>` but the `nomodule` polyfills (which
 * modern browsers neither download nor run), and the preloads the loader starts after the first paint.
 */
export function startupScriptSources(html: string): string[] {
  const tags = html.matchAll(
    new RegExp(`<script src="([^"]+)"[^>]*></script>|<link [^>]*href="([^"]+)" ${AFTER_PAINT_ATTRIBUTE}=""`, "g"),
  );
  const sources = [...tags]
    .filter(([tag]) => !/\snomodule/i.test(tag))
    .map(([, script, preload]) => (script ?? preload)!);
  return [...new Set(sources)];
}
