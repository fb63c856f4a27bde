// How the production server stops on SIGTERM or SIGINT (systemd, docker stop, npm start's supervisor): it stops
// taking connections, lets the requests in flight finish, and the work they started after their response (the
// agency's mail), for at most SHUTDOWN_GRACE_SECONDS; then it exits, and npm start stops the embedded PostgreSQL.
import type { Server } from "node:http";
import { backgroundWorkDone, markShuttingDown } from "../lib/production-server";

const DEFAULT_GRACE_SECONDS = 20;

/** SHUTDOWN_GRACE_SECONDS: how long a stop waits for requests in flight (20 s by default). */
export function shutdownGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.SHUTDOWN_GRACE_SECONDS || DEFAULT_GRACE_SECONDS);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_GRACE_SECONDS) * 1000;
}

/** Resolves true when `promise` settles before `deadline` (epoch ms), false when the deadline passes first. */
async function before(promise: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise.then(() => true as const), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Drains `server` on the first SIGTERM or SIGINT, then exits: no new connections (keep-alive connections close as
 * they become idle, and answers sent meanwhile say `Connection: close`), requests in flight and their background
 * work finish within `graceMs`, and whatever is left after it is cut. Later signals are ignored: npm start's
 * supervisor kills a server that outlives its grace period.
 */
export function drainOnSignals(server: Server, graceMs = shutdownGraceMs()): void {
  let inFlight = 0;
  let stopping = false;
  server.on("request", (_request, response) => {
    inFlight += 1;
    if (stopping) response.setHeader("Connection", "close");
    response.once("close", () => {
      inFlight -= 1;
      if (stopping) server.closeIdleConnections();
    });
  });

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    markShuttingDown();
    const deadline = Date.now() + graceMs;
    console.log(
      `▸ ${signal}: no new connections; finishing ${inFlight} request(s) in flight (at most ${graceMs / 1000} s)…`,
    );
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    if (!(await before(closed, deadline))) {
      console.error(`✖ ${inFlight} request(s) still running after ${graceMs / 1000} s: their connections are cut.`);
      server.closeAllConnections();
    }
    if (!(await before(backgroundWorkDone(), deadline)))
      console.error("✖ Background work (mail) still running at the end of the grace period: stopped.");
    else console.log("✓ Stopped cleanly.");
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(signal));
}
