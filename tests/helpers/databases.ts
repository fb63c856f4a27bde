import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDatabaseIfMissing } from "../../scripts/db/embedded";
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
