// How the Next.js server knows it was started by server/index.ts (npm start, npm run dev, the tests), which
// vouches for the client's address and compresses. `next start` alone would trust any X-Forwarded-For a client
// sends (rate limits dodged) and send pages uncompressed, so the server refuses to run without it.
// A symbol on the process's global object: an environment variable could be copied by mistake into a plain
// `next start`; this can only be set by code running in the same process.
const MARK = Symbol.for("agence-digitale.production-server");

export function markProductionServer(): void {
  (globalThis as Record<symbol, unknown>)[MARK] = true;
}

export function startedByProductionServer(): boolean {
  return (globalThis as Record<symbol, unknown>)[MARK] === true;
}

// What a graceful stop (server/graceful-shutdown.ts) needs from the app, also on the process's global object: the
// app's modules are bundled by Next.js, so they do not share module instances with server/index.ts.
const SHUTTING_DOWN = Symbol.for("agence-digitale.shutting-down");
const BACKGROUND_WORK = Symbol.for("agence-digitale.background-work");

type Registry = Record<symbol, unknown>;

/** The server stopped taking connections and finishes what it has: /api/ready answers 503 meanwhile. */
export function markShuttingDown(): void {
  (globalThis as Registry)[SHUTTING_DOWN] = true;
}

export function isShuttingDown(): boolean {
  return (globalThis as Registry)[SHUTTING_DOWN] === true;
}

function backgroundWork(): Set<Promise<unknown>> {
  return ((globalThis as Registry)[BACKGROUND_WORK] ??= new Set<Promise<unknown>>()) as Set<Promise<unknown>>;
}

/**
 * Work the app goes on with after a response (the agency's mail): a graceful stop waits for it, so that a mail
 * claimed just before the stop is sent and recorded rather than left unconfirmed.
 */
export function trackBackgroundWork(work: Promise<unknown>): void {
  const pending = backgroundWork();
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  pending.add(settled);
  void settled.then(() => pending.delete(settled));
}

/** Settles once the work tracked so far, and any started meanwhile, is done. */
export async function backgroundWorkDone(): Promise<void> {
  const pending = backgroundWork();
  while (pending.size > 0) await Promise.all(pending);
}

/** The exit code of a server that stopped on a configuration error: restarting it would only fail again. */
export const CONFIGURATION_ERROR_EXIT_CODE = 78;

// The shared cache's state (server/shared-cache.ts), for the health checks (lib/health.ts).
const SHARED_CACHE_STATE = Symbol.for("agence-digitale.shared-cache-state");

export interface SharedCacheState {
  reachable: boolean;
  /** Since when Redis has been unreachable (epoch ms), when it is. */
  unreachableSince?: number;
  /** Invalidations made while Redis was unreachable, to be written when it answers again. */
  pendingInvalidations: number;
}

/** Called by the server when REDIS_URL is set: how to read the shared cache's state. */
export function reportSharedCacheState(read: () => SharedCacheState): void {
  (globalThis as Registry)[SHARED_CACHE_STATE] = read;
}

/** The shared cache's state; undefined without one (no REDIS_URL: each instance keeps its own caches). */
export function sharedCacheState(): SharedCacheState | undefined {
  return ((globalThis as Registry)[SHARED_CACHE_STATE] as (() => SharedCacheState) | undefined)?.();
}

/** One second of the server's event-loop delay (server/event-loop.ts), in milliseconds; `at` ends the second. */
export interface EventLoopSecond {
  at: number;
  p50: number;
  p99: number;
  max: number;
}

const EVENT_LOOP_DELAYS = Symbol.for("agence-digitale.event-loop-delays");

/** Called by the production server: where GET /api/health reads the last seconds' event-loop delays. */
export function publishEventLoopDelays(read: () => readonly EventLoopSecond[]): void {
  (globalThis as Registry)[EVENT_LOOP_DELAYS] = read;
}

/** The last seconds' event-loop delays, oldest first; none outside the production server. */
export function eventLoopDelays(): readonly EventLoopSecond[] {
  const read = (globalThis as Registry)[EVENT_LOOP_DELAYS] as (() => readonly EventLoopSecond[]) | undefined;
  return read?.() ?? [];
}
