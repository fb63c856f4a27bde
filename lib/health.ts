import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db";
import { isShuttingDown } from "@/lib/production-server";

/** Why the app is not ready to serve, in French for people and in English for logs and load balancers. */
export interface NotReady {
  ready: false;
  reason: string;
  reasonEn: string;
}

export type Readiness = { ready: true; migrations: number } | NotReady;

const READY_TIMEOUT_MS = 3_000;

let shipped: Promise<string[]> | undefined;

/** The migrations this code ships (prisma/migrations): read once, they do not change while the process runs. */
function shippedMigrations(): Promise<string[]> {
  shipped ??= readdir(path.join(process.cwd(), "prisma/migrations"), { withFileTypes: true }).then((entries) =>
    entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name),
  );
  return shipped;
}

function notReady(reason: string, reasonEn: string): NotReady {
  return { ready: false, reason, reasonEn };
}

/**
 * Whether this instance can serve (GET /api/ready): not stopping, the database answers within 3 s through the
 * app's own connection pool, and every migration the code ships is applied. Migrations the code does not know
 * (a newer instance migrated first, during a rolling upgrade) do not make it unready. One query on a small table.
 */
export async function checkReadiness(): Promise<Readiness> {
  if (isShuttingDown()) return notReady("Le serveur s'arrête.", "The server is shutting down.");
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), READY_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([
      db.$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      timeout,
    ]);
    if (applied === "timeout")
      return notReady(
        `La base de données ne répond pas (plus de ${READY_TIMEOUT_MS / 1000} s).`,
        `The database did not answer within ${READY_TIMEOUT_MS / 1000} s.`,
      );
    const done = new Set(applied.map((row) => row.migration_name));
    const missing = (await shippedMigrations()).filter((name) => !done.has(name));
    if (missing.length > 0)
      return notReady(
        `Migrations non appliquées : ${missing.join(", ")}.`,
        `Migrations not applied: ${missing.join(", ")}.`,
      );
    return { ready: true, migrations: done.size };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const detail = typeof code === "string" ? ` (${code})` : "";
    console.error("Readiness check failed:", error instanceof Error ? error.message : error);
    return notReady(`Base de données injoignable${detail}.`, `Database unreachable${detail}.`);
  } finally {
    clearTimeout(timer);
  }
}
