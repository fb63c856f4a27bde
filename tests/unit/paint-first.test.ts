// server/paint-first.ts: the startup scripts of a page Next.js rendered become preloads, started after the first paint.
import { describe, expect, test } from "vitest";
import {
  hydrateAfterFirstPaint,
  PAINT_WAIT_MS,
  SCRIPTS_RUN_MARK,
  SCRIPTS_STARTED_MARK,
  startupScriptSources,
} from "../../server/paint-first";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const nextHead =
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>';
const nextBody =
  "<main>Bonjour</main>" +
  '<script>self.__next_f.push([1,"payload"])</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/main.js" id="_R_" async=""></script>';

describe("hydrateAfterFirstPaint", () => {
  test("turns each startup script into a low-priority preload, in order, keeping the bootstrap script's id", () => {
    const html = hydrateAfterFirstPaint(page(nextHead, nextBody));
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" (?:id="[^"]*" )?async=""/);
    const preloads = [
      ...html.matchAll(
        /<link rel="preload" as="script" fetchpriority="low" href="([^"]+)" data-after-paint=""( data-id="[^"]*")?\/>/g,
      ),
    ];
    expect(preloads.map(([, href, id]) => [href, id ?? ""])).toEqual([
      ["/_next/static/chunks/framework.js", ""],
      ["/_next/static/chunks/page.js", ""],
      ["/_next/static/chunks/main.js", ' data-id="_R_"'],
    ]);
  });

  test("leaves the stylesheet, inline scripts and the nomodule polyfills as they were", () => {
    const html = hydrateAfterFirstPaint(page(nextHead, nextBody));
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
    expect(html).toContain('<script>self.__next_f.push([1,"payload"])</script>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  test("puts one loader at the end of the body, after every preload it starts, waiting at most PAINT_WAIT_MS", () => {
    const html = hydrateAfterFirstPaint(page(nextHead, nextBody));
    const loaders = [...html.matchAll(/<script>\(\(\)=>\{[\s\S]*?<\/script>/g)];
    expect(loaders).toHaveLength(1);
    const loader = loaders[0]!;
    expect(html.slice(loader.index! + loader[0].length)).toBe("</body></html>");
    expect(loader.index!).toBeGreaterThan(html.lastIndexOf('data-after-paint=""'));
    expect(loader[0]).toContain("first-contentful-paint");
    expect(loader[0]).toContain(`setTimeout(start,${PAINT_WAIT_MS})`);
    expect(loader[0]).toContain(JSON.stringify(SCRIPTS_STARTED_MARK));
    expect(loader[0]).toContain(JSON.stringify(SCRIPTS_RUN_MARK));
  });

  test("returns a page without Next.js startup scripts unchanged", () => {
    const other = page('<script src="https://example.com/widget.js" async=""></script>', "<p>Sans script</p>");
    expect(hydrateAfterFirstPaint(other)).toBe(other);
    expect(hydrateAfterFirstPaint("<rss></rss>")).toBe("<rss></rss>");
  });
});

describe("startupScriptSources", () => {
  const started = ["/_next/static/chunks/framework.js", "/_next/static/chunks/page.js", "/_next/static/chunks/main.js"];

  test("names the scripts a page starts, before and after the rewrite alike, without the nomodule polyfills", () => {
    expect(startupScriptSources(page(nextHead, nextBody))).toEqual(started);
    expect(startupScriptSources(hydrateAfterFirstPaint(page(nextHead, nextBody)))).toEqual(started);
  });
});
