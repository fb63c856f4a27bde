// The visitor pages' Core Web Vitals collector (issue 42): started by the page's bootstrap (site-boot.ts) once the
// page has loaded and the browser is idle, as its own small script (lib/web-vitals/collector.ts serves it with Google's
// web-vitals, standard build), never with React. The browser's observers keep what happened before it ran
// (`buffered`), so it sees the page from its start. Self-contained: its source text is what runs.

/** The part of web-vitals' global (its IIFE build, `webVitals`) the collector calls. */
export interface WebVitalsApi {
  onLCP(callback: (metric: { name: string; value: number }) => void): void;
  onINP(callback: (metric: { name: string; value: number }) => void): void;
  onCLS(callback: (metric: { name: string; value: number }) => void): void;
  onFCP(callback: (metric: { name: string; value: number }) => void): void;
  onTTFB(callback: (metric: { name: string; value: number }) => void): void;
}

/**
 * Keeps the page view's measures as web-vitals reports them, and sends them once, by navigator.sendBeacon, when the
 * page is first hidden (the visitor leaves, switches tabs or closes it), with the path the page was loaded at (not
 * its query string) and the connection's effective type. No cookie, no visitor id.
 */
export function collectWebVitals(webVitals: WebVitalsApi, endpoint: string): void {
  const values: Record<string, number> = {};
  const keep = (metric: { name: string; value: number }) => {
    values[metric.name] = metric.value;
  };
  webVitals.onLCP(keep);
  webVitals.onINP(keep);
  webVitals.onCLS(keep);
  webVitals.onFCP(keep);
  webVitals.onTTFB(keep);
  let sent = false;
  const send = () => {
    // web-vitals' own listeners, added before this one, have reported LCP, CLS and INP by now.
    if (sent || Object.keys(values).length === 0) return;
    sent = true;
    const navigation = performance.getEntriesByType("navigation")[0];
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
    const body = JSON.stringify({
      page: new URL(navigation ? navigation.name : location.href).pathname,
      connection: connection?.effectiveType ?? null,
      ...values,
    });
    navigator.sendBeacon?.(endpoint, new Blob([body], { type: "application/json" }));
  };
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send());
  addEventListener("pagehide", send);
}
