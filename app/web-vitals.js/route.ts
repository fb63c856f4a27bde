import { collectorScript } from "@/lib/web-vitals/collector";

/**
 * The visitor pages' Core Web Vitals collector (components/site/web-vitals.ts), which their bootstrap loads once the
 * page has loaded. Its address carries its version: cached for a year.
 */
export function GET() {
  return new Response(collectorScript().source, {
    headers: {
      "Content-Type": "application/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
