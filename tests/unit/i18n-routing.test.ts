// The rewrite that brings French's unprefixed addresses to the [locale] segment (lib/i18n/routing.ts, next.config.ts):
// what it takes and what it leaves, matched the way Next.js's router matches it.
import { readdirSync } from "node:fs";
import path from "node:path";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import { type Locale, WRITTEN_LOCALES } from "@/lib/i18n/locales";
import { alternatePath, localizedPath, pageOfPath } from "@/lib/i18n/paths";
import { localeRedirects, localeRewrites, UNLOCALIZED_FILES, UNLOCALIZED_FOLDERS } from "@/lib/i18n/routing";
import { PAYLOAD_PATH } from "../../server/hydrate-on-intent";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A rule's source matched as Next.js's router matches it (resolve-routes: strict, unnamed groups dropped). */
const matcher = (source: string) => getPathMatch(source, { strict: true, removeUnnamedParams: true });

/** A rule's destination with the params its source matched, as Next.js writes it. */
const destination = (rule: { destination: string }, params: Record<string, string | string[]>) =>
  prepareDestination({ destination: rule.destination, params, query: {}, appendParamsToQuery: false }).parsedDestination
    .pathname;

/**
 * Where a request for `address` goes: each rule in turn, on what the previous ones wrote (resolve-routes), with the
 * languages served today or those given.
 */
function rewritten(address: string, locales?: readonly Locale[]): string {
  let pathname = address;
  for (const rule of localeRewrites(locales)) {
    const params = matcher(rule.source)(pathname);
    if (params) pathname = destination(rule, params);
  }
  return pathname;
}

/** Where a browser asking for `address` ends up, following the redirects; null when none applies. */
function redirected(address: string, locales?: readonly Locale[]): string | null {
  let pathname = address;
  for (let hops = 0; hops < 5; hops++) {
    const rule = localeRedirects(locales).find(({ source }) => matcher(source)(pathname));
    if (!rule) return pathname === address ? null : pathname;
    pathname = destination(rule, matcher(rule.source)(pathname) as Record<string, string>);
  }
  throw new Error(`${address}: a redirect loop`);
}

const NOT_SERVED = new Set(["[locale]", "fonts", "document.tsx", "globals.css", "global-error.tsx"]);

/** app/'s and public/'s entries that answer at addresses of their own, as folders (what is under them) and files. */
function servedEntries(): { folders: string[]; files: string[] } {
  const app = readdirSync(path.join(ROOT, "app"), { withFileTypes: true }).filter(({ name }) => !NOT_SERVED.has(name));
  return {
    folders: [
      ...app.filter((entry) => entry.isDirectory() && !entry.name.includes(".")).map(({ name }) => name),
      ...readdirSync(path.join(ROOT, "public")),
    ],
    files: app
      .filter((entry) => !entry.isDirectory() || entry.name.includes("."))
      .map(({ name }) => (name === "robots.ts" ? "robots.txt" : name)),
  };
}

describe("French at its unprefixed addresses", () => {
  it("leaves every address of app/ and public/ outside the visitor site where it is", () => {
    const { folders, files } = servedEntries();
    // The server's own folder too: the shared pages' payloads (server/hydrate-on-intent.ts).
    expect(UNLOCALIZED_FOLDERS).toEqual(expect.arrayContaining([...folders, PAYLOAD_PATH.split("/")[1]]));
    expect(UNLOCALIZED_FILES).toEqual(expect.arrayContaining(files));
    for (const folder of UNLOCALIZED_FOLDERS) expect(rewritten(`/${folder}/a/b`)).toBe(`/${folder}/a/b`);
    for (const file of UNLOCALIZED_FILES) expect(rewritten(`/${file}`)).toBe(`/${file}`);
  });

  it("takes the visitor site's addresses, however deep, to the French segment", () => {
    expect(rewritten("/")).toBe("/fr");
    expect(rewritten("/contact")).toBe("/fr/contact");
    expect(rewritten("/blog/sitemap/1.xml")).toBe("/fr/blog/sitemap/1.xml");
    expect(rewritten("/blog/categorie/design/page/2")).toBe("/fr/blog/categorie/design/page/2");
    // Only a whole first segment is left alone: a page whose name begins like one is the site's.
    expect(rewritten("/administration")).toBe("/fr/administration");
    expect(rewritten("/sitemaps")).toBe("/fr/sitemaps");
    expect(rewritten("/robots.txt/more")).toBe("/fr/robots.txt/more");
    // A folder's bare address names nothing: the site answers it (its 404, in its frame).
    expect(rewritten("/uploads")).toBe("/fr/uploads");
    expect(rewritten("/admin/dashboard")).toBe("/admin/dashboard");
    expect(rewritten("/_next/static/chunks/a.js")).toBe("/_next/static/chunks/a.js");
  });

  it("sends the French segment asked for by name back to the unprefixed address", () => {
    expect(redirected("/fr")).toBe("/");
    expect(redirected("/fr/blog/mon-article")).toBe("/blog/mon-article");
    expect(redirected("/france")).toBeNull();
  });

  it("built for French alone (NEXT_PUBLIC_SITE_LOCALES=fr), /en is a French address that names no page", () => {
    expect(rewritten("/en/privacy", ["fr"])).toBe("/fr/en/privacy");
    expect(redirected("/en/confidentialite", ["fr"])).toBeNull();
  });

  it("serves English by default: /en is English's, under its own words", () => {
    expect(rewritten("/en/privacy")).toBe("/en/confidentialite");
    expect(redirected("/en/confidentialite")).toBe("/en/privacy");
  });
});

