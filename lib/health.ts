import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db";
import { storageEnv } from "@/lib/env";
import { uploadStorage } from "@/lib/media/storage";
import { notificationQueue } from "@/lib/messages";
import { MAIL_ALERT_AFTER_MINUTES } from "@/lib/messages/rules";
import { isShuttingDown, sharedCacheState } from "@/lib/production-server";

// What GET /api/ready and GET /api/health report: whether this instance can serve, and how each part it depends on
// fares. Only the database makes an instance unready (nothing can be served without it, and another instance may
// reach it). Redis, the upload storage and the mail server are reported but never make it unready: each is shared by
// every instance, so taking them all out of the load balancer for it would turn a partial outage into a total one,
// and each has its fallback (the instance's own caches, the 507/503 of an upload, the mail queue's retries).

/** ok: it works; failing: it does not (see `detail`); off: not configured (no REDIS_URL). */
export type CheckStatus = "ok" | "failing" | "off";

export interface Check {
  status: CheckStatus;
  /** Whether this part failing makes the instance unready. */
  required: boolean;
  /** What is wrong, or how it stands, in English (logs, load balancers, monitors). */
  detail?: string;
}

export interface Checks {
  database: Check & { migrations?: number };
  redis: Check & { unreachableSince?: string; pendingInvalidations?: number };
  uploads: Check & { storage: "disk" | "s3" };
  /** The agency's notifications waiting to be sent; failing when the oldest has waited too long. */
  mailQueue: Check & { waiting?: number; oldestWaitSeconds?: number };
}

/** Why the app is not ready to serve, in French for people and in English for logs and load balancers. */
export interface NotReady {
  ready: false;
  reason: string;
  reasonEn: string;
  checks?: Checks;
}

export type Readiness = { ready: true; migrations: number; checks: Checks } | NotReady;

const CHECK_TIMEOUT_MS = 3_000;
/** The upload storage is probed at most this often (a bucket costs one request). */
const STORAGE_PROBE_EVERY_MS = 5_000;

let shipped: Promise<string[]> | undefined;

/** The migrations this code ships (prisma/migrations): read once, they do not change while the process runs. */
function shippedMigrations(): Promise<string[]> {
  shipped ??= readdir(path.join(process.cwd(), "prisma/migrations"), { withFileTypes: true }).then((entries) =>
    entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name),
  );
  return shipped;
}

class TimedOut extends Error {}

/** `work`, or a TimedOut error after CHECK_TIMEOUT_MS. */
async function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const describeError = (error: unknown) =>
  error instanceof TimedOut
    ? `no answer within ${CHECK_TIMEOUT_MS / 1000} s`
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * The database answers through the app's own pool, and every migration the code ships is applied; when it fails,
 * `reason` says why in French.
 */
