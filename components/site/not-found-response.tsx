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

async function RespondNotFound(): Promise<never> {
  notFound();
}
