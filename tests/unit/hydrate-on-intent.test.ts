// @vitest-environment jsdom
// server/hydrate-on-intent.ts: a shared page's startup scripts come out of its HTML and are started by a loader on the
// visitor's first interaction; a tap on a control that needs them, made before, is made again once React hydrated.
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { CONTROL_READY, NEEDS_SCRIPTS_ATTRIBUTE } from "@/lib/hydration";
import {
  INTENT_EVENTS,
  SCRIPTS_ON_INTENT_LOADER,
  SCRIPTS_STARTED_MARK,
  startScriptsOnFirstIntent,
  startupScriptSources,
} from "../../server/hydrate-on-intent";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const nextHead =
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>';
const nextBody =
  `<main>Bonjour <button type="button" ${NEEDS_SCRIPTS_ATTRIBUTE}="">Copier</button></main>` +
  '<script>self.__next_f.push([1,"payload"])</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/main.js" id="_R_" async=""></script>';
const STARTED = ["/_next/static/chunks/framework.js", "/_next/static/chunks/page.js", "/_next/static/chunks/main.js"];

describe("startScriptsOnFirstIntent", () => {
  test("takes every startup script and Next.js's preload of them out of the page, and leaves the rest", () => {
    const html = startScriptsOnFirstIntent(page(nextHead, nextBody));
    expect(html).not.toMatch(/<script src="[^"]+" [^>]*async=""/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
    expect(html).toContain('<script>self.__next_f.push([1,"payload"])</script>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  test("puts one loader at the end of the body, which lists the scripts in order with their ids", () => {
    const html = startScriptsOnFirstIntent(page(nextHead, nextBody));
    expect(html.match(/<script data-scripts-on-intent="">/g)).toHaveLength(1);
    expect(html.endsWith("</script></body></html>")).toBe(true);
    expect(startupScriptSources(html)).toEqual(STARTED);
    expect(startupScriptSources(page(nextHead, nextBody))).toEqual(STARTED);
  });

  test("leaves a page without Next.js's startup scripts as it is", () => {
    const other = page("<title>Autre</title>", "<p>Pas de scripts</p>");
    expect(startScriptsOnFirstIntent(other)).toBe(other);
    expect(startScriptsOnFirstIntent("<rss></rss>")).toBe("<rss></rss>");
  });
});

describe("the loader, in a browser", () => {
  // Each test's loader listens on the window; the next test's page must not have the last one's.
  const listeners: Parameters<typeof window.addEventListener>[] = [];
  const addEventListener = window.addEventListener;
  beforeEach(() => {
    window.addEventListener = (...args: Parameters<typeof window.addEventListener>) => {
      listeners.push(args);
      addEventListener.apply(window, args);
    };
  });
  afterEach(() => {
    window.addEventListener = addEventListener;
    for (const [type, listener, options] of listeners.splice(0)) window.removeEventListener(type, listener, options);
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  /** Renders the page's body and runs its loader as the browser would. */
  function load() {
    const html = startScriptsOnFirstIntent(page(nextHead, nextBody));
    document.body.innerHTML = /<body>(.*)<\/body>/s.exec(html)![1]!;
    const loader = document.querySelector(SCRIPTS_ON_INTENT_LOADER)!;
    new Function(loader.textContent!)();
    return () => [...document.head.querySelectorAll("script")].map((script) => [script.src, script.id]);
  }

  test("starts nothing until the visitor shows an intent, then every script once, in order, with its id", () => {
    const started = load();
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event("scroll"));
    expect(started()).toEqual(
      STARTED.map((src) => [`http://localhost:3000${src}`, src.endsWith("main.js") ? "_R_" : ""]),
    );
    expect(performance.getEntriesByName(SCRIPTS_STARTED_MARK)).toHaveLength(1);
    for (const type of INTENT_EVENTS) window.dispatchEvent(new Event(type));
    expect(started()).toHaveLength(3);
  });

  test("keeps a tap on a control that needs the scripts, made before it hydrated, and makes it again once it has", () => {
    load();
    const button = document.querySelector("button")!;
    const taps: boolean[] = [];
    button.addEventListener("click", (event) => taps.push(event.defaultPrevented));
    button.click();
    button.click();
    expect(taps).toEqual([]);
    // What components/site/use-needs-scripts.ts does once the control has hydrated.
    button.removeAttribute(NEEDS_SCRIPTS_ATTRIBUTE);
    button.dispatchEvent(new Event(CONTROL_READY, { bubbles: true }));
    expect(taps).toEqual([false]);
    button.click();
    expect(taps).toEqual([false, false]);
  });
});
