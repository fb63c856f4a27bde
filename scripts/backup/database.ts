// The database half of a backup: every table's rows through `COPY … TO STDOUT` inside one REPEATABLE READ, READ ONLY
// transaction (one consistent snapshot while the site keeps running), with the applied migrations and the
// sequences; restored by rebuilding the schema from those migrations and `COPY … FROM STDIN` in dependency order.
// Plain SQL over the pg driver: the same for the embedded PostgreSQL and an external one, of any version.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import pgCopy from "pg-copy-streams";
import { quoteIdentifier } from "../db/embedded";

export interface TableDump {
  name: string;
  /** The file of its rows in the archive (COPY's text format), relative to the archive's root. */
  file: string;
  columns: string[];
  rows: number;
  /** SHA-256 of the rows as COPY writes them, ordered by primary key: the same bytes after a faithful restore. */
  sha256: string;
}

export interface SequenceValue {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface DatabaseDump {
  serverVersion: string;
  migrations: { name: string; checksum: string }[];
  tables: TableDump[];
  sequences: SequenceValue[];
}

/** The migrations table is rebuilt by the restore (it applies the migrations), so it is not copied. */
const MIGRATIONS_TABLE = "_prisma_migrations";

/**
 * Output that reads back identically whatever the server's or the client's settings: UTC timestamps in ISO form,
 * floats in full precision.
 */
const STABLE_OUTPUT = [
  "SET LOCAL TIME ZONE 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL extra_float_digits = 3",
  "SET LOCAL bytea_output = 'hex'",
  "SET LOCAL client_encoding = 'UTF8'",
];

/**
 * Tables PostgreSQL fills itself from the others (triggers of the migration maintained_totals): not backed up; a
 * restore rebuilds them as it loads the rows they add up.
 */
const DERIVED_TABLES = ["form_conversion_totals", "form_conversion_days", "lead_decision_days", "counters"];

async function tablesOf(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> $1
       AND NOT (c.relname = ANY ($2::text[]))
     ORDER BY c.relname`,
    [MIGRATIONS_TABLE, DERIVED_TABLES],
  );
  return rows.map((row) => row.name);
}

/** The columns COPY can write back (not generated ones), in table order, and the primary key's. */
async function columnsOf(client: pg.Client, table: string): Promise<{ columns: string[]; key: string[] }> {
  const { rows } = await client.query<{ name: string; in_key: boolean }>(
    `SELECT a.attname AS name,
            EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = a.attrelid AND i.indisprimary
                    AND a.attnum = ANY (i.indkey)) AS in_key
     FROM pg_attribute a
     WHERE a.attrelid = (quote_ident(current_schema()) || '.' || quote_ident($1))::regclass
       AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY a.attnum`,
    [table],
  );
  const columns = rows.map((row) => row.name);
  const key = rows.filter((row) => row.in_key).map((row) => row.name);
  return { columns, key: key.length > 0 ? key : columns };
}

/** The rows of `table` in a stable order, as COPY writes them. */
function copyOutSql(table: string, columns: string[], key: string[]): string {
  const list = columns.map(quoteIdentifier).join(", ");
  const order = key.map(quoteIdentifier).join(", ");
  return `COPY (SELECT ${list} FROM ${quoteIdentifier(table)} ORDER BY ${order}) TO STDOUT`;
}

/** Streams a COPY TO through SHA-256 into `sink`; answers the row count and the digest. */
async function copyOut(client: pg.Client, sql: string, sink: Writable): Promise<{ rows: number; sha256: string }> {
  const hash = createHash("sha256");
  const source = client.query(pgCopy.to(sql));
  await pipeline(
    source,
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    }),
    sink,
  );
  return { rows: source.rowCount, sha256: hash.digest("hex") };
}

/** A sink that keeps nothing (to checksum a restored table). */
const discard = () => new Writable({ write: (_chunk, _encoding, callback) => callback() });

/**
 * Writes every table of the database at `databaseUrl` into `dir` (one `<table>.copy` file each) from one
 * consistent snapshot, and answers what it wrote. Refuses a database the application has not migrated.
 */
export async function dumpDatabase(databaseUrl: string, dir: string, folder = "database"): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    for (const setting of STABLE_OUTPUT) await client.query(setting);
    const serverVersion = (await client.query<{ server_version: string }>("SHOW server_version")).rows[0]!
      .server_version;
    const migrations = await client
      .query<{ name: string; checksum: string }>(
        `SELECT migration_name AS name, checksum FROM ${quoteIdentifier(MIGRATIONS_TABLE)}
         WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
      )
      .catch((error: unknown) => {
        throw new Error(`This database has no migrations table: is it the application's? (${String(error)})`);
      });
    const tables: TableDump[] = [];
    for (const table of await tablesOf(client)) {
      const { columns, key } = await columnsOf(client, table);
      const file = `${folder}/${table}.copy`;
      const { rows, sha256 } = await copyOut(
        client,
        copyOutSql(table, columns, key),
        createWriteStream(path.join(dir, file), { mode: 0o600 }),
      );
      tables.push({ name: table, file, columns, rows, sha256 });
    }
    const sequences: SequenceValue[] = [];
    const { rows: sequenceNames } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`,
    );
    for (const { name } of sequenceNames) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text AS last_value, is_called FROM ${quoteIdentifier(name)}`,
      );
      sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
    }
    await client.query("COMMIT");
    return { serverVersion, migrations: migrations.rows, tables, sequences };
  } finally {
    await client.end();
  }
}

