import pg from "pg";
import { setDatabaseAvailable as setAvailable } from "../../helpers/outage";
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
 * Makes the server's database refuse (or accept again) every connection, as if it were down (tests/helpers/outage.ts).
 * Tests that use it must not run beside others (a serial project, or a dedicated server).
 */
export function setDatabaseAvailable(
  available: boolean,
  stack: Pick<E2EStack, "adminUrl" | "databaseUrl"> = e2eStack(),
): Promise<void> {
  return setAvailable(available, stack);
}
