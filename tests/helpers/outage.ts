import pg from "pg";

/**
 * Makes a database refuse (or accept again) every connection, as if its server were down: new connections fail
 * with "not currently accepting connections" (55000) and open ones are cut (57P01, as on a shutdown).
 * Only that database is affected, so a test file can take its own database down beside others.
 */
export async function setDatabaseAvailable(
  available: boolean,
  { adminUrl, databaseUrl }: { adminUrl: string; databaseUrl: string },
): Promise<void> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`ALTER DATABASE "${database.replaceAll('"', '""')}" WITH ALLOW_CONNECTIONS ${available}`);
    if (!available) await terminateConnections(client, database);
  } finally {
    await client.end();
  }
}

/** Cuts every open connection to `database` (pg_terminate_backend), as an administrator or a failover would. */
export async function terminateConnections(client: pg.Client, database: string): Promise<number> {
  const { rowCount } = await client.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
    [database],
  );
  return rowCount ?? 0;
}
