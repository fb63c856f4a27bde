// The rewrite that brings French's unprefixed addresses to the [locale] segment (lib/i18n/routing.ts, next.config.ts):
// what it takes and what it leaves, matched the way Next.js's router matches it.
import { readdirSync } from "node:fs";
import path from "node:path";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { describe, expect, it } from "vitest";
import { localeRedirects, localeRewrites, UNLOCALIZED_FILES, UNLOCALIZED_FOLDERS } from "@/lib/i18n/routing";
import { PAYLOAD_PATH } from "../../server/hydrate-on-intent";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A rule's source matched as Next.js's router matches it (resolve-routes: strict, unnamed groups dropped). */
const matcher = (source: string) => getPathMatch(source, { strict: true, removeUnnamedParams: true });

/** Where a request for `address` goes: each rule in turn, on what the previous ones wrote (resolve-routes). */
function rewritten(address: string): string {
  let pathname = address;
  for (const rule of localeRewrites()) {
    const params = matcher(rule.source)(pathname);
    if (params) pathname = rule.destination.replace(":path", params.path ?? "");
  }
  return pathname;
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
    const [home, pages] = localeRedirects();
    expect(matcher(home!.source)("/fr")).toEqual({});
    expect(matcher(pages!.source)("/fr/blog/mon-article")).toEqual({ path: ["blog", "mon-article"] });
    expect(matcher(pages!.source)("/france")).toBe(false);
  });
});
