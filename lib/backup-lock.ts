// Not marked server-only: the backup scripts (scripts/backup) take this lock too, outside Next.js.
import pg from "pg";

/**
 * The advisory lock every backup takes (manual ones wait for it, scheduled ones skip when it is taken), and the daily
 * retention job (lib/privacy/retention.ts): one instance at a time does either, never both at once.
 */
const BACKUP_LOCK = 7_202_501;

/**
 * Runs `work` while this process holds the backups' advisory lock on the database, on a connection of its own (a
 * session lock: held across the transactions `work` makes). With `wait` false, answers null at once when another
 * holder (another instance, or `npm run backup`) has it.
 */
export async function withBackupLock<T>(databaseUrl: string, wait: boolean, work: () => Promise<T>): Promise<T | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (wait) await client.query("SELECT pg_advisory_lock($1)", [BACKUP_LOCK]);
    else {
      const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
        BACKUP_LOCK,
      ]);
      if (!rows[0]!.locked) return null;
    }
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [BACKUP_LOCK]).catch(() => {});
    }
  } finally {
    await client.end();
  }
}
