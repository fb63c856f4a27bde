// Readiness as GET /api/ready reports it (the route's HTTP answers, and /api/health, are checked against the
// production server in tests/e2e/health.spec.ts and tests/e2e/outage-under-load.serial.spec.ts).
import { rm } from "node:fs/promises";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { db } from "@/lib/db";
import { checkDependencies, checkReadiness } from "@/lib/health";
import { markShuttingDown, reportSharedCacheState } from "@/lib/production-server";
import { SharedCache } from "@/server/shared-cache";
import { startRedisServer } from "../../scripts/redis-server";
import { setDatabaseAvailable } from "../helpers/outage";
import { mountTmpfs } from "../helpers/tmpfs";

const uploadDir = vi.hoisted(() => {
  const dir = `/tmp/health-test-${process.pid}-${Date.now()}/uploads`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});
const database = { adminUrl: inject("postgresAdminUrl"), databaseUrl: process.env.DATABASE_URL! };
afterEach(() => setDatabaseAvailable(true, database));

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe("readiness", () => {
  it("is ready when the database answers and every migration the code ships is applied", async () => {
    // The pool's first connection, which a loaded machine can take over the checks' 3 s to open, is not what is tested.
    await db.$queryRaw`SELECT 1`;
    const readiness = await checkReadiness();
    expect(readiness, JSON.stringify(readiness)).toMatchObject({ ready: true });
    expect(readiness.ready && readiness.migrations).toBeGreaterThan(5);
  });

  it("is not ready while the database is down, with the reason in French and English, and ready once it is back", async () => {
    await setDatabaseAvailable(false, database);
    const down = await checkReadiness();
    expect(down).toMatchObject({
      ready: false,
      reason: expect.stringMatching(/^Base de données injoignable/),
      reasonEn: expect.stringMatching(/^Database unreachable/),
    });
    await setDatabaseAvailable(true, database);
    expect(await checkReadiness()).toMatchObject({ ready: true });
  });

  it("is not ready while a migration the code ships is not applied, and names it", async () => {
    const [latest] = await db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`;
    const name = latest!.migration_name;
    await db.$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = ${name}`;
    try {
      expect(await checkReadiness()).toMatchObject({
        ready: false,
        reason: `Migrations non appliquées : ${name}.`,
        reasonEn: `Migrations not applied: ${name}.`,
        checks: { database: { status: "failing", required: true } },
      });
    } finally {
      await db.$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = ${name}`;
    }
  });

  it("reports Redis, the upload storage and the mail queue beside it, and none of them makes it unready", async () => {
    // Without REDIS_URL, an empty queue, the upload folder on a disk with room.
    expect(await checkReadiness()).toMatchObject({
      ready: true,
      checks: {
        database: { status: "ok", required: true },
        redis: { status: "off", required: false },
        uploads: { status: "ok", required: false, storage: "disk" },
        mailQueue: { status: "ok", required: false, waiting: 0 },
      },
    });

    // Redis (the server's shared cache) goes down.
    const redis = await startRedisServer();
    const cache = new SharedCache(redis.url, { buildId: "health", manifest: new Map(), keyPrefix: "health:" });
    await cache.connect();
    reportSharedCacheState(() => cache.state());
    // A notification waiting for 20 minutes (the mail server refuses it), and one just submitted.
    await db.$executeRaw`
      INSERT INTO form_conversions (form_type, status, mail_status, created_at, updated_at)
      VALUES ('contact', 'completed', 'pending', now() - interval '20 minutes', now()),
             ('contact', 'completed', 'pending', now(), now())`;
    // The upload folder's disk is full (a tmpfs smaller than one upload), where mounting is allowed.
    const unmount = mountTmpfs(uploadDir, "size=1m");
    try {
      expect((await checkDependencies()).redis).toEqual({ status: "ok", required: false, pendingInvalidations: 0 });
      await redis.stop();
      await until(() => !cache.state().reachable);
      await new Promise((resolve) => setTimeout(resolve, 5_000)); // the storage is probed every 5 s at most
      const readiness = await checkReadiness();
      expect(readiness).toMatchObject({
        ready: true,
        checks: {
          redis: { status: "failing", required: false, detail: expect.stringMatching(/^Redis unreachable since /) },
          mailQueue: {
            status: "failing",
            required: false,
            waiting: 2,
            detail: expect.stringMatching(/^2 notification\(s\) waiting, the oldest for 20 min/),
          },
        },
      });
      expect(readiness.checks!.mailQueue.oldestWaitSeconds).toBeGreaterThanOrEqual(20 * 60);
      if (unmount)
        expect(readiness.checks!.uploads).toEqual({
          status: "failing",
          required: false,
          storage: "disk",
          detail: "The upload storage cannot take an upload: No space left for uploads.",
        });
      // Liveness reports the same, in detail.
      expect(await checkDependencies()).toMatchObject({ redis: { status: "failing" }, mailQueue: { waiting: 2 } });
    } finally {
      unmount?.();
      reportSharedCacheState(() => ({ reachable: true, pendingInvalidations: 0 }));
      await cache.close();
      await redis.stop();
      await db.$executeRaw`DELETE FROM form_conversions WHERE mail_status = 'pending'`;
      await rm(uploadDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("is not ready once the server is stopping, so that load balancers send it nothing more", async () => {
    markShuttingDown();
    expect(await checkReadiness()).toEqual({
      ready: false,
      reason: "Le serveur s'arrête.",
      reasonEn: "The server is shutting down.",
    });
  });
});
