import pg from "pg";
import { type E2EStack, e2eStack } from "./stack";

/** Runs one SQL statement against the end-to-end server's database (or another one). */
export async function sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
  databaseUrl = e2eStack().databaseUrl,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Makes the server's database refuse (or accept again) every connection, as if it were down:
 * new connections fail with "not currently accepting connections" and open ones are cut.
 * Tests that use it must not run beside others (a serial project, or a dedicated server).
 */
export async function setDatabaseAvailable(
  available: boolean,
  { adminUrl, databaseUrl }: Pick<E2EStack, "adminUrl" | "databaseUrl"> = e2eStack(),
): Promise<void> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS ${available ? "true" : "false"}`);
    if (!available) {
      await client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [database],
      );
    }
  } finally {
    await client.end();
  }
}
