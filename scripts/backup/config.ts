import path from "node:path";
import { DATA_DIR, type Database, openDatabase, ROOT, StartupError } from "../stack";
import { type ContinuousArchiving, DEFAULT_ARCHIVE_TIMEOUT_SECONDS } from "./continuous";
import { DEFAULT_BACKUP_RETENTION } from "./index";

/** BACKUP_DIR (where archives go; the daily backup runs only when it is set) and BACKUP_RETENTION (archives kept). */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): { backupDir: string | undefined; keep: number } {
  const keep = Number(env.BACKUP_RETENTION || DEFAULT_BACKUP_RETENTION);
  if (!Number.isInteger(keep) || keep < 1)
    throw new StartupError(
      `BACKUP_RETENTION must be a whole number of archives to keep (1 or more), not "${env.BACKUP_RETENTION}".`,
    );
  const dir = env.BACKUP_DIR?.trim();
  return { backupDir: dir ? path.resolve(ROOT, dir) : undefined, keep };
}

/**
 * Continuous archiving of the embedded database (scripts/backup/continuous.ts): on whenever BACKUP_DIR is set and
 * the database is the embedded one, unless CONTINUOUS_ARCHIVING=off; segments at least every ARCHIVE_TIMEOUT_SECONDS
 * (60 by default, at most 300) when something was written. With DATABASE_URL, the provider's own point-in-time
 * recovery does this (README).
 */
export function continuousArchiving(env: NodeJS.ProcessEnv = process.env): ContinuousArchiving | undefined {
  const { backupDir } = backupSettings(env);
  const setting = env.CONTINUOUS_ARCHIVING?.trim().toLowerCase();
  if (setting && !["on", "off"].includes(setting))
    throw new StartupError(`CONTINUOUS_ARCHIVING must be "on" or "off", not "${env.CONTINUOUS_ARCHIVING}".`);
  if (!backupDir || env.DATABASE_URL || setting === "off") return undefined;
  const timeout = Number(env.ARCHIVE_TIMEOUT_SECONDS || DEFAULT_ARCHIVE_TIMEOUT_SECONDS);
  if (!Number.isInteger(timeout) || timeout < 1 || timeout > 300)
    throw new StartupError(
      `ARCHIVE_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 300, not "${env.ARCHIVE_TIMEOUT_SECONDS}".`,
    );
  return { walDir: path.join(backupDir, "wal"), baseDir: path.join(backupDir, "base"), archiveTimeoutSeconds: timeout };
}

/** Where `npm run backup` writes when BACKUP_DIR is not set. */
export const DEFAULT_MANUAL_BACKUP_DIR = path.join(DATA_DIR, "backups");

/**
 * The site's database for npm run backup and restore: DATABASE_URL, or the embedded one (the one npm start runs,
 * shared while it runs, else started for the tool). A running npm start is then found by the restore (other
 * connections) and named, rather than failing here.
 */
export async function openSiteDatabase(): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(DATA_DIR, "postgres"),
    shareRunning: true,
    archiving: continuousArchiving(),
  });
  // What the tools load from lib/ (lib/db, lib/env) finds the database there.
  process.env.DATABASE_URL = database.url;
  return database;
}
