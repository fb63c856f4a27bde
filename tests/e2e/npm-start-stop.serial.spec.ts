// Stopping the site as production does: README's systemd unit runs `ExecStart` and, on `systemctl stop`, sends
// SIGTERM to that one process (KillMode=mixed), then SIGKILL to whatever of its tree is left once it has exited.
// So the process ExecStart names must pass the stop on to the whole tree, let it drain, and exit last.
// Serial: it starts one more server (npm start on the e2e build and database).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "./helpers/test";
import { e2eAppEnv } from "./helpers/e2e-env";
import { e2eStack } from "./helpers/stack";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.E2E_PORT || 3100) + 61;
const NOTICE_SECONDS = 3;

/** README's systemd unit: its [Service] settings. */
function readmeUnit(): Record<string, string> {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const block = /```ini\n(# \/etc\/systemd\/system\/[^\n]*\.service\n[\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error("README has no systemd unit (```ini block naming /etc/systemd/system/….service)");
  const service = block.split("[Service]")[1]!.split(/\n\[/)[0]!;
  return Object.fromEntries(
    service
      .split("\n")
      .filter((line) => /^\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

/** Every descendant of `pid` now running. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Whether `pid` still runs (an exited process not yet reaped, a zombie, does not). */
const alive = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]![0] !== "Z";
  } catch {
    return false;
  }
};

interface Answer {
  status: number;
  connection: string | undefined;
  /** Settles true once the server closed the connection. */
  closed: Promise<boolean>;
}

/** A GET on a connection of its own. */
const get = (urlPath: string) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: urlPath, agent: false }, (response) => {
        const closed = new Promise<boolean>((done) => response.socket.once("close", () => done(true)));
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection, closed }),
        );
      })
      .on("error", reject);
  });

/** The status /api/ready answers on a fresh connection; 0 when nothing answers. */
const readyStatus = () =>
  get("/api/ready").then(
    ({ status }) => status,
    () => 0,
  );

test("SIGTERM to the process README's systemd unit starts drains the site and exits, leaving no process behind", async () => {
  test.setTimeout(240_000);
  const unit = readmeUnit();
  expect(unit.KillMode).toBe("mixed");
  const [command, ...args] = unit.ExecStart!.split(" ");
  const output: string[] = [];
  const stack = e2eStack();
  const start: ChildProcess = spawn(command!, args, {
    cwd: ROOT, // WorkingDirectory, the checkout
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...e2eAppEnv({ port: Number(new URL(stack.baseURL).port), databaseUrl: stack.databaseUrl }),
      PORT: String(PORT),
      NEXT_DIST_DIR: ".next-e2e",
      UPLOAD_DIR: path.join(ROOT, ".data/e2e/uploads"),
      SHUTDOWN_NOTICE_SECONDS: String(NOTICE_SECONDS),
    },
  });
  for (const stream of [start.stdout!, start.stderr!])
    stream.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => start.once("exit", (code) => resolve(code)));
  const keptAlive = new http.Agent({ keepAlive: true });
  let tree: number[] = [];
  try {
    await expect.poll(readyStatus, { timeout: 150_000, intervals: [500] }).toBe(200);
    expect(output.join("")).not.toMatch(/rebuilding|No build yet/);
    tree = descendants(start.pid!);
    expect(tree.length).toBeGreaterThan(0);

    // A request in flight when the stop comes, on a kept-alive connection: its body is still arriving.
    const body = JSON.stringify({
      name: "Awa Koné",
      email: "awa@exemple.ci",
      subject: "Arrêt en douceur",
      message: "Un message dont la fin arrive pendant l'arrêt du serveur.",
    });
    let finishBody = () => {};
    const inFlight = new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: PORT,
          path: "/api/contact",
          method: "POST",
          agent: keptAlive,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (response) => {
          const closed = new Promise<boolean>((done) => response.socket.once("close", () => done(true)));
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode!, connection: response.headers.connection, closed }),
          );
        },
      );
      request.on("error", reject);
      request.write(body.slice(0, 20));
      finishBody = () => request.end(body.slice(20));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    const stopAt = Date.now();
    process.kill(start.pid!, "SIGTERM");
    // The notice: a fresh connection still gets an answer, ready 503, and is closed after it.
    await expect.poll(readyStatus, { timeout: 5_000 }).toBe(503);
    const ready = await get("/api/ready");
    expect(ready).toMatchObject({ status: 503, connection: "close" });
    expect(await ready.closed).toBe(true);
    expect(Date.now() - stopAt).toBeLessThan(NOTICE_SECONDS * 1000);

    // The body ends after the stop began: the request is answered, and its kept-alive connection closed.
    finishBody();
    const answered = await inFlight;
    expect(answered.status).toBeLessThan(500);
    expect(answered.connection).toBe("close");
    expect(await answered.closed).toBe(true);

    // After the notice: no new connection.
    await expect
      .poll(
        () =>
          get("/api/health").then(
            () => "answered",
            (error: NodeJS.ErrnoException) => error.code,
          ),
        {
          timeout: (NOTICE_SECONDS + 5) * 1000,
        },
      )
      .toBe("ECONNREFUSED");

    // The process systemd watches exits on its own, within TimeoutStopSec, and after the whole tree.
    const code = await exited;
    expect(Date.now() - stopAt).toBeLessThan(Number(unit.TimeoutStopSec) * 1000);
    expect(code).toBe(0);
    const command = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
    expect(tree.filter(alive).map((pid) => `${pid} ${command(pid)}`)).toEqual([]);
    expect(output.join("")).toContain("Stopped cleanly");
  } finally {
    keptAlive.destroy();
    for (const pid of [start.pid!, ...tree]) if (alive(pid)) process.kill(pid, "SIGKILL");
  }
});
