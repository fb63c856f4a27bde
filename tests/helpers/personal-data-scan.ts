// The check behind the erasure's 'Done when': no table of the database holds a person's e-mail, name or phone any
// more. It reads the tables and columns from PostgreSQL's catalogue, not from a list written by hand, so that a
// column added later that keeps personal data makes the erasure's tests fail.

/** Runs one SQL statement with its parameters and answers its rows (node-postgres, or Prisma's raw query). */
export type SqlQuery = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * Every column of every table of the current schema, any type (cast to text: JSON, arrays and enums included), that
 * holds one of `needles` (case ignored): `["form_conversions.user_email", …]`; empty when none does.
 */
export async function columnsHolding(query: SqlQuery, needles: readonly string[]): Promise<string[]> {
  const columns = (await query(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY 1, 2`,
    [],
  )) as { table_name: string; column_name: string }[];
  if (columns.length < 50) throw new Error(`Only ${columns.length} columns found: the scan would prove nothing.`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const conditions = needles.map((_, index) => `${quoteIdentifier(column)}::text ILIKE $${index + 1}`).join(" OR ");
    const rows = await query(
      `SELECT 1 FROM ${quoteIdentifier(table)} WHERE ${conditions} LIMIT 1`,
      needles.map(likePattern),
    );
    if (rows.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}
