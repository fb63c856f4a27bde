"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/** The page a link leads to, when it is a page of this site that the router can prefetch. */
function prefetchablePath(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return null;
  if (anchor.target === "_blank" || anchor.hasAttribute("download")) return null;
  // Files (feed, sitemap, images) and the API are not pages.
  if (/\.\w+$/.test(anchor.pathname) || anchor.pathname.startsWith("/api/")) return null;
  const path = anchor.pathname + anchor.search;
  return path === window.location.pathname + window.location.search ? null : path;
}

/**
 * Prefetches the page behind a link as soon as the visitor shows the intent to follow it (pointer over, touch,
 * keyboard focus): one listener for the whole site, used with SiteLink's prefetch={false}.
 */
export function PrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    const requested = new Set<string>();
    const onIntent = (event: Event) => {
      const path = prefetchablePath(event.target);
      if (!path || requested.has(path)) return;
      requested.add(path);
      router.prefetch(path);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}
