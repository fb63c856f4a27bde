// Which requests the server hands to Next.js, and when, once it could not answer them from memory
// (server/shared-responses.ts). The server has one thread: fifty renders at once share it fifty ways, and a visitor's
// form submission, an editor's publish or the scheduler each wait behind all of them at every step (a query's result,
// the answer's write). So the reads that must be rendered go through lanes of bounded concurrency, each with a queue
// of bounded length and wait; what overflows gets a 503 with Retry-After at once, before it costs anything.
// - Writes (any method but GET and HEAD: forms, server actions, publishing, the scheduler) are never held: they are
//   what the lanes make room for, and each is bounded by the app itself (rate limits, permissions).
// - The health and readiness probes are never held either: a load balancer must see the instance answer; nor the image
//   optimizer, whose work runs on libuv's threads.
// - Reads with a back-office session cookie have a lane of their own ("staff"), so that a burst of public reads never
//   queues the back office, and a forged cookie only queues behind the other staff reads, never past the public lane.
// - Every other read ("public": pages not in memory yet, searches, unknown paths, the API's queries) takes the
//   public lane.
import type { IncomingMessage, ServerResponse } from "node:http";

export type LaneName = "public" | "staff";

export interface LaneLimits {
  /** Requests of the lane inside Next.js at once. */
  concurrency: number;
  /** Requests waiting for a place; past it, 503 at once. */
  queue: number;
  /** How long a request may wait for a place before its 503. */
  maxWaitMs: number;
}

type Environment = Record<string, string | undefined>;

function numberFrom(env: Environment, name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The lanes' limits, from the environment: RENDER_CONCURRENCY, RENDER_QUEUE, RENDER_QUEUE_WAIT_MS for the public
 * lane, STAFF_CONCURRENCY, STAFF_QUEUE, STAFF_QUEUE_WAIT_MS for the back office's.
 */
export function laneLimits(env: Environment = process.env): Record<LaneName, LaneLimits> {
  return {
    public: {
      concurrency: numberFrom(env, "RENDER_CONCURRENCY", 2),
      queue: numberFrom(env, "RENDER_QUEUE", 128),
      maxWaitMs: numberFrom(env, "RENDER_QUEUE_WAIT_MS", 5_000),
    },
    staff: {
      concurrency: numberFrom(env, "STAFF_CONCURRENCY", 4),
      queue: numberFrom(env, "STAFF_QUEUE", 64),
      maxWaitMs: numberFrom(env, "STAFF_QUEUE_WAIT_MS", 10_000),
    },
  };
}

const PROBES = new Set(["/api/health", "/api/ready"]);
/**
 * Next.js's image optimizer: its work (sharp) runs on libuv's threads, not on the one the lanes protect, and a page's
 * images must not wait behind a crowd of searches.
 */
const UNHELD_PREFIXES = ["/_next/image"];
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;

/** The lane of a request about to reach Next.js; undefined for those never held (writes, probes). */
export function laneOf(request: IncomingMessage): LaneName | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  if (PROBES.has(pathname) || UNHELD_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return undefined;
  return SESSION_COOKIE.test(request.headers.cookie ?? "") ? "staff" : "public";
}

interface Waiter {
  admit: () => void;
  refuse: () => void;
}

/** One lane: its requests inside Next.js, and those waiting in order of arrival. */
class Lane {
  #running = 0;
  readonly #waiting: Waiter[] = [];

  constructor(readonly limits: LaneLimits) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** true at once when there is room; otherwise a promise of whether the request got a place in time. */
  enter(response: ServerResponse): true | false | Promise<boolean> {
    if (this.#running < this.limits.concurrency) return this.#take(response);
    if (this.#waiting.length >= this.limits.queue) return false;
    return new Promise<boolean>((resolve) => {
      const leave = (admitted: boolean) => {
        clearTimeout(timer);
        response.off("close", gone);
        const index = this.#waiting.indexOf(waiter);
        if (index !== -1) this.#waiting.splice(index, 1);
        resolve(admitted);
      };
      const waiter: Waiter = {
        admit: () => {
          leave(true);
          this.#take(response);
        },
        refuse: () => leave(false),
      };
      const timer = setTimeout(waiter.refuse, this.limits.maxWaitMs);
      // A client that went away no longer waits (its place goes to the next one).
      const gone = () => leave(false);
      response.once("close", gone);
      this.#waiting.push(waiter);
    });
  }

  #take(response: ServerResponse): true {
    this.#running++;
    response.once("close", () => {
      this.#running--;
      this.#waiting[0]?.admit();
    });
    return true;
  }
}

/** The message of a read refused for lack of room, in French for visitors. */
export const BUSY_MESSAGE = "Le site reçoit beaucoup de demandes en ce moment. Veuillez réessayer dans un instant.";

/** What a refused read gets: 503, to ask again a second later; no cache may keep it. */
export function refuseBusy(response: ServerResponse): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(503, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": "1",
  });
  response.end(BUSY_MESSAGE);
}

/** The lanes of one server process. */
export class Admission {
  readonly lanes: Record<LaneName, Lane>;

  constructor(limits: Record<LaneName, LaneLimits> = laneLimits()) {
    this.lanes = { public: new Lane(limits.public), staff: new Lane(limits.staff) };
  }

  /**
   * Whether `request` may go on to Next.js: true at once (a write, a probe, a lane with room), false when its lane's
   * queue is full, or a promise settled when it gets a place (true) or waited too long (false). An admitted request
   * holds its place until its response closes.
   */
  admit(request: IncomingMessage, response: ServerResponse): boolean | Promise<boolean> {
    const lane = laneOf(request);
    return lane ? this.lanes[lane].enter(response) : true;
  }
}
