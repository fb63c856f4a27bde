// What every visitor page does without its React scripts, which start only on the visitor's first interaction
// (server/hydrate-on-intent.ts): a few lines of plain script, inline at the end of the page (SiteBootScript), for what
// must happen whether or not the visitor ever touches the page. Each function here is self-contained (no import, no
// outer variable): its source text is what the page runs. The site's client components call the same functions
// (visitor-session.ts) once React runs.

export interface SiteBootOptions {
  /** Whether the page reports its view (not the shareable previews). */
  countVisits: boolean;
  /** Past this scroll, the header is `data-scrolled` (spec: 10 px). */
  scrollThreshold: number;
  /** The digest of the not-found responses' deliberate fallback (components/site/not-found-response.tsx). */
  notFoundDigest: string;
  /**
   * The Core Web Vitals collector (components/site/web-vitals.ts): its script's address and the share of page views,
   * in percent, it measures (the sampling setting); null where page views are not counted (the previews).
   */
  webVitals: { script: string; samplePercent: number } | null;
}

/**
 * Runs `callback` once the page has loaded, the fonts it is loading are in (a first page asks for its font once it has
 * painted: components/web-font.tsx), a frame has painted, and the browser is idle (3 s after that at the latest): on a slow connection, what the callback sends or
 * fetches does not share the connection with what the visitor waits for.
 */
export function afterLoadWhenIdle(callback: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 1000);
  // The frame after the font is in is the one that paints with it.
  const afterFontPaint = () =>
    void (document.fonts?.ready ?? Promise.resolve()).then(() => requestAnimationFrame(() => setTimeout(idle)));
  if (document.readyState === "complete") afterFontPaint();
  else addEventListener("load", afterFontPaint, { once: true });
}

/**
 * The page's bootstrap, run as the page is parsed (its elements above it exist):
 * - the header (`[data-site-header]`) is `data-scrolled` past the threshold, its top bar then out of reach;
 * - every form sent carries the visitor session (its `sessionId` field), with or without React;
 * - the page view is reported once the page has loaded and the browser is idle (or when it is left, if sooner); the
 *   creation of the visitor's id reports the page at once (spec: creating it triggers one visit report);
 * - a sample of the page views (the setting's share) loads the web vitals collector once the page has loaded and the
 *   browser is idle: a small script of its own, never React;
 * - article view counters (`[data-view-count]`) report the view and show the count the server answers;
 * - background videos (`video[data-play-when-idle]`) start when the browser is idle, never for a visitor who prefers
 *   reduced motion or saves data, and pause when they come to prefer it;
 * - React's report of a 404 page's not-found view, which the server left to the browser on purpose, is not an error.
 */
export function siteBoot(
  options: SiteBootOptions,
  visitorSession: () => { id: string; created: boolean },
  sendVisitReport: (report: { sessionId: string; page: string; referrer: string | null }) => void,
  readCountLabel: (count: number, words: { one: string; other: string }) => string,
  afterLoadWhenIdle: (callback: () => void) => void,
): void {
  addEventListener("error", (event) => {
    const digest = (event.error as { digest?: unknown } | null)?.digest;
    if (digest === options.notFoundDigest) event.preventDefault();
  });

  const header = document.querySelector("[data-site-header]");
  const topBar = header?.querySelector<HTMLElement>("[data-top-bar]");
  const onScroll = () => {
    const scrolled = scrollY > options.scrollThreshold;
    header?.toggleAttribute("data-scrolled", scrolled);
    if (topBar) {
      topBar.inert = scrolled;
      topBar.toggleAttribute("aria-hidden", scrolled);
    }
  };
  addEventListener("scroll", onScroll, { passive: true });
  onScroll();

  document.addEventListener(
    "submit",
    (event) => {
      const field = event.target instanceof HTMLFormElement ? event.target.elements.namedItem("sessionId") : null;
      if (field instanceof HTMLInputElement) field.value = visitorSession().id;
    },
    true,
  );

  if (options.countVisits) {
    let reported = false;
    const report = (sessionId: string) => {
      reported = true;
      sendVisitReport({ sessionId, page: location.pathname + location.search, referrer: document.referrer || null });
    };
    // The id created now (by this page or by a component): this page's report goes at once, for that session.
    addEventListener("visitor-session-created", (event) => report((event as CustomEvent<string>).detail));
    const reportOnce = () => {
      if (reported) return;
      const session = visitorSession();
      if (!session.created) report(session.id);
    };
    afterLoadWhenIdle(reportOnce);
    addEventListener("pagehide", reportOnce);
  }

  const webVitals = options.webVitals;
  if (webVitals && Math.random() * 100 < webVitals.samplePercent)
    afterLoadWhenIdle(() => {
      const script = document.createElement("script");
      script.src = webVitals.script;
      script.async = true;
      document.head.appendChild(script);
    });

  afterLoadWhenIdle(() => {
    for (const counter of document.querySelectorAll<HTMLElement>("[data-view-count]")) {
      fetch(`/api/blog-posts/by-slug/${encodeURIComponent(counter.dataset.viewCount ?? "")}/view`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        // The slug is the page's language's.
        body: JSON.stringify({ sessionId: visitorSession().id, locale: counter.dataset.viewLocale }),
      })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: { viewCount?: unknown } | null) => {
          const { one = "#", other = "#" } = counter.dataset;
          if (typeof body?.viewCount === "number") counter.textContent = readCountLabel(body.viewCount, { one, other });
        })
        .catch(() => {
          // The count on the page stays as rendered.
        });
    }
  });

  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  for (const video of document.querySelectorAll<HTMLVideoElement>("video[data-play-when-idle]")) {
    if (reducedMotion.matches || saveData) continue;
    reducedMotion.addEventListener("change", () => reducedMotion.matches && video.pause());
    afterLoadWhenIdle(() => {
      for (const source of video.querySelectorAll<HTMLSourceElement>("source[data-src]"))
        source.src = source.dataset.src ?? "";
      video.muted = true;
      video.hidden = false;
      video.load();
      // Autoplay refused (battery saver…): the poster stays.
      video.play().catch(() => (video.hidden = true));
    });
  }
}
