import { expect, test } from "./helpers/test";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { COMPILE_HINT } from "../../server/compile-hints";
import { deferredPayloadSource, startupScriptSources } from "../../server/hydrate-on-intent";
import { e2eStack } from "./helpers/stack";

const { baseURL } = e2eStack();

test("every script a page runs as it loads starts with V8's compile hint (server/compile-hints.ts)", async ({
  request,
}) => {
  for (const path of ["/", "/services", "/blog", `/blog/${SAMPLE_BLOG_POSTS[0]!.slug}`, "/admin/login"]) {
    const html = await (await request.get(`${baseURL}${path}`)).text();
    // Not the nomodule polyfills (browsers that run them do not know the hint); the public pages' scripts are
    // started by the loader on the first interaction (server/hydrate-on-intent.ts).
    const scripts = startupScriptSources(html);
    expect(scripts.length, path).toBeGreaterThan(4);
    for (const script of scripts) {
      const source = await (await request.get(`${baseURL}${script}`)).text();
      expect(source.startsWith(COMPILE_HINT), `${path}: ${script}`).toBe(true);
    }
  }
});

test("a shared page's RSC payload is not in its HTML but a script of its own, named by its content, kept for good", async ({
  request,
}) => {
  for (const path of ["/", "/contact", `/blog/${SAMPLE_BLOG_POSTS[0]!.slug}`]) {
    const html = await (await request.get(`${baseURL}${path}`)).text();
    expect(html, path).not.toContain("self.__next_f");
    const source = deferredPayloadSource(html);
    expect(source, path).toBeDefined();
    const payload = await request.get(`${baseURL}${source}?page=${encodeURIComponent(path)}`, {
      headers: { "accept-encoding": "br" },
    });
    expect(payload.status(), path).toBe(200);
    expect(payload.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    // (With `s-maxage=1` while its quick compression is sent: server/shared-responses.ts.)
    expect(payload.headers()["cache-control"]).toMatch(/^public, max-age=31536000, immutable\b/);
    expect(payload.headers()["content-encoding"]).toBe("br");
    // What Next.js wrote into the page, in its order: the array made first, then the payload's chunks.
    const code = await payload.text();
    expect(code.startsWith("(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"), path).toBe(true);
    const again = await request.get(`${baseURL}${source}`, {
      headers: { "accept-encoding": "br", "if-none-match": payload.headers().etag! },
    });
    expect(again.status()).toBe(304);
  }
  // A version no instance renders any more: a 404 with the site's headers, like every answer.
  const gone = await request.get(`${baseURL}/_payload/${"A".repeat(22)}.js?page=%2F`);
  expect(gone.status()).toBe(404);
  expect(gone.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(gone.headers()["x-content-type-options"]).toBe("nosniff");
});
