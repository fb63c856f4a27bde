import zlib from "node:zlib";
import { type APIRequestContext, expect, test } from "./helpers/test";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { rawRequest } from "../../scripts/raw-http";
import { bodyHash, MIN_COMPRESSED_SIZE } from "../../server/encodings";
import { signIn } from "./helpers/auth";
import { insertPost } from "./helpers/content";
import { sharedResponseEvents } from "./helpers/shared-responses";
import { e2eStack } from "./helpers/stack";

const { baseURL } = e2eStack();

/**
 * The stylesheet and scripts the HTML of `/` references: in its tags, and in the list of the loader that starts the
 * scripts on the visitor's first interaction (server/hydrate-on-intent.ts).
 */
async function homeAssets(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get(`${baseURL}/`)).text();
  const assets = [...html.matchAll(/"(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(assets.length).toBeGreaterThan(4);
  return [...new Set(assets)];
}

/** A response's status, headers and bytes as sent: Playwright's request and fetch would decode them. */
const rawGet = (path: string, headers: Record<string, string>, method = "GET") =>
  rawRequest(`${baseURL}${path}`, headers, method);

test("the build's scripts and stylesheet are sent precompressed, Brotli first, the same bytes as uncompressed, cacheable for a year", async ({
  request,
}) => {
  const assets = await homeAssets(request);
  let precompressed = 0;
  for (const asset of assets) {
    const plain = await rawGet(asset, { "accept-encoding": "identity" });
    expect(plain.status, asset).toBe(200);
    expect(plain.headers["content-encoding"], asset).toBeUndefined();
    if (plain.body.length < MIN_COMPRESSED_SIZE) {
      expect(
        (await rawGet(asset, { "accept-encoding": "br" })).headers["content-encoding"],
        `${asset} is too small to gain`,
      ).toBeUndefined();
      continue;
    }
    precompressed++;

    const brotli = await rawGet(asset, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(brotli.headers["content-encoding"], asset).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body), asset).toBe(true);
    // Compressed at the build, at Brotli's highest quality: no larger than quality 11 makes it now.
    const quality11 = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(brotli.body.length, asset).toBeLessThanOrEqual(quality11.length);
    expect(brotli.headers).toMatchObject({
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    });
    expect(brotli.headers["content-type"], asset).toMatch(
      asset.endsWith(".css") ? /^text\/css/ : /^application\/javascript/,
    );

    const gzip = await rawGet(asset, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"], asset).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(plain.body), asset).toBe(true);
    expect(gzip.body.length, asset).toBeLessThanOrEqual(zlib.gzipSync(plain.body, { level: 9 }).length);

    const revalidated = await rawGet(asset, { "accept-encoding": "br", "if-none-match": String(brotli.headers.etag) });
    expect(revalidated.status, asset).toBe(304);
    expect(revalidated.body.length).toBe(0);
  }
  expect(precompressed).toBeGreaterThan(assets.length / 2);
});

test("pages and API answers are compressed with Brotli when the client accepts it, gzip otherwise", async () => {
  for (const path of ["/", "/blog", "/api/projects?limit=2", "/page-inexistante"]) {
    const brotli = await rawGet(path, { "accept-encoding": "gzip, br" });
    const gzip = await rawGet(path, { "accept-encoding": "gzip" });
    expect(brotli.headers["content-encoding"], path).toBe("br");
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    const text = zlib.brotliDecompressSync(brotli.body).toString();
    expect(zlib.gunzipSync(gzip.body).toString(), path).toBe(text);
    if (path.startsWith("/api")) expect(JSON.parse(text)).toHaveLength(2);
    else expect(text.trimEnd().endsWith("</html>"), path).toBe(true);
  }
});

/** A body as sent with `contentEncoding`, decoded. */
function decoded(body: Buffer, contentEncoding: unknown): Buffer {
  if (contentEncoding === "br") return zlib.brotliDecompressSync(body);
  if (contentEncoding === "gzip") return zlib.gunzipSync(body);
  expect(contentEncoding, "an encoding the server does not send").toBeUndefined();
  return body;
}

/** The answers every visitor shares: pages, an RSC payload (client navigation), the feed, the sitemap, the public API. */
const SHARED: { path: string; headers?: Record<string, string> }[] = [
  { path: "/" },
  { path: "/blog" },
  { path: "/projects" },
  { path: "/blog?_rsc", headers: { rsc: "1" } },
  { path: "/blog/rss.xml" },
  { path: "/sitemap.xml" },
  { path: "/api/projects?limit=2" },
];

test("each encoding of a shared answer decodes to the same bytes, with an ETag of its own, its length and Vary: Accept-Encoding", async () => {
  for (const { path, headers = {} } of SHARED) {
    // A page re-rendered by Next.js between two requests may change: the whole comparison is retried then.
    await expect(async () => {
      const plain = await rawGet(path, headers);
      expect(plain.status, path).toBe(200);
      const compressible = plain.body.length >= MIN_COMPRESSED_SIZE;
      const etags = new Map<string, unknown>();
      for (const [acceptEncoding, expected] of [
        [undefined, undefined],
        ["identity", undefined],
        ["gzip", "gzip"],
        ["br;q=0, gzip", "gzip"],
        ["gzip, deflate, br, zstd", "br"],
        ["*", "br"],
      ] as const) {
        const what = `${path} with Accept-Encoding ${acceptEncoding}`;
        const sent = await rawGet(path, {
          ...headers,
          ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
        });
        expect(sent.status, what).toBe(200);
        expect(sent.headers["content-encoding"], what).toBe(compressible ? expected : undefined);
        expect(Number(sent.headers["content-length"]), what).toBe(sent.body.length);
        expect(String(sent.headers.vary), what).toMatch(/(^|, )Accept-Encoding$/i);
        expect(decoded(sent.body, sent.headers["content-encoding"]).equals(plain.body), what).toBe(true);
        const encoding = String(sent.headers["content-encoding"] ?? "identity");
        expect(sent.headers.etag, what).toMatch(/^"[\w-]+"$/);
        expect(etags.get(encoding) ?? sent.headers.etag, `${what}: the same ETag as before in ${encoding}`).toBe(
          sent.headers.etag,
        );
        etags.set(encoding, sent.headers.etag);
      }
      expect(new Set(etags.values()).size, `${path}: one ETag per representation`).toBe(etags.size);
    }).toPass({ timeout: 20_000 });
  }
});

test("If-None-Match with the ETag of the representation answers 304 without a body; another encoding's ETag does not", async () => {
  for (const path of ["/", "/blog/rss.xml"]) {
    await expect(async () => {
      const brotli = await rawGet(path, { "accept-encoding": "br" });
      const etag = String(brotli.headers.etag);
      const revalidated = await rawGet(path, { "accept-encoding": "br", "if-none-match": etag });
      expect(revalidated.status, path).toBe(304);
      expect(revalidated.body.length, path).toBe(0);
      expect(revalidated.headers.etag, path).toBe(etag);
      expect(revalidated.headers["cache-control"], path).toBe(brotli.headers["cache-control"]);
      expect(String(revalidated.headers.vary), path).toMatch(/Accept-Encoding/);
      const otherEncoding = await rawGet(path, { "accept-encoding": "gzip", "if-none-match": etag });
      expect(otherEncoding.status, path).toBe(200);
      expect(otherEncoding.headers["content-encoding"], path).toBe("gzip");
    }).toPass({ timeout: 20_000 });
  }
});

test("HEAD answers the headers of the GET, without a body", async () => {
  for (const acceptEncoding of ["br, gzip", "identity"]) {
    await expect(async () => {
      const get = await rawGet("/projects", { "accept-encoding": acceptEncoding });
      const head = await rawGet("/projects", { "accept-encoding": acceptEncoding }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ["content-type", "content-encoding", "content-length", "etag", "vary", "cache-control"])
        expect(head.headers[name], `${name} with ${acceptEncoding}`).toBe(get.headers[name]);
    }).toPass({ timeout: 20_000 });
  }
});

test("a shared page is compressed once per encoding and effort: later requests get the same bytes without compressing again", async () => {
  const article = await insertPost();
  const path = `/blog/${article.slug}`;
  const compressions = (hash: string) =>
    sharedResponseEvents()
      .flatMap((event) => (event.event === "compressed" && event.hash === hash ? [event] : []))
      .map((event) => `${event.encoding}:${event.effort}`)
      .sort();
  // Other tests' edits may have Next.js render the page again meanwhile (new bytes, a new hash): then it is retried.
  await expect(async () => {
    // The first request of each encoding gets a quick compression; the best one is made in the background, once the
    // quick bytes have been sent again (server/shared-responses.ts, BEST_COMPRESSION_DELAY_MS).
    const first = await rawGet(path, { "accept-encoding": "br, gzip" });
    expect(first.status).toBe(200);
    const html = decoded(first.body, first.headers["content-encoding"]);
    expect(html.toString()).toContain(article.title);
    const hash = bodyHash(html);
    expect(first.headers["cache-control"], "a proxy keeps the quick bytes a second").toMatch(/^s-maxage=1,/);
    expect(decoded((await rawGet(path, { "accept-encoding": "gzip" })).body, "gzip").equals(html)).toBe(true);
    // Sent again: worth the best compression (a body asked for once is not).
    for (const acceptEncoding of ["br", "gzip"]) await rawGet(path, { "accept-encoding": acceptEncoding });
    await expect.poll(() => compressions(hash), { timeout: 10_000 }).toContain("gzip:best");
    await expect.poll(() => compressions(hash), { timeout: 10_000 }).toContain("br:best");

    const best = await rawGet(path, { "accept-encoding": "br, gzip" });
    expect(best.body.length, "the best Brotli is smaller than the quick one").toBeLessThan(first.body.length);
    expect(best.headers["cache-control"], "and the best ones the page's lifetime").toMatch(/^s-maxage=60,/);
    for (let request = 0; request < 3; request++) {
      const brotli = await rawGet(path, { "accept-encoding": "br, gzip" });
      expect(brotli.body.equals(best.body), "the same Brotli bytes").toBe(true);
      const gzip = await rawGet(path, { "accept-encoding": "gzip" });
      expect(decoded(gzip.body, gzip.headers["content-encoding"]).equals(html)).toBe(true);
    }
    expect(compressions(hash), "one compression per encoding and effort").toEqual([
      "br:best",
      "br:quick",
      "gzip:best",
      "gzip:quick",
    ]);
    // Kept in memory: answered without Next.js until its version changes.
    const events = sharedResponseEvents().filter((event) => event.hash === hash);
    expect(events.filter((event) => event.event === "stored").map((event) => event.url)).toContain(path);
  }).toPass({ timeout: 40_000 });
});

test("an edit that expires a page's tag serves the new page, newly compressed, on the very next request", async ({
  request,
}) => {
  // The article form requires a category.
  const article = await insertPost({ categoryName: SAMPLE_BLOG_POSTS[0]!.categoryName });
  const path = `/blog/${article.slug}`;
  const rsc = { path: `${path}?_rsc`, headers: { rsc: "1" } };
  const read = async (where: { path: string; headers?: Record<string, string> }, acceptEncoding: string) => {
    const sent = await rawGet(where.path, { ...where.headers, "accept-encoding": acceptEncoding });
    expect(sent.status).toBe(200);
    return { etag: sent.headers.etag, text: decoded(sent.body, sent.headers["content-encoding"]).toString() };
  };
  // The old version, kept in memory in both encodings, and its navigation payload.
  for (let request = 0; request < 2; request++) {
    for (const acceptEncoding of ["br", "gzip"])
      expect((await read({ path }, acceptEncoding)).text.includes(article.title)).toBe(true);
    expect((await read(rsc, "br")).text.includes(article.title)).toBe(true);
  }
  const old = await read({ path }, "br");
  expect(sharedResponseEvents().some((event) => event.event === "stored" && event.url === path)).toBe(true);

  await signIn(request);
  const post = await (await request.get(`/api/blog-posts/${article.id}?admin=true`)).json();
  const title = `Titre modifié ${article.slug}`;
  const saved = await request.put(`/api/blog-posts/${article.id}`, {
    data: { ...post, title },
    headers: { Origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const brotli = await read({ path }, "br");
  expect(/<title>([^<]*)/.exec(brotli.text)?.[1]).toBe(`${title} | Agence Digitale Abidjan`);
  expect(brotli.text.includes(article.title), "the old title").toBe(false);
  expect(brotli.etag).not.toBe(old.etag);
  const gzip = await read({ path }, "gzip");
  expect(gzip.text === brotli.text, "the same page in gzip").toBe(true);
  const payload = await read(rsc, "br");
  expect(payload.text.includes(title), "the new title in the navigation payload").toBe(true);
  expect(payload.text.includes(article.title), "the old title in the navigation payload").toBe(false);
  expect(
    sharedResponseEvents().some(
      (event) => event.event === "compressed" && event.hash === bodyHash(Buffer.from(brotli.text)),
    ),
    "the new page was compressed",
  ).toBe(true);
});

test("answers rendered per request are compressed as they are sent, and never kept", async ({ request }) => {
  const login = await rawGet("/admin/login", { "accept-encoding": "br, gzip" });
  expect(login.status).toBe(200);
  expect(String(login.headers["cache-control"])).toMatch(/private|no-store/);
  expect(login.headers["content-encoding"]).toBe("br");
  expect(login.headers.etag).toBeUndefined();
  expect(zlib.brotliDecompressSync(login.body).toString()).toContain("</html>");
  expect(sharedResponseEvents().some((event) => event.event === "stored" && event.url === "/admin/login")).toBe(false);

  // A personal answer of the API (drafts, for a signed-in editor), asked twice.
  await signIn(request);
  const url = "/api/blog-posts?admin=true&limit=2";
  for (let attempt = 0; attempt < 2; attempt++) {
    const personal = await request.get(url, { headers: { "accept-encoding": "br, gzip" } });
    expect(personal.status()).toBe(200);
    expect(personal.headers()["cache-control"]).toMatch(/private/);
    expect(personal.headers().etag, "not a shared answer").toBeUndefined();
    expect(personal.headers()["x-nextjs-cache"]).toBeUndefined();
  }
  expect(sharedResponseEvents().some((event) => event.event === "stored" && event.url === url)).toBe(false);
});
