import { request as httpRequest } from "node:http";
import zlib from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { MIN_COMPRESSED_SIZE } from "../../server/static-assets";
import { e2eStack } from "./helpers/stack";

const { baseURL } = e2eStack();

/** The stylesheet and scripts the HTML of `/` references. */
async function homeAssets(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get(`${baseURL}/`)).text();
  const assets = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  expect(assets.length).toBeGreaterThan(4);
  return [...new Set(assets)];
}

/** A response's status, headers and bytes as sent: Playwright's request and fetch would decode them. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(`${baseURL}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

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
