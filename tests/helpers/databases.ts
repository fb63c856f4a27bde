import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createDatabaseIfMissing } from "../../scripts/db/embedded";
import { applyMigrations, MIGRATIONS_DIR } from "../../scripts/db/migrate";
import { withDatabase } from "./postgres-global-setup";

/** A new empty database on the test server (no migrations applied), for tests of the migrations themselves. */
export async function createEmptyDatabase(): Promise<string> {
  const adminUrl = inject("postgresAdminUrl");
  const name = `empty_${randomBytes(6).toString("hex")}`;
  await createDatabaseIfMissing(adminUrl, name);
  return withDatabase(adminUrl, name);
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database migrated up to, not including, the first migration whose name matches `migration`: data written
 * to it is what that migration finds in production. Returns the names of the migrations still to apply.
 */
export async function createDatabaseBefore(migration: RegExp): Promise<{ url: string; pending: string[] }> {
  const url = await createEmptyDatabase();
  const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const index = names.findIndex((name) => migration.test(name));
  if (index < 0) throw new Error(`No migration matches ${migration}`);
  const before = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
  for (const name of names.slice(0, index))
    await cp(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
  await applyMigrations(url, before);
  return { url, pending: names.slice(index) };
}
