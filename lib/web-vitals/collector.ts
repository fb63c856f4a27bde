import "server-only";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { collectWebVitals } from "@/components/site/web-vitals";

/** Google's web-vitals, standard build, as an IIFE that defines the global `webVitals`. */
const WEB_VITALS_BUILD = path.join(process.cwd(), "node_modules/web-vitals/dist/web-vitals.iife.js");

/** Where the page's bootstrap loads the collector from (app/web-vitals.js/route.ts). */
const COLLECTOR_PATH = "/web-vitals.js";

/** Where the collector's reports go (app/api/web-vitals/route.ts). */
const BEACON_ENDPOINT = "/api/web-vitals";

let script: { source: string; version: string } | undefined;

/** The collector's script: web-vitals, then the collector started with it; read once per process. */
export function collectorScript(): { source: string; version: string } {
  if (!script) {
    const source = `${readFileSync(WEB_VITALS_BUILD, "utf8")}\n;(${collectWebVitals})(webVitals,${JSON.stringify(BEACON_ENDPOINT)});\n`;
    script = { source, version: createHash("sha256").update(source).digest("base64url").slice(0, 12) };
  }
  return script;
}

/** The collector's address, versioned by its content: it is cached for a year. */
export function collectorScriptAddress(): string {
  return `${COLLECTOR_PATH}?v=${collectorScript().version}`;
}
