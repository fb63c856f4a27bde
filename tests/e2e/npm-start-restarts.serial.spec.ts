// npm start as production runs it (scripts/start.ts: migrations, seed, build check, the supervised server), on the
// end-to-end build and database: a server that crashes is started again, and the site answers again.
// Serial: it starts one more server on the e2e build.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "./helpers/test";
import { e2eAppEnv } from "./helpers/e2e-env";
import { e2eStack } from "./helpers/stack";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.E2E_PORT || 3100) + 60;
const origin = `http://localhost:${PORT}`;

/** The pid of the server npm start supervises (its child running server/index.ts, bundled), or null. */
function serverPid(start: ChildProcess): number | null {
  try {
    const pids = execFileSync("pgrep", ["-P", String(start.pid), "-f", "production-server.mjs"], { encoding: "utf8" })
      .trim()
      .split("\n");
    return pids[0] ? Number(pids[0]) : null;
  } catch {
    return null;
  }
}

const healthy = () =>
  fetch(`${origin}/api/health`).then(
    (response) => response.status,
    () => 0,
  );

test("a server that crashes is started again by npm start, and the site answers again", async () => {
  test.slow();
  const output: string[] = [];
  const stack = e2eStack();
  // The e2e build's SITE_URL and database: npm start finds the build up to date (no rebuild).
  const start = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/start.ts")], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...e2eAppEnv({ port: Number(new URL(stack.baseURL).port), databaseUrl: stack.databaseUrl }),
      PORT: String(PORT),
      NEXT_DIST_DIR: ".next-e2e",
      UPLOAD_DIR: path.join(ROOT, ".data/e2e/uploads"),
    },
  });
  for (const stream of [start.stdout!, start.stderr!])
    stream.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await expect.poll(healthy, { timeout: 120_000, intervals: [500] }).toBe(200);
    expect(output.join("")).not.toMatch(/rebuilding|No build yet/);
    const first = serverPid(start);
    expect(first).not.toBeNull();
    expect((await fetch(`${origin}/`)).status).toBe(200);

    // A crash: the server dies at once, without stopping cleanly.
    process.kill(first!, "SIGKILL");
    await expect.poll(() => serverPid(start), { timeout: 30_000 }).not.toBe(first);
    await expect.poll(healthy, { timeout: 60_000, intervals: [500] }).toBe(200);
    expect(serverPid(start)).not.toBeNull();
    expect((await fetch(`${origin}/blog`)).status).toBe(200);
    expect(output.join("")).toMatch(
      /The server stopped unexpectedly after \d+ s \(killed by SIGKILL\)[^\n]*Restarting/,
    );
    expect(start.exitCode).toBeNull();
  } finally {
    if (start.exitCode === null) {
      const exited = new Promise((resolve) => start.once("exit", resolve));
      start.kill("SIGTERM");
      await exited;
    }
  }
});
