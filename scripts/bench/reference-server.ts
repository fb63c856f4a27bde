// A trivial Next.js page (scripts/bench/reference-app), built and served in production beside the site, so that
// the benchmarks print what the framework alone reaches on the same machine in the same run.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cp, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { addCompileHints } from "../../server/compile-hints";
import { precompressStaticAssets } from "../../server/static-assets";
import { log, productionServerArgs, ROOT } from "../stack";
import { type BenchServer, serverHandle } from "./server";

const NEXT_CLI = path.join(ROOT, "node_modules/next/dist/bin/next");

/**
 * A copy of the reference app outside the repository, with the repository's node_modules: built inside it, Next.js
 * would also pick up the site's instrumentation and proxy.
 */
async function referenceAppCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-reference-app-"));
  await cp(path.join(ROOT, "scripts/bench/reference-app"), dir, { recursive: true });
  await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  // Modules resolve through the link, outside the app's directory. Compression is server/index.ts's, as for the site.
  await writeFile(
    path.join(dir, "next.config.mjs"),
    `export default { turbopack: { root: "/" }, outputFileTracingRoot: "/", compress: false };\n`,
  );
  return dir;
}

export async function startReferenceServer(port: number): Promise<BenchServer> {
  log("Building the reference page (a trivial Next.js app)…");
  const dir = await referenceAppCopy();
  const build = spawnSync(process.execPath, [NEXT_CLI, "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("The reference page did not build.");
  // Built and served as the site is (scripts/stack.ts, server/index.ts), so that the two compare.
  await addCompileHints(path.join(dir, ".next"));
  await precompressStaticAssets(path.join(dir, ".next"));
  const child: ChildProcess = spawn(process.execPath, productionServerArgs(path.join(dir, ".next")), {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      PORT: String(port),
      NEXT_DIST_DIR: ".next",
    },
  });
  const server = await serverHandle(child, `http://localhost:${port}`, "The reference page", 60_000, "SIGTERM");
  return {
    origin: server.origin,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
