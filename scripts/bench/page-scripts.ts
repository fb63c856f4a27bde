// What script a public page costs a visitor, as the server sends it to a browser (Accept-Encoding: br, gzip): the
// files its HTML loads with the page, and those its loader starts on the first interaction
// (server/hydrate-on-intent.ts). Shared by bench:scripts and bench:lighthouse.
import http from "node:http";
import {
  deferredPayloadSource,
  deferredScriptSources,
  loadedScriptSources,
  PAYLOAD_PAGE_PARAMETER,
} from "../../server/hydrate-on-intent";

/** The budget of script a public page loads with itself, in KB (compressed, as sent; issue 37). */
export const SCRIPT_BUDGET_KB = 100;

const BROWSER_HEADERS = { "accept-encoding": "br, gzip" };

export interface ScriptSet {
  files: number;
  /** Bytes as sent (compressed), the sum over the files. */
  bytes: number;
}

export interface PageScripts {
  /** The `<script src>` the HTML loads as it arrives (not the `nomodule` polyfills). */
  withPage: ScriptSet;
  /** The scripts the loader starts on the visitor's first interaction, the page's payload included. */
  onInteraction: ScriptSet;
  /**
   * The web vitals collector the bootstrap loads once the page has loaded (components/site/site-boot.ts), whether
   * or not the visitor interacts: counted in the page's budget.
   */
  afterLoad: ScriptSet;
  /** The page's inline scripts (theme, bootstrap, loader), characters before compression. */
  inlineChars: number;
}

/** The body of `url` as the server sent it to a browser (not decoded), with its status. */
function sentBody(url: URL): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

async function scriptSet(origin: string, sources: string[]): Promise<ScriptSet> {
  let bytes = 0;
  for (const source of sources) {
    const { status, body } = await sentBody(new URL(source, origin));
    if (status !== 200) throw new Error(`${source} answered ${status}`);
    bytes += body.length;
  }
  return { files: sources.length, bytes };
}

export async function pageScripts(origin: string, pagePath: string): Promise<PageScripts> {
  const response = await fetch(`${origin}${pagePath}`, { headers: BROWSER_HEADERS });
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const html = await response.text();
  const withPage = loadedScriptSources(html);
  const payload = deferredPayloadSource(html);
  const onInteraction = [
    ...(payload ? [`${payload}?${PAYLOAD_PAGE_PARAMETER}=${encodeURIComponent(pagePath)}`] : []),
    ...deferredScriptSources(html).filter((src) => !withPage.includes(src)),
  ];
  const inlineChars = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>(.*?)<\/script>/gs)].reduce(
    (sum, [, text]) => sum + text!.length,
    0,
  );
  // The bootstrap's options, inline JSON: `"webVitals":{"script":"/web-vitals.js?v=…"`.
  const afterLoad = [...html.matchAll(/"webVitals":\{"script":"([^"]+)"/g)].map(([, src]) => src!);
  return {
    withPage: await scriptSet(origin, withPage),
    onInteraction: await scriptSet(origin, onInteraction),
    afterLoad: await scriptSet(origin, afterLoad),
    inlineChars,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
