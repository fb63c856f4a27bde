"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { visitorSessionId } from "./visitor-session";

/**
 * Reports every page view, client-side navigations included, with the page and where the visitor came from
 * (spec 'Visit tracking record'). The first report of a new visitor session is its visit. The pages stay static:
 * the server learns the visitor's place from this request, never from the page's.
 */
export function VisitTracker() {
  const pathname = usePathname();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    const referrer = previousPath.current ? `${window.location.origin}${previousPath.current}` : document.referrer || null;
    previousPath.current = pathname;
    fetch("/api/track-visit", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sessionId: visitorSessionId(), page: pathname, referrer }),
      keepalive: true,
    })
      .then((response) => {
        if (!response.ok) console.warn(`Visite non enregistrée (${response.status}).`);
      })
      .catch((error: unknown) => console.warn("Visite non enregistrée :", error));
  }, [pathname]);

  return null;
}
