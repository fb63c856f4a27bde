"use client";

import { lazy, Suspense } from "react";
import type { PageErrorProps } from "@/components/site/page-error";

// An error boundary's module is among the scripts every page runs as it loads, though it is seldom shown: its view
// (layout, links, icons, button styles) is fetched only when a page fails. Each kilobyte a page loads before its first
// frame counts toward its simulated load time in Lighthouse (docs/benchmarks/lighthouse.md).
const PageErrorView = lazy(() =>
  import("@/components/site/page-error").then(({ PageError }) => ({ default: PageError })),
);

/** PageError, loaded when it is first shown. */
export function LazyPageError(props: PageErrorProps) {
  return (
    <Suspense fallback={null}>
      <PageErrorView {...props} />
    </Suspense>
  );
}
