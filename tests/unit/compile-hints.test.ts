import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, startupChunks } from "../../server/compile-hints";

let distDir: string;

async function write(relative: string, content: string) {
  await mkdir(path.dirname(path.join(distDir, relative)), { recursive: true });
  await writeFile(path.join(distDir, relative), content);
}

/** A client reference manifest as Next.js writes it: a script assigning the route's manifest to a global. */
function clientReferenceManifest(route: string, entryJSFiles: Record<string, string[]>) {
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}"] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};\n`;
}

beforeEach(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), "compile-hints-"));
  await write(
    "build-manifest.json",
    JSON.stringify({ rootMainFiles: ["static/chunks/framework.js", "static/chunks/turbopack-runtime.js"] }),
  );
  await write(
    "server/app/[locale]/(site)/page_client-reference-manifest.js",
    clientReferenceManifest("/[locale]/(site)/page", {
      "[project]/app/layout": ["static/chunks/layout.js"],
      "[project]/app/[locale]/(site)/page": ["static/chunks/layout.js", "static/chunks/home.js"],
    }),
  );
  await write(
    "server/app/admin/login/page_client-reference-manifest.js",
    clientReferenceManifest("/admin/login/page", { "[project]/app/admin/login/page": ["static/chunks/login.js"] }),
  );
  for (const chunk of ["framework", "turbopack-runtime", "layout", "home", "login", "quote-dialog"]) {
    await write(`static/chunks/${chunk}.js`, `(globalThis.TURBOPACK||[]).push(["${chunk}"]);`);
  }
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

const chunk = (name: string) => readFile(path.join(distDir, "static/chunks", name), "utf8");

describe("compile hints", () => {
  it("lists the framework's chunks and every route's entry chunks, not the lazily loaded ones", async () => {
    expect(await startupChunks(distDir)).toEqual([
      "static/chunks/framework.js",
      "static/chunks/home.js",
      "static/chunks/layout.js",
      "static/chunks/login.js",
      "static/chunks/turbopack-runtime.js",
    ]);
  });

  it("starts each startup chunk with the hint, once, and leaves the lazy chunks as built", async () => {
    expect(await addCompileHints(distDir)).toBe(5);
    expect(await chunk("home.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["home"]);`);
    expect(await chunk("framework.js")).toMatch(/^\/\/# allFunctionsCalledOnLoad\n\(globalThis/);
    expect(await chunk("quote-dialog.js")).toBe(`(globalThis.TURBOPACK||[]).push(["quote-dialog"]);`);

    expect(await addCompileHints(distDir)).toBe(0);
    expect(await chunk("home.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["home"]);`);
  });

  it("fails loudly when the manifests list no chunk or a chunk that is missing", async () => {
    await write("build-manifest.json", JSON.stringify({ rootMainFiles: [] }));
    await rm(path.join(distDir, "server"), { recursive: true });
    await mkdir(path.join(distDir, "server/app"), { recursive: true });
    await expect(addCompileHints(distDir)).rejects.toThrow(/No startup chunk found/);

    await write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/gone.js"] }));
    await expect(addCompileHints(distDir)).rejects.toThrow(/static\/chunks\/gone\.js, listed by the build's manifests/);
  });
});
