"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/** The page a link leads to (path and #fragment), when it is a page of this site that the router can load. */
function sitePageLink(target: EventTarget | null): { path: string; hash: string } | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return null;
  if (anchor.target === "_blank" || anchor.hasAttribute("download")) return null;
  // Files (feed, sitemap, images) and the API are not pages.
  if (/\.\w+$/.test(anchor.pathname) || anchor.pathname.startsWith("/api/")) return null;
  return { path: anchor.pathname + anchor.search, hash: anchor.hash };
}

function isCurrentPage(path: string): boolean {
  return path === window.location.pathname + window.location.search;
}

/** A plain left click, which the visitor means to open in this tab. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * What next/link does for each link, done once for the whole site so that the visitor pages' links are plain
 * anchors with nothing to hydrate: a link to a page of the site is followed by the client router (no full reload),
 * and the page behind it is prefetched as soon as the visitor shows the intent to follow it (pointer over, touch,
 * keyboard focus) rather than when it scrolls into view, which on a phone would spend the first seconds
 * downloading the pages behind every visible link.
 */
export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const requested = new Set<string>();
    const onIntent = (event: Event) => {
      const path = sitePageLink(event.target)?.path;
      if (!path || isCurrentPage(path) || requested.has(path)) return;
      requested.add(path);
      router.prefetch(path);
    };
    const onClick = (event: MouseEvent) => {
      const link = isPlainClick(event) ? sitePageLink(event.target) : null;
      // A link to a place on the current page is the browser's to follow.
      if (!link || (link.hash && isCurrentPage(link.path))) return;
      event.preventDefault();
      router.push(link.path + link.hash);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    document.addEventListener("click", onClick);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
      document.removeEventListener("click", onClick);
    };
  }, [router]);
  return null;
}
