import { expect, test } from "./helpers/test";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { COMPILE_HINT } from "../../server/compile-hints";
import { startupScriptSources } from "../../server/hydrate-on-intent";
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
