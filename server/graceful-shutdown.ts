// How the production server stops on SIGTERM or SIGINT (systemd, docker stop, npm start's supervisor), in two steps:
//
// 1. The notice (SIGTERM only; SHUTDOWN_NOTICE_SECONDS): the server keeps listening and serving, but /api/ready
//    answers 503 and every answer says `Connection: close`, so that a load balancer that probes readiness, or that
//    sends a request over a kept-alive connection, learns of the stop and moves on without a refused connection.
// 2. The drain (SHUTDOWN_GRACE_SECONDS): no new connections; the requests in flight finish, with the work they started
//    after their response (the agency's mail); every connection closes after its last response. Then it exits, and
//    npm start stops the embedded PostgreSQL.
//
// Ctrl+C (SIGINT) skips the notice: a person at a terminal wants the server to stop, and no load balancer waits.
import type { Server, ServerResponse } from "node:http";
import { backgroundWorkDone, markShuttingDown } from "../lib/production-server";

const DEFAULT_GRACE_SECONDS = 20;
const DEFAULT_NOTICE_SECONDS = 5;

function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value || fallback);
  return (Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback) * 1000;
}

/** SHUTDOWN_GRACE_SECONDS: how long a stop waits for requests in flight (20 s by default). */
export function shutdownGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  return seconds(env.SHUTDOWN_GRACE_SECONDS, DEFAULT_GRACE_SECONDS);
}

/** SHUTDOWN_NOTICE_SECONDS: how long a stopping server keeps listening, ready answering 503 (5 s by default). */
export function shutdownNoticeMs(env: NodeJS.ProcessEnv = process.env): number {
  return seconds(env.SHUTDOWN_NOTICE_SECONDS, DEFAULT_NOTICE_SECONDS);
}

/** The longest a stop may take before whatever is left is cut: the notice, then the grace period. */
export function shutdownMaxMs(env: NodeJS.ProcessEnv = process.env): number {
  return shutdownNoticeMs(env) + shutdownGraceMs(env);
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
 * Its connection closes once this answer is sent: `Connection: close` when its headers are still to be written
 * (Node then ends the connection after it), else the connection is ended after its last byte, so that no client
 * sends another request over it that would find it closed.
 */
function lastOnItsConnection(response: ServerResponse) {
  if (!response.headersSent) response.shouldKeepAlive = false;
  else response.once("finish", () => response.socket?.end());
}

export interface DrainOptions {
  graceMs?: number;
  noticeMs?: number;
}

/**
 * Stops `server` on the first SIGTERM or SIGINT, as described above, then exits. Later signals are ignored: npm
 * start's supervisor kills a server that outlives its notice and grace period.
 */
export function drainOnSignals(server: Server, options: DrainOptions = {}): void {
  const graceMs = options.graceMs ?? shutdownGraceMs();
  const noticeMs = options.noticeMs ?? shutdownNoticeMs();
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  // First among the request listeners: an answer from memory is written before the handler returns.
  server.prependListener("request", (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (stopping) lastOnItsConnection(response);
    response.once("close", () => inFlight.delete(response));
  });

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    markShuttingDown();
    for (const response of inFlight) lastOnItsConnection(response);
    const notice = signal === "SIGTERM" ? noticeMs : 0;
    if (notice > 0) {
      console.log(
        `▸ ${signal}: /api/ready answers 503; still serving for ${notice / 1000} s so that load balancers move away, ` +
          `every answer closing its connection…`,
      );
      await new Promise((resolve) => setTimeout(resolve, notice));
    }
    const deadline = Date.now() + graceMs;
    console.log(
      `▸ ${signal}: no new connections; finishing ${inFlight.size} request(s) in flight (at most ${graceMs / 1000} s)…`,
    );
    // Closes the idle connections too; the others close after their answer (above).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    if (!(await before(closed, deadline))) {
      console.error(
        `✖ ${inFlight.size} request(s) still running after ${graceMs / 1000} s: their connections are cut.`,
      );
      server.closeAllConnections();
    }
    if (!(await before(backgroundWorkDone(), deadline)))
      console.error("✖ Background work (mail) still running at the end of the grace period: stopped.");
    else console.log("✓ Stopped cleanly.");
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(signal));
}
