import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded";

/** A PostgreSQL cluster in a temporary folder, removed when stopped. For tests and tooling, never for app data. */
export async function startThrowawayPostgres(database = "agency"): Promise<EmbeddedDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-pg-"));
  const db = await startEmbeddedPostgres({ dataDir, database, durable: false });
  return {
    ...db,
    async stop() {
      await db.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
