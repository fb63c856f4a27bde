// A Redis of its own for tests and benchmarks (Debian's redis-server, installed by `npm test` when missing): in memory
// only, on a free loopback port, stoppable and restartable on the same port (an outage).
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { freePort } from "./db/embedded";

/** Debian's redis-server, or REDIS_SERVER_PATH. */
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || "/usr/bin/redis-server";

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (as an outage would); its data is lost. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

async function waitForPort(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Redis did not start on port ${port}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn(
        REDIS_SERVER,
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"],
        { stdio: "ignore" },
      );
      await waitForPort(port);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGKILL");
      });
    },
  };
  await redis.start();
  return redis;
}
