// Serial: publishing changes the first page of /blog, the feed and the sitemap, which the public site's tests read while
// the other tests run.
import { categorySlug } from "@/lib/list-views";
import { rawRequest } from "../../scripts/raw-http";
import { createCategory } from "./helpers/admin-blog";
import { signIn } from "./helpers/auth";
import { insertPost } from "./helpers/content";
import { e2eStack } from "./helpers/stack";
import { expect, test } from "./helpers/test";

/**
 * How Next.js answered (the server's memory answers with the state Next.js gave): HIT from its cache, MISS when it
 * rendered the page for this request.
 */
async function nextCacheState(path: string): Promise<{ state: unknown; text: string; status: number }> {
  const sent = await rawRequest(`${e2eStack().baseURL}${path}`);
  return { state: sent.headers["x-nextjs-cache"], text: sent.body.toString(), status: sent.status };
}

/** Until Next.js answers the page from its cache (HIT): a page rendered a minute ago answers STALE once first. */
async function cachedInNext(path: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { state, text } = await nextCacheState(path);
    if (state === "HIT") return text;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} is never answered from Next.js's cache`);
}

test("a publish expires its article's page and the lists it appears on, and leaves an unrelated article's cached page in place", async ({
  request,
}) => {
  const category = await createCategory();
  const unrelated = await insertPost({ title: `Article sans rapport ${Date.now()}` });
  const draft = await insertPost({ published: false, categoryName: category.name });
  const categoryPage = `/blog/categorie/${categorySlug(category.name)}`;

  // Both pages in Next.js's cache before the publish: the unrelated article, and /blog without the draft.
  const unrelatedBefore = await cachedInNext(`/blog/${unrelated.slug}`);
  expect(unrelatedBefore).toContain(unrelated.title);
  expect(await cachedInNext("/blog")).not.toContain(`href="/blog/${draft.slug}"`);
  expect((await nextCacheState(`/blog/${draft.slug}`)).status, "a draft is not public").toBe(404);

  await signIn(request);
  const post = await (await request.get(`/api/blog-posts/${draft.id}?admin=true`)).json();
  const saved = await request.put(`/api/blog-posts/${draft.id}`, {
    data: { ...post, published: true },
    headers: { Origin: e2eStack().baseURL },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // Its article, the first page of the blog and of its category, the feed and the sitemap show it at once…
  const article = await nextCacheState(`/blog/${draft.slug}`);
  expect(article.status).toBe(200);
  expect(article.text).toContain(draft.title);
  const blog = await nextCacheState("/blog");
  expect(blog.state, "rendered again for this request").toBe("MISS");
  expect(blog.text).toContain(`href="/blog/${draft.slug}"`);
  expect((await nextCacheState(categoryPage)).text).toContain(`href="/blog/${draft.slug}"`);
  expect((await nextCacheState("/blog/rss.xml")).text).toContain(`/blog/${draft.slug}</link>`);
  expect((await nextCacheState("/blog/sitemap/1.xml")).text).toContain(`/blog/${draft.slug}</loc>`);

  // …and the unrelated article's page is still the one Next.js had cached: not rendered again.
  const unrelatedAfter = await nextCacheState(`/blog/${unrelated.slug}`);
  expect(unrelatedAfter.state, "still in Next.js's cache").toBe("HIT");
  expect(unrelatedAfter.text).toBe(unrelatedBefore);
});
