import "server-only";
import { createHash } from "node:crypto";
import pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "@/lib/api";
import { serverEnv } from "@/lib/env";

/**
 * Every rate limit of the site, in one place. Counters live in PostgreSQL (table rate_limits), so that
 * limits hold across several instances of the app.
 */
export const RATE_LIMITS = {
  /** Contact, project and quote requests, newsletter: per client address. */
  publicForm: { points: 5, duration: 10 * 60 },
  /** Page-view reports: per client address. */
  visitTracking: { points: 120, duration: 60 },
  /** Web vitals reports (one per page view, when it is hidden): per client address. */
  webVitals: { points: 120, duration: 60 },
  /** Form funnel reports (started, abandoned): per client address. */
  formFunnel: { points: 60, duration: 60 },
  /** Article views: one per visitor session and article (the browser keeps the session id). */
  articleViewPerSession: { points: 1, duration: 30 * 24 * 60 * 60 },
  /** Article views: once a day per client address and article, so that made-up session ids cannot inflate a count. */
  articleViewPerClientAndPost: { points: 1, duration: 24 * 60 * 60 },
  /** Article views: per client address, over all articles. */
  articleViewPerClient: { points: 60, duration: 60 * 60 },
  /** Password reset requests: per client address (sign-in attempts have their own throttle, lib/auth/throttle.ts). */
  passwordResetPerClient: { points: 5, duration: 15 * 60 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

let pool: pg.Pool | undefined;
const limiters = new Map<RateLimitName, RateLimiterPostgres>();

function limiter(name: RateLimitName): RateLimiterPostgres {
  let instance = limiters.get(name);
  if (!instance) {
    if (!pool) {
      pool = new pg.Pool({ connectionString: serverEnv().DATABASE_URL, max: 3 });
      // An idle connection cut by the server (restart, failover) must not crash the process: the pool replaces it.
      pool.on("error", (error) => console.error("Rate-limit database connection lost:", error.message));
    }
    instance = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: name,
      ...RATE_LIMITS[name],
    });
    limiters.set(name, instance);
  }
  return instance;
}

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * The key as stored in rate_limits: a digest, so that the table never holds a client address or an e-mail
 * address in clear (visitors' addresses are never stored).
 */
function storedKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/** Counts one attempt under `key`; refused once the limit's points are spent within its duration. */
export async function consumeRateLimit(name: RateLimitName, key: string, points = 1): Promise<RateLimitResult> {
  try {
    const result = await limiter(name).consume(storedKey(key), points);
    return { allowed: true, remaining: result.remainingPoints };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    throw rejection;
  }
}

/** Whether `key` is currently blocked, without counting an attempt. */
export async function isRateLimited(name: RateLimitName, key: string): Promise<RateLimitResult> {
  const state = await limiter(name).get(storedKey(key));
  if (state && state.consumedPoints >= RATE_LIMITS[name].points) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
  }
  return { allowed: true, remaining: RATE_LIMITS[name].points - (state?.consumedPoints ?? 0) };
}

export async function resetRateLimit(name: RateLimitName, key: string): Promise<void> {
  await limiter(name).delete(storedKey(key));
}

/** For route handlers: counts the attempt and throws a 429 ApiError when the limit is reached. */
export async function enforceRateLimit(name: RateLimitName, key: string, message?: string): Promise<void> {
  const result = await consumeRateLimit(name, key);
  if (!result.allowed) throw ApiError.tooManyRequests(result.retryAfterSeconds, message);
}