async function checkDatabase(): Promise<{ check: Checks["database"]; reason?: string }> {
  const failing = (reason: string, detail: string) => ({
    check: { status: "failing" as const, required: true, detail },
    reason,
  });
  try {
    const applied = await withinTimeout(db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`);
    const done = new Set(applied.map((row) => row.migration_name));
    const missing = (await shippedMigrations()).filter((name) => !done.has(name));
    if (missing.length > 0)
      return failing(
        `Migrations non appliquées : ${missing.join(", ")}.`,
        `Migrations not applied: ${missing.join(", ")}.`,
      );
    return { check: { status: "ok", required: true, migrations: done.size } };
  } catch (error) {
    if (error instanceof TimedOut)
      return failing(
        `La base de données ne répond pas (plus de ${CHECK_TIMEOUT_MS / 1000} s).`,
        `The database did not answer within ${CHECK_TIMEOUT_MS / 1000} s.`,
      );
    console.error("Readiness check failed:", describeError(error));
    const code = (error as { code?: unknown }).code;
    const detail = typeof code === "string" ? ` (${code})` : "";
    return failing(`Base de données injoignable${detail}.`, `Database unreachable${detail}.`);
  }
}

/** Redis, as the server's shared cache last found it (no query: its connection reports its state). */
function checkRedis(): Checks["redis"] {
  const state = sharedCacheState();
  if (!state) return { status: "off", required: false, detail: "No REDIS_URL: this instance keeps its own caches." };
  if (state.reachable) return { status: "ok", required: false, pendingInvalidations: state.pendingInvalidations };
  const since = state.unreachableSince ? new Date(state.unreachableSince).toISOString() : undefined;
  return {
    status: "failing",
    required: false,
    detail:
      `Redis unreachable${since ? ` since ${since}` : ""}: this instance serves from its own caches, which expire ` +
      "within the outage bound, and keeps its invalidations for when Redis is back.",
    unreachableSince: since,
    pendingInvalidations: state.pendingInvalidations,
  };
}

let lastStorageProbe: { at: number; check: Promise<Checks["uploads"]> } | undefined;

/** The upload storage can take one more upload: the folder is writable with room, or the bucket answers. */
function checkUploads(): Promise<Checks["uploads"]> {
  if (lastStorageProbe && Date.now() - lastStorageProbe.at < STORAGE_PROBE_EVERY_MS) return lastStorageProbe.check;
  const storage = storageEnv().S3_BUCKET ? "s3" : "disk";
  const check = withinTimeout(uploadStorage().probe()).then(
    (): Checks["uploads"] => ({ status: "ok", required: false, storage }),
    (error: unknown): Checks["uploads"] => ({
      status: "failing",
      required: false,
      storage,
      detail: `The upload storage cannot take an upload: ${describeError(error)}.`,
    }),
  );
  lastStorageProbe = { at: Date.now(), check };
  return check;
}

/** The agency's notifications: failing when the oldest waiting one was submitted MAIL_ALERT_AFTER_MINUTES ago. */
async function checkMailQueue(): Promise<Checks["mailQueue"]> {
  try {
    const { waiting, oldestSince } = await withinTimeout(notificationQueue());
    const oldestWaitSeconds = oldestSince ? Math.max(0, Math.round((Date.now() - oldestSince.getTime()) / 1000)) : 0;
    if (oldestWaitSeconds >= MAIL_ALERT_AFTER_MINUTES * 60)
      return {
        status: "failing",
        required: false,
        waiting,
        oldestWaitSeconds,
        detail: `${waiting} notification(s) waiting, the oldest for ${Math.floor(oldestWaitSeconds / 60)} min: check the mail server (SMTP_*).`,
      };
    return { status: "ok", required: false, waiting, oldestWaitSeconds };
  } catch (error) {
    return { status: "failing", required: false, detail: `The mail queue cannot be read: ${describeError(error)}.` };
  }
}

/** Every part this instance depends on, checked at once (each within CHECK_TIMEOUT_MS). */
async function gather(): Promise<{ checks: Checks; databaseReason?: string }> {
  const [database, uploads, mailQueue] = await Promise.all([checkDatabase(), checkUploads(), checkMailQueue()]);
  return {
    checks: { database: database.check, redis: checkRedis(), uploads, mailQueue },
    databaseReason: database.reason,
  };
}

/** How every part this instance depends on fares (GET /api/health). */
export async function checkDependencies(): Promise<Checks> {
  return (await gather()).checks;
}

/**
 * Whether this instance can serve (GET /api/ready): not stopping, the database answers within 3 s through the
 * app's own connection pool, and every migration the code ships is applied. Migrations the code does not know
 * (a newer instance migrated first, during a rolling upgrade) do not make it unready. The other parts are reported
 * beside it (`checks`) and never make it unready.
 */
export async function checkReadiness(): Promise<Readiness> {
  if (isShuttingDown())
    return { ready: false, reason: "Le serveur s'arrête.", reasonEn: "The server is shutting down." };
  const { checks, databaseReason } = await gather();
  if (checks.database.status === "ok") return { ready: true, migrations: checks.database.migrations!, checks };
  return { ready: false, reason: databaseReason!, reasonEn: checks.database.detail!, checks };
}
