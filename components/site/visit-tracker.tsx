"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { afterLoadWhenIdle } from "./after-load";
import { visitorSession, visitorSessionId } from "./visitor-session";

/**
 * Reports every page view, client-side navigations included, with the page and where the visitor came from
 * (spec 'Visit tracking record'). The first report of a new visitor session is its visit. The pages stay static:
 * the server learns the visitor's place from this request, never from the page's. The report of the page the
 * visitor arrives on waits until that page has loaded (or is left, if sooner), so as not to compete with it.
 */
export function VisitTracker() {
  const pathname = usePathname();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    const referrer = previousPath.current
      ? `${window.location.origin}${previousPath.current}`
      : document.referrer || null;
    previousPath.current = pathname;
    // The address's query string goes too: the server keeps its UTM parameters only (a request's source).
    const report = { sessionId: visitorSessionId(), page: pathname + window.location.search, referrer };
    if (document.readyState === "complete") {
      sendVisitReport(report);
      return;
    }
    // Not cancelled when the effect is cleaned up: a visitor who moves on before `load` still made this visit.
    let sent = false;
    const sendOnce = () => {
      if (sent) return;
      sent = true;
      window.removeEventListener("pagehide", sendOnce);
      sendVisitReport(report);
    };
    afterLoadWhenIdle(sendOnce);
    window.addEventListener("pagehide", sendOnce);
  }, [pathname]);

  return null;
}

/**
 * Spec (Visitor session id): the quote modal also creates the session id when it is first opened, and creating it
 * triggers one visit report: on a page whose id was removed since it loaded, or one without the tracker.
 */
export function startVisitorSession(): void {
  const session = visitorSession();
  if (!session.created) return;
  sendVisitReport({
    sessionId: session.id,
    page: window.location.pathname + window.location.search,
    referrer: document.referrer || null,
  });
}

function sendVisitReport(report: { sessionId: string; page: string; referrer: string | null }) {
  fetch("/api/track-visit", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(report),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`Visite non enregistrée (${response.status}).`);
    })
    .catch((error: unknown) => console.warn("Visite non enregistrée :", error));
}
