import { readCountLabel } from "@/lib/blog/rules";
import { afterLoadWhenIdle, siteBoot, type SiteBootOptions } from "./site-boot";
import { sendVisitReport, visitorSession } from "./visitor-session";

/** The source text of the page's bootstrap (components/site/site-boot.ts), with the functions it calls. */
export function siteBootSource(options: SiteBootOptions): string {
  return `(${siteBoot})(${JSON.stringify(options)},${visitorSession},${sendVisitReport},${readCountLabel},${afterLoadWhenIdle})`;
}

/** The page's bootstrap script, inline at the end of the site's frame. */
export function SiteBootScript(options: SiteBootOptions) {
  return <script dangerouslySetInnerHTML={{ __html: siteBootSource(options) }} />;
}
