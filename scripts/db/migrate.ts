import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../prisma/migrations");

/** The lock id `prisma migrate deploy` takes, so that our applier and Prisma's never run at once. */
const PRISMA_ADVISORY_LOCK = 72707369;

const MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/**
 * Applies the pending migrations of prisma/migrations, each in its own transaction, and records them
 * in `_prisma_migrations` as Prisma does, so that `prisma migrate deploy` agrees about what is applied.
 * With `only`, just those (a restore first rebuilds the schema its backup was made with).
 * Returns the names of the migrations it applied.
 */
export async function applyMigrations(
  databaseUrl: string,
  dir = MIGRATIONS_DIR,
  { only }: { only?: ReadonlySet<string> } = {},
): Promise<string[]> {
  const migrations = (await readMigrations(dir)).filter((migration) => !only || only.has(migration.name));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK]);
    await client.query(MIGRATIONS_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const failed = rows.find((row) => row.finished_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and is not marked rolled back; fix the database, then run \`prisma migrate resolve\`.`,
      );
    }
    const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum)
          console.warn(`warning: migration ${migration.name} was edited after it was applied`);
        continue;
      }
      await applyOne(client, migration);
      done.push(migration.name);
    }
    return done;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK]).catch(() => {});
    await client.end();
  }
}

async function applyOne(client: pg.Client, migration: Migration) {
  const id = randomUUID();
  await client.query(
    `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
    [id, migration.checksum, migration.name],
  );
  try {
    await client.query("BEGIN");
    await client.query(migration.sql);
    await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [
      id,
    ]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    const message = error instanceof Error ? error.message : String(error);
    // Nothing of it was applied: record it as rolled back so that the next run retries it.
    await client.query(`UPDATE "_prisma_migrations" SET logs = $2, rolled_back_at = now() WHERE id = $1`, [
      id,
      message,
    ]);
    throw new Error(`Migration ${migration.name} failed and was rolled back: ${message}`);
  }
}
