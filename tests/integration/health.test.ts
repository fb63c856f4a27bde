// Readiness as GET /api/ready reports it (the route's HTTP answers, and /api/health, are checked against the
// production server in tests/e2e/health.spec.ts and tests/e2e/outage-under-load.serial.spec.ts).
import { afterEach, describe, expect, inject, it } from "vitest";
import { db } from "@/lib/db";
import { checkReadiness } from "@/lib/health";
import { markShuttingDown } from "@/lib/production-server";
import { setDatabaseAvailable } from "../helpers/outage";

const database = { adminUrl: inject("postgresAdminUrl"), databaseUrl: process.env.DATABASE_URL! };
afterEach(() => setDatabaseAvailable(true, database));

describe("readiness", () => {
  it("is ready when the database answers and every migration the code ships is applied", async () => {
    const readiness = await checkReadiness();
    expect(readiness).toMatchObject({ ready: true });
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
      expect(await checkReadiness()).toEqual({
        ready: false,
        reason: `Migrations non appliquées : ${name}.`,
        reasonEn: `Migrations not applied: ${name}.`,
      });
    } finally {
      await db.$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = ${name}`;
    }
  });

  it("is not ready once the server is stopping, so that load balancers send it nothing more", async () => {
    markShuttingDown();
    expect(await checkReadiness()).toEqual({
      ready: false,
      reason: "Le serveur s'arrête.",
      reasonEn: "The server is shutting down.",
    });
  });
});
