// @vitest-environment jsdom
// server/hydrate-on-intent.ts: a shared page's startup scripts and its RSC payload come out of its HTML and are started
// by a loader on the visitor's first interaction; a tap on a control that needs them, made before, is made again once
// React hydrated.
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { CONTROL_READY, NEEDS_SCRIPTS_ATTRIBUTE } from "@/lib/hydration";
import { bodyHash } from "../../server/encodings";
import {
  deferredPayloadSource,
  INTENT_EVENTS,
  PAYLOAD_PATH,
  payloadHashOf,
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
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
  '<script>self.__next_f.push([1,"0:[\\"$\\",\\"main\\",null,{\\"children\\":\\"\\u003cBonjour\\u003e\\"}]\\n"])</script>' +
  '<script>try{var k="theme"}catch(e){}</script>' +
  '<script>self.__next_f.push([1,"1:null\\n"])</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/main.js" id="_R_" async=""></script>';
const STARTED = ["/_next/static/chunks/framework.js", "/_next/static/chunks/page.js", "/_next/static/chunks/main.js"];

describe("startScriptsOnFirstIntent", () => {
  test("takes every startup script, Next.js's preload of them and the payload out of the page, and leaves the rest", () => {
    const { html } = startScriptsOnFirstIntent(page(nextHead, nextBody));
    expect(html).not.toMatch(/<script src="[^"]+" [^>]*async=""/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain("__next_f");
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
    expect(html).toContain('<script>try{var k="theme"}catch(e){}</script>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  test("makes the payload a script of its own, in order, named by its hash", () => {
    const { html, payload } = startScriptsOnFirstIntent(page(nextHead, nextBody));
    const code = payload!.body.toString();
    expect(code.split(";\n")).toEqual([
      "(self.__next_f=self.__next_f||[]).push([0])",
      'self.__next_f.push([1,"0:[\\"$\\",\\"main\\",null,{\\"children\\":\\"\\u003cBonjour\\u003e\\"}]\\n"])',
      'self.__next_f.push([1,"1:null\\n"])',
    ]);
    expect(payload!.hash).toBe(bodyHash(payload!.body));
    expect(deferredPayloadSource(html)).toBe(`${PAYLOAD_PATH}${payload!.hash}.js`);
    expect(payloadHashOf(`${PAYLOAD_PATH}${payload!.hash}.js?page=%2Fblog`)).toBe(payload!.hash);
    expect(payloadHashOf(`${PAYLOAD_PATH}../x.js`)).toBeUndefined();
    // What the browser does with it.
    const window = {} as { __next_f?: unknown[] };
    new Function("self", code)(window);
    expect(window.__next_f).toEqual([[0], [1, '0:["$","main",null,{"children":"<Bonjour>"}]\n'], [1, "1:null\n"]]);
  });

  test("puts one loader at the end of the body, which lists the scripts in order with their ids", () => {
    const { html } = startScriptsOnFirstIntent(page(nextHead, nextBody));
    expect(html.match(/<script data-scripts-on-intent="">/g)).toHaveLength(1);
    expect(html.endsWith("</script></body></html>")).toBe(true);
    expect(startupScriptSources(html)).toEqual(STARTED);
    expect(startupScriptSources(page(nextHead, nextBody))).toEqual(STARTED);
  });

  test("leaves a page without Next.js's startup scripts as it is", () => {
    const other = page("<title>Autre</title>", "<p>Pas de scripts</p>");
    expect(startScriptsOnFirstIntent(other)).toEqual({ html: other });
    expect(startScriptsOnFirstIntent("<rss></rss>")).toEqual({ html: "<rss></rss>" });
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
    const { html } = startScriptsOnFirstIntent(page(nextHead, nextBody));
    document.body.innerHTML = /<body>(.*)<\/body>/s.exec(html)![1]!;
    const loader = document.querySelector(SCRIPTS_ON_INTENT_LOADER)!;
    new Function(loader.textContent!)();
    return () => [...document.head.querySelectorAll("script")].map((script) => [script.src, script.id]);
  }

  const payloadScript = () => document.head.querySelector<HTMLScriptElement>(`script[src*="${PAYLOAD_PATH}"]`)!;

  test("starts nothing until the visitor shows an intent, then the payload, then every script once, in order, with its id", () => {
    const started = load();
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event("scroll"));
    expect(performance.getEntriesByName(SCRIPTS_STARTED_MARK)).toHaveLength(1);
    // The payload first, named with the page it belongs to; the scripts download meanwhile.
    expect(started()).toHaveLength(1);
    expect(new URL(payloadScript().src).searchParams.get("page")).toBe(location.pathname + location.search);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((link) => new URL(link.href).pathname)).toEqual(STARTED);
    payloadScript().dispatchEvent(new Event("load"));
    expect(started().slice(1)).toEqual(
      STARTED.map((src) => [`http://localhost:3000${src}`, src.endsWith("main.js") ? "_R_" : ""]),
    );
    for (const type of INTENT_EVENTS) window.dispatchEvent(new Event(type));
    expect(started()).toHaveLength(4);
  });

  test("starts no script when the payload cannot be had: the page stays as the server wrote it", () => {
    const started = load();
    window.dispatchEvent(new Event("pointerdown"));
    payloadScript().dispatchEvent(new Event("error"));
    expect(started()).toHaveLength(1);
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
