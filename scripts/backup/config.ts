import path from "node:path";
import { DATA_DIR, type Database, openDatabase, ROOT, StartupError } from "../stack";
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
  });
  // What the tools load from lib/ (lib/db, lib/env) finds the database there.
  process.env.DATABASE_URL = database.url;
  return database;
}
