import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from "../../scripts/db/migrate";
import { diffDatamodels } from "../../scripts/db/schema-diff";
import { createEmptyDatabase, withClient } from "../helpers/databases";

/**
 * Everything that makes up the public schema's tables, in a stable order (column order aside: ALTER TABLE appends).
 * Views, like triggers, are written by the migrations alone (schema.prisma does not declare them).
 */
async function describeSchema(url: string) {
  return withClient(url, async (client) => {
    const query = async (sql: string) => (await client.query(sql)).rows;
    return {
      columns: await query(`
        SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default,
               character_maximum_length, numeric_precision, datetime_precision
        FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
          AND table_name IN (SELECT table_name FROM information_schema.tables
                             WHERE table_schema = 'public' AND table_type = 'BASE TABLE')
        ORDER BY table_name, column_name`),
      constraints: await query(`
        SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '"_prisma_migrations"'
          AND conrelid::regclass::text <> '_prisma_migrations'
        ORDER BY 1, 2`),
      indexes: await query(`
        SELECT tablename, indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
        ORDER BY 1, 2`),
      enums: await query(`
        SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder) AS labels
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
        GROUP BY t.typname ORDER BY 1`),
      sequences: await query(
        `SELECT sequence_name, data_type FROM information_schema.sequences WHERE sequence_schema = 'public' ORDER BY 1`,
      ),
      extensions: await query(`SELECT extname FROM pg_extension ORDER BY 1`),
    };
  });
}

describe("migrations", () => {
  it("describe the same database as prisma/schema.prisma", async () => {
    const fromMigrations = await createEmptyDatabase();
    await applyMigrations(fromMigrations);

    const fromSchema = await createEmptyDatabase();
    const schema = await readFile(path.join(MIGRATIONS_DIR, "../schema.prisma"), "utf8");
    const sql = await diffDatamodels(null, schema, fromSchema);
    await withClient(fromSchema, (client) => client.query(sql));

    const [expected, actual] = await Promise.all([describeSchema(fromSchema), describeSchema(fromMigrations)]);
    expect(expected.columns.length).toBeGreaterThan(50);
    expect(actual).toEqual(expected);
  });

  it("are recorded in _prisma_migrations with their checksum, and applied once", async () => {
    const url = await createEmptyDatabase();
    const migrations = await readMigrations();
    expect(await applyMigrations(url)).toEqual(migrations.map((migration) => migration.name));
    expect(await applyMigrations(url)).toEqual([]);

    const rows = await withClient(
      url,
      async (client) =>
        (
          await client.query(
            `SELECT migration_name, checksum, finished_at, applied_steps_count, rolled_back_at FROM "_prisma_migrations" ORDER BY migration_name`,
          )
        ).rows,
    );
    expect(rows).toEqual(
      migrations.map((migration) => ({
        migration_name: migration.name,
        checksum: migration.checksum,
        finished_at: expect.any(Date),
        applied_steps_count: 1,
        rolled_back_at: null,
      })),
    );
  });

  it("roll back a failing migration entirely and retry it on the next run", async () => {
    const url = await createEmptyDatabase();
    const dir = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
    const write = async (name: string, sql: string) => {
      await mkdir(path.join(dir, name));
      await writeFile(path.join(dir, name, "migration.sql"), sql);
    };
    await write("1_ok", `CREATE TABLE a (id int);`);
    await write("2_broken", `CREATE TABLE b (id int); INSERT INTO missing VALUES (1);`);

    await expect(applyMigrations(url, dir)).rejects.toThrow(
      /2_broken failed and was rolled back: relation "missing" does not exist/,
    );
    const tables = async () =>
      withClient(url, async (client) =>
        (
          await client.query(
            `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
          )
        ).rows.map((row) => row.table_name),
      );
    expect(await tables()).toEqual(["_prisma_migrations", "a"]);

    await writeFile(path.join(dir, "2_broken", "migration.sql"), `CREATE TABLE b (id int);`);
    expect(await applyMigrations(url, dir)).toEqual(["2_broken"]);
    expect(await tables()).toEqual(["_prisma_migrations", "a", "b"]);
  });
});
