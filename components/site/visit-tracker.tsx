"use client";

// A client component because a client-side navigation changes the page without loading one: React alone sees it.
import { useEffect, useRef } from "react";
import { sendVisitReport, visitorSession } from "./visitor-session";
import { usePagePath } from "./use-page-path";

/**
 * Reports the page views of client-side navigations, with the page the visitor came from (spec 'Visit tracking
 * record'). The page the visitor arrived on is reported by the page's bootstrap script (site-boot.ts), with or
 * without React, as is the page of an id created meanwhile.
 */
export function VisitTracker() {
  const pathname = usePagePath();
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    const referrer = `${window.location.origin}${previousPath.current}`;
    previousPath.current = pathname;
    const session = visitorSession();
    // The address's query string goes too: the server keeps its UTM parameters only (a request's source).
    if (!session.created) sendVisitReport({ sessionId: session.id, page: pathname + window.location.search, referrer });
  }, [pathname]);

  return null;
}