describe("English under /en, with its own words", () => {
  const both = WRITTEN_LOCALES;
  const cases = [
    ["/", "/en", "/en"],
    ["/contact", "/en/contact", "/en/contact"],
    ["/services-detail", "/en/services-detail", "/en/services-detail"],
    ["/confidentialite", "/en/privacy", "/en/confidentialite"],
    ["/devis", "/en/quote", "/en/devis"],
    ["/newsletter/lien-invalide", "/en/newsletter/invalid-link", "/en/newsletter/lien-invalide"],
    ["/blog/recherche", "/en/blog/search", "/en/blog/recherche"],
    ["/blog/categorie/design/recherche/seo+local/page/2", "/en/blog/category/design/search/seo+local/page/2"],
    ["/projects/recherche/site", "/en/projects/search/site", "/en/projects/recherche/site"],
    // Content slugs are the content's: an article called "devis" keeps its name, and so does a category.
    ["/blog/devis", "/en/blog/devis", "/en/blog/devis"],
    ["/blog/categorie/recherche/recherche/x", "/en/blog/category/recherche/search/x"],
  ] as const;

  it("writes each page's address in English and takes it back to the route's French folder", () => {
    for (const [french, english, route = `/en${french}`] of cases) {
      expect(localizedPath(french, "en"), french).toBe(english);
      expect(pageOfPath(english), english).toEqual({ locale: "en", frenchPath: french });
      expect(pageOfPath(french), french).toEqual({ locale: "fr", frenchPath: french });
      expect(rewritten(english, both), english).toBe(route.replace(/\/$/, ""));
      expect(redirected(english, both), english).toBeNull();
    }
  });

  it("sends an English address written with a French word to its own", () => {
    for (const [french, english] of cases) {
      const mixed = `/en${french}`.replace(/\/$/, "");
      if (mixed !== english) expect(redirected(mixed, both), mixed).toBe(english);
    }
  });

  it("leaves French where it is and keeps a fragment or a query", () => {
    expect(localizedPath("/confidentialite#cookies", "fr")).toBe("/confidentialite#cookies");
    expect(localizedPath("/confidentialite#cookies", "en")).toBe("/en/privacy#cookies");
    expect(localizedPath("/blog/recherche?q=seo", "en")).toBe("/en/blog/search?q=seo");
    expect(localizedPath("https://example.com/devis", "en")).toBe("https://example.com/devis");
    expect(rewritten("/confidentialite", both)).toBe("/fr/confidentialite");
    expect(rewritten("/admin/messages", both)).toBe("/admin/messages");
  });

  it("gives the language switcher the same page in the other language, an article's with its slug (its page redirects)", () => {
    expect(alternatePath("/confidentialite", "en")).toBe("/en/privacy");
    expect(alternatePath("/en/privacy", "fr")).toBe("/confidentialite");
    expect(alternatePath("/en/blog/category/design/page/2", "fr")).toBe("/blog/categorie/design/page/2");
    expect(alternatePath("/", "en")).toBe("/en");
    expect(alternatePath("/en", "fr")).toBe("/");
    expect(alternatePath("/blog/mon-article", "en")).toBe("/en/blog/mon-article");
    expect(alternatePath("/en/blog/my-article", "fr")).toBe("/blog/my-article");
    expect(alternatePath("/en/projects/12", "fr")).toBe("/projects/12");
    expect(alternatePath("/projects/page/2", "en")).toBe("/en/projects/page/2");
    expect(alternatePath("/about", "fr")).toBe("/about");
  });
});
