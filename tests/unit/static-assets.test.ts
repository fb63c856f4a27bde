import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompressStaticAssets, staticAssetFile } from "../../server/static-assets";

const distDir = await mkdtemp(path.join(os.tmpdir(), "precompress-test-"));
afterAll(() => rm(distDir, { recursive: true, force: true }));

describe("precompressStaticAssets", () => {
  it("writes the Brotli and gzip versions of scripts, stylesheets and icons of at least 1 KB, and nothing else", async () => {
    const script = `//# allFunctionsCalledOnLoad\n${"console.log('Agence digitale à Abidjan');\n".repeat(100)}`;
    await mkdir(path.join(distDir, "static/chunks/nested"), { recursive: true });
    await mkdir(path.join(distDir, "static/media"), { recursive: true });
    await writeFile(path.join(distDir, "static/chunks/nested/app.js"), script);
    await writeFile(path.join(distDir, "static/chunks/site.css"), "body{color:#0f172a}\n".repeat(80));
    await writeFile(path.join(distDir, "static/chunks/tiny.js"), "self.x=1");
    await writeFile(path.join(distDir, "static/media/font.woff2"), Buffer.alloc(4096, 7));

    expect(await precompressStaticAssets(distDir)).toBe(2);
    const brotli = await readFile(path.join(distDir, "static/chunks/nested/app.js.br"));
    const gzip = await readFile(path.join(distDir, "static/chunks/nested/app.js.gz"));
    expect(zlib.brotliDecompressSync(brotli).toString()).toBe(script);
    expect(zlib.gunzipSync(gzip).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(script.length / 10);
    await expect(readFile(path.join(distDir, "static/chunks/site.css.br"))).resolves.toBeDefined();
    await expect(readFile(path.join(distDir, "static/chunks/tiny.js.br"))).rejects.toThrow(/ENOENT/);
    await expect(readFile(path.join(distDir, "static/media/font.woff2.br"))).rejects.toThrow(/ENOENT/);
  });
});

describe("staticAssetFile", () => {
  const staticDir = "/srv/site/.next/static";

  it("maps /_next/static paths into the build's static folder, without the query", () => {
    expect(staticAssetFile(staticDir, "/_next/static/chunks/0abc.js?dpl=1")).toBe(
      "/srv/site/.next/static/chunks/0abc.js",
    );
    expect(staticAssetFile(staticDir, "/_next/static/media/inter%20latin.woff2")).toBe(
      "/srv/site/.next/static/media/inter latin.woff2",
    );
  });

  it.each([
    "/_next/static/..%2F..%2Fpackage.json",
    "/_next/static/../server/app/page.js",
    "/_next/static/%2e%2e/BUILD_ID",
    "/_next/static/",
    "/_next/static/%E0%A4%A",
    "/api/projects",
    "/_next/image?url=x",
  ])("names no file for %s", (url) => {
    expect(staticAssetFile(staticDir, url)).toBeUndefined();
  });
});
