"use client";

import { useEffect, useState } from "react";
import { readCountLabel } from "@/lib/blog/rules";
import { visitorSessionId } from "./visitor-session";

/**
 * The article's view count. The page is static: the browser reports the view (counted once per visitor session,
 * never for bots, by the server) and shows the count the server answers.
 */
export function ArticleViewCounter({ slug, initialCount }: { slug: string; initialCount: number }) {
  const [count, setCount] = useState(initialCount);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/blog-posts/by-slug/${encodeURIComponent(slug)}/view`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sessionId: visitorSessionId() }),
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { viewCount?: unknown } | null) => {
        if (typeof body?.viewCount === "number") setCount(body.viewCount);
      })
      .catch(() => {
        // The count on the page stays as rendered.
      });
    return () => controller.abort();
  }, [slug]);
  return <span data-testid="view-count">{readCountLabel(count)}</span>;
}