/** Tables that hold at least one row (the migrations table aside): a database with none is empty. */
export async function nonEmptyTables(client: pg.Client): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await tablesOf(client)) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${quoteIdentifier(table)} LIMIT 1`);
    if (rowCount) filled.push(table);
  }
  return filled;
}

/** Other sessions on the same database: a restore must not run under a live application. */
export async function otherSessions(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    "SELECT count(*) AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
  );
  return Number(rows[0]!.count);
}

/**
 * Removes what the migrations created in the schema (an emptied database is rebuilt from the backup's migrations):
 * tables, enum types, functions (the search triggers') and text search configurations. Extensions stay: the
 * migrations create them only if missing.
 */
export async function dropSchemaObjects(client: pg.Client): Promise<void> {
  await client.query("BEGIN");
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition`,
    );
    for (const { name } of tables.rows) await client.query(`DROP TABLE IF EXISTS ${quoteIdentifier(name)} CASCADE`);
    const types = await client.query<{ name: string }>(
      `SELECT t.typname AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
       WHERE n.nspname = current_schema() AND t.typtype = 'e'`,
    );
    for (const { name } of types.rows) await client.query(`DROP TYPE IF EXISTS ${quoteIdentifier(name)} CASCADE`);
    const functions = await client.query<{ signature: string }>(
      `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = current_schema()
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
    );
    for (const { signature } of functions.rows) await client.query(`DROP FUNCTION IF EXISTS ${signature} CASCADE`);
    const searchConfigurations = await client.query<{ name: string }>(
      `SELECT c.cfgname AS name FROM pg_ts_config c JOIN pg_namespace n ON n.oid = c.cfgnamespace
       WHERE n.nspname = current_schema()
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')`,
    );
    for (const { name } of searchConfigurations.rows)
      await client.query(`DROP TEXT SEARCH CONFIGURATION IF EXISTS ${quoteIdentifier(name)} CASCADE`);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}

/** The tables in an order where each comes after those its foreign keys point to. */
async function dependencyOrder(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, visiting: Set<string>) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const { child, parent } of rows) if (child === table) visit(parent, visiting);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.filter((table) => tables.includes(table));
}

/**
 * Loads a dump into the database at `databaseUrl`, whose schema is already the dump's (its migrations applied)
 * and whose tables are empty: every table's rows in dependency order, the sequences, then each table checksummed
 * again — all in one transaction, so that a restore that does not match its backup leaves no data.
 */
export async function loadDatabase(
  databaseUrl: string,
  dir: string,
  dump: Pick<DatabaseDump, "tables" | "sequences">,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    for (const setting of STABLE_OUTPUT) await client.query(setting);
    const present = await tablesOf(client);
    const missing = dump.tables.filter((table) => !present.includes(table.name)).map((table) => table.name);
    if (missing.length > 0) throw new Error(`The rebuilt schema lacks the tables ${missing.join(", ")}.`);
    const byName = new Map(dump.tables.map((table) => [table.name, table]));
    for (const name of await dependencyOrder(
      client,
      dump.tables.map((table) => table.name),
    )) {
      const table = byName.get(name)!;
      const list = table.columns.map(quoteIdentifier).join(", ");
      const sink = client.query(pgCopy.from(`COPY ${quoteIdentifier(table.name)} (${list}) FROM STDIN`));
      await pipeline(createReadStream(path.join(dir, table.file)), sink);
      if (sink.rowCount !== table.rows)
        throw new Error(`${table.name}: ${sink.rowCount} rows loaded, ${table.rows} in the backup.`);
    }
    for (const sequence of dump.sequences) {
      await client.query("SELECT setval($1::regclass, $2::bigint, $3)", [
        quoteIdentifier(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    for (const table of dump.tables) {
      const { key } = await columnsOf(client, table.name);
      const check = await copyOut(client, copyOutSql(table.name, table.columns, key), discard());
      if (check.sha256 !== table.sha256 || check.rows !== table.rows)
        throw new Error(`${table.name}: the restored rows do not match the backup's checksum.`);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Row count and checksum of every table, as a backup records them (tests compare two databases with it). */
export async function tableChecksums(databaseUrl: string): Promise<Record<string, { rows: number; sha256: string }>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    for (const setting of STABLE_OUTPUT) await client.query(setting);
    const result: Record<string, { rows: number; sha256: string }> = {};
    for (const table of await tablesOf(client)) {
      const { columns, key } = await columnsOf(client, table);
      result[table] = await copyOut(client, copyOutSql(table, columns, key), discard());
    }
    await client.query("COMMIT");
    return result;
  } finally {
    await client.end();
  }
}
