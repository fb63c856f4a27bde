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

  it("gives no reason for a server killed long after its last error, and the error printed just before a crash", async () => {
    const lines: string[] = [];
    let launches = 0;
    let errorPrinted = false;
    const supervisor = superviseServer({
      start: () => {
        if ((launches += 1) > 1)
          return node("setTimeout(() => { console.error('✖ Erreur fatale'); process.exit(2) }, 100)");
        const first = node("console.error('✖ Erreur passagère de la base'); setInterval(() => {}, 1000)");
        first.stderr!.once("data", () => (errorPrinted = true));
        return first;
      },
      log: (line) => lines.push(line),
      backoffMs: () => 50,
      recentErrorMs: 500,
    });
    await expect.poll(() => errorPrinted, { timeout: 10_000 }).toBe(true);
    // The kill comes well after the error (the kernel's OOM killer, a kill -9).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    supervisor.child!.kill("SIGKILL");
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(2);
    expect(lines[0]).toMatch(/stopped unexpectedly after \d+ s \(killed by SIGKILL\)\. Restarting/);
    expect(lines[0]).not.toContain("Erreur passagère");
    expect(lines[1]).toMatch(/\(exit code 2\) — last error: ✖ Erreur fatale\./);
    supervisor.stop("SIGTERM");
    expect(await supervisor.done).toBe(0);
  }, 20_000);

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
  }, 20_000);
});

describe("the server's stop (server/graceful-shutdown.ts)", () => {
  /** A server like server/index.ts's, whose `/lent` answers after 1.5 s, in a child process. */
  async function startDrainingServer(env: Record<string, string> = {}) {
    const script = `
      import http from "node:http";
      import { drainOnSignals } from "./server/graceful-shutdown.ts";
      import { isShuttingDown } from "./lib/production-server.ts";
      const server = http.createServer((request, response) => {
        if (request.url === "/ready") {
          response.writeHead(isShuttingDown() ? 503 : 200).end();
          return;
        }
        setTimeout(() => response.end("réponse lente"), 1500);
      });
      server.keepAliveTimeout = 65_000;
      drainOnSignals(server);
      server.listen(0, "127.0.0.1", () => console.log("port " + server.address().port));`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, SHUTDOWN_GRACE_SECONDS: "10", ...env },
    });
    const exited = once(child, "exit");
    const output = { text: "" };
    child.stdout!.on("data", (chunk: Buffer) => (output.text += chunk.toString()));
    await expect.poll(() => /port (\d+)/.test(output.text), { timeout: 20_000 }).toBe(true);
    return { child, exited, output, port: Number(/port (\d+)/.exec(output.text)![1]) };
  }

  interface Answer {
    status: number;
    body: string;
    connection: string | undefined;
    /** Whether the server closed the connection after the answer. */
    closed: Promise<boolean>;
  }

  /** A GET on its own connection (`agent`: a kept-alive one), with what the server said of the connection. */
  const get = (port: number, path: string, agent: http.Agent | false = false) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent }, (response) => {
          const socket = response.socket;
          const closed = new Promise<boolean>((done) => {
            socket.once("close", () => done(true));
            setTimeout(() => done(socket.destroyed), 1_000);
          });
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () =>
            resolve({ status: response.statusCode!, body, connection: response.headers.connection, closed }),
          );
        })
        .on("error", reject);
    });

  it("on SIGTERM keeps listening for the notice, ready 503 with Connection: close, then refuses connections, answers what was in flight and exits", async () => {
    const { child, exited, output, port } = await startDrainingServer({ SHUTDOWN_NOTICE_SECONDS: "2" });
    const keptAlive = new http.Agent({ keepAlive: true });
    try {
      // A request in flight on a kept-alive connection when the signal comes.
      const slow = get(port, "/lent", keptAlive);
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill("SIGTERM");
      await expect.poll(() => output.text.includes("/api/ready answers 503"), { timeout: 5_000 }).toBe(true);

      // The notice: a fresh connection is still accepted, told the server is stopping, and closed after its answer.
      const ready = await get(port, "/ready");
      expect(ready).toMatchObject({ status: 503, connection: "close" });
      expect(await ready.closed).toBe(true);

      // The answer in flight comes whole, and its kept-alive connection is closed after it.
      const answer = await slow;
      expect(answer).toMatchObject({ status: 200, body: "réponse lente", connection: "close" });
      expect(await answer.closed).toBe(true);

      // After the notice, no new connection.
      await expect.poll(() => output.text.includes("no new connections"), { timeout: 5_000 }).toBe(true);
      await expect(get(port, "/ready")).rejects.toMatchObject({ code: "ECONNREFUSED" });
      const [code] = await exited;
      expect(code).toBe(0);
      expect(output.text).toContain("Stopped cleanly");
    } finally {
      keptAlive.destroy();
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 30_000);

  it("on SIGINT (Ctrl+C) refuses new connections at once and finishes a slow request in flight, then exits", async () => {
    const { child, exited, output, port } = await startDrainingServer({ SHUTDOWN_NOTICE_SECONDS: "5" });
    try {
      const slow = get(port, "/lent");
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill("SIGINT");
      await expect.poll(() => output.text.includes("SIGINT: no new connections"), { timeout: 5_000 }).toBe(true);
      await expect(get(port, "/ready")).rejects.toMatchObject({ code: "ECONNREFUSED" });
      expect(await slow).toMatchObject({ status: 200, body: "réponse lente" });
      const [code] = await exited;
      expect(code).toBe(0);
      expect(output.text).toContain("Stopped cleanly");
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 30_000);
});
