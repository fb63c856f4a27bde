import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { superviseServer } from "../../scripts/supervisor";

// Real processes, as npm start runs them: the supervisor of scripts/start.ts over node children, and the drain of
// server/index.ts (server/graceful-shutdown.ts) in a child serving a slow request.
const ROOT = path.resolve(import.meta.dirname, "../..");
const node = (script: string): ChildProcess =>
  spawn(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "pipe"] });

describe("npm start's supervisor", () => {
  it("restarts a server that crashed, after its back-off, logging how it ended and its last error", async () => {
    const lines: string[] = [];
    let launches = 0;
    const supervisor = superviseServer({
      start: () =>
        (launches += 1) === 1
          ? node("console.error('Error: la base a disparu'); process.exit(3)")
          : node("setInterval(() => {}, 1000)"),
      log: (line) => lines.push(line),
      backoffMs: () => 100,
    });
    await expect.poll(() => supervisor.restarts, { timeout: 10_000 }).toBe(1);
    expect(supervisor.child).toBeDefined();
    expect(lines).toEqual([
      expect.stringMatching(
        /stopped unexpectedly .*\(exit code 3\) — last error: Error: la base a disparu\. Restarting/,
      ),
    ]);

    // A crash by a signal (kill -9) is restarted too.
    supervisor.child!.kill("SIGKILL");
    await expect.poll(() => supervisor.restarts, { timeout: 10_000 }).toBe(2);
    expect(lines[1]).toMatch(/killed by SIGKILL/);

    supervisor.stop("SIGTERM");
    expect(await supervisor.done).toBe(0);
  });

  it("gives up on a server that dies each time it starts, with a clear message", async () => {
    const lines: string[] = [];
    const supervisor = superviseServer({
      start: () => node("console.error('✖ PORT is taken'); process.exit(1)"),
      log: (line) => lines.push(line),
      backoffMs: () => 50,
      maxFastCrashes: 3,
    });
    expect(await supervisor.done).toBe(1);
    expect(supervisor.restarts).toBe(2);
    expect(lines.at(-1)).toMatch(/stopped 3 times in a row .*Giving up/);
  });
});

describe("the server's stop on SIGTERM", () => {
  it("finishes a slow request in flight, refuses new connections, then exits", async () => {
    const script = `
      import http from "node:http";
      import { drainOnSignals } from "./server/graceful-shutdown.ts";
      const server = http.createServer((request, response) => {
        setTimeout(() => response.end("réponse lente"), 1500);
      });
      drainOnSignals(server, 10_000);
      server.listen(0, "127.0.0.1", () => console.log("port " + server.address().port));`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = once(child, "exit");
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => /port (\d+)/.test(output), { timeout: 20_000 }).toBe(true);
    const port = Number(/port (\d+)/.exec(output)![1]);

    const get = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: "/lent", agent: false }, (response) => {
            let body = "";
            response.on("data", (chunk: Buffer) => (body += chunk.toString()));
            response.on("end", () => resolve({ status: response.statusCode!, body }));
          })
          .on("error", reject);
      });
    const slow = get();
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill("SIGTERM");
    await expect.poll(() => output.includes("SIGTERM: no new connections"), { timeout: 5_000 }).toBe(true);
    await expect(get()).rejects.toMatchObject({ code: "ECONNREFUSED" });

    expect(await slow).toEqual({ status: 200, body: "réponse lente" });
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output).toContain("Stopped cleanly");
  }, 30_000);
});
