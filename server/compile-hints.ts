// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script that starts with this comment has
// all its functions compiled while it streams in, on a background thread. Without it, V8 compiles each function on the
// main thread the first time it runs, and the scripts a page runs at startup (React, the router, the page's client
// components) are nearly all called then: that compilation was most of the long task that hydration starts with.
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunks a page runs as it loads: the framework's, and each route's entry chunks. Lazy chunks are left out. */
export async function startupChunks(distDir: string): Promise<string[]> {
  const buildManifest = JSON.parse(await readFile(path.join(distDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const chunks = new Set(buildManifest.rootMainFiles);
  for (const manifest of await clientReferenceManifests(path.join(distDir, "server/app"))) {
    for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) chunks.add(file);
  }
  return [...chunks].filter((file) => file.endsWith(".js")).sort();
}

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

/** Each route's `page_client-reference-manifest.js`: a script that assigns the manifest to a global, by route. */
async function clientReferenceManifests(appDir: string): Promise<ClientReferenceManifest[]> {
  const files = (await readdir(appDir, { recursive: true })).filter((file) =>
    file.endsWith("_client-reference-manifest.js"),
  );
  return Promise.all(
    files.map(async (file) => {
      const source = await readFile(path.join(appDir, file), "utf8");
      const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
      new Function("globalThis", source)(sandbox);
      return Object.values(sandbox.__RSC_MANIFEST ?? {})[0] ?? {};
    }),
  );
}

/** Prepends the hint to every startup chunk of the build in `distDir` (once), and returns how many it changed. */
export async function addCompileHints(distDir: string): Promise<number> {
  const chunks = await startupChunks(distDir);
  if (chunks.length === 0)
    throw new Error(`No startup chunk found in ${distDir}: has the format of Next.js's manifests changed?`);
  let changed = 0;
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    if (!existsSync(file)) throw new Error(`${chunk}, listed by the build's manifests, is not in ${distDir}.`);
    const source = await readFile(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + source);
    changed++;
  }
  return changed;
}
