import { notFound } from "next/navigation";
import { Suspense, type ReactNode } from "react";

/**
 * Answers 404 with `children` (the not-found view) in the server's HTML. A page that calls notFound() itself gets
 * an empty document from Next.js 16, the view appearing only once the scripts have run (vercel/next.js#98954).
 * Thrown inside a Suspense boundary, notFound() still sets the status and the boundary's fallback, the view, is
 * rendered on the server. In the browser the segment's not-found.tsx, which draws the same view, takes over.
 */
export function NotFoundResponse({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <RespondNotFound />
    </Suspense>
  );
}

/**
 * The digest of Next.js's notFound() error (next/dist/client/components/not-found.js). The browser renders the boundary
 * above again itself, having the server's fallback, and React reports that as a recoverable error carrying this
 * digest (#419, 'The server could not finish this Suspense boundary'), at the next update of the page (a navigation,
 * the quote modal opening). The page's bootstrap script silences that one report (components/site/site-boot.ts):
 * nothing failed, as Next.js silences the same report for its own deliberate fallbacks (next/dynamic without SSR).
 */
export const NOT_FOUND_DIGEST = "NEXT_HTTP_ERROR_FALLBACK;404";

async function RespondNotFound(): Promise<never> {
  notFound();
}
