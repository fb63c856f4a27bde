// A point-in-time restore of the embedded PostgreSQL (npm run restore -- --to "2026-12-01 14:05"), as PostgreSQL's
// documentation describes it ('Recovering Using a Continuous Archive Backup'): the newest base backup made before
// that time is extracted into a new folder beside the cluster's and checked, the archived segments (and those the
// stopped cluster had not archived yet) are replayed up to that time by a PostgreSQL of its own, which is checked in
// turn; only then does the new folder take the place of the cluster's, and the former one is kept beside it.
import { existsSync } from "node:fs";
import { chmod, chown, copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import * as tar from "tar";
import { runningEmbeddedPostgres, startEmbeddedPostgres } from "../db/embedded";
import {
  archivedSegments,
  type BaseBackup,
  type ContinuousArchiving,
  listBaseBackups,
  nextSegment,
  postgresUser,
  verifyExtractedBackup,
  walCommand,
} from "./continuous";

/** A restore that must not go ahead, with the reason for the person who asked for it. */
export class PointInTimeRefused extends Error {
  override name = "PointInTimeRefused";
}

/**
 * The time `--to` names: "2026-12-01 14:05" (seconds optional) in Abidjan's time, which is UTC all year; an explicit
 * offset ("+01:00") or Z may follow. Null when it is not such a time.
 */
export function parseRestoreTime(text: string): Date | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d)(?::(\d\d))?\s*(?:(Z)|([+-])(\d\d):?(\d\d))?$/i.exec(
    text.trim(),
  );
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const offsetMinutes = match[8] ? (match[8] === "-" ? -1 : 1) * (Number(match[9]) * 60 + Number(match[10])) : 0;
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  if (month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth || hours! > 23 || minutes! > 59 || seconds! > 59)
    return null;
  if (Math.abs(offsetMinutes) > 14 * 60) return null;
  return new Date(Date.UTC(year!, month! - 1, day, hours, minutes, seconds) - offsetMinutes * 60_000);
}

/** Abidjan's time (UTC), to the second, as people read it: "2026-12-01 14:05:00". */
export const abidjanTime = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

export interface PointInTimeReport {
  baseBackup: BaseBackup;
  /** The last transaction the restored database holds, as PostgreSQL logged it. */
  lastTransactionAt: string | null;
  /** The target could not be reached: nothing was written after the end of the archive; restored to its end. */
  restoredToEnd: boolean;
  /** The cluster's former folder, kept beside it. */
  formerClusterDir: string | null;
  /** Tables of the restored database with their rows, as checked. */
  tables: number;
  rows: number;
  /** How long each step took, in milliseconds. */
  timings: { extract: number; replay: number; check: number };
}

/** The segments from `from` to `to` (same timeline) missing from the archive. */
function missingSegments(archived: Set<string>, from: string, to: string): string[] {
  const missing: string[] = [];
  for (let segment = from; segment <= to; segment = nextSegment(segment))
    if (!archived.has(segment)) missing.push(segment);
  return missing;
}

/** The system identifier of a cluster's folder, from its pg_control (whose first field it is); null without one. */
async function clusterSystemIdentifier(clusterDir: string): Promise<string | null> {
  const control = await readFile(path.join(clusterDir, "global", "pg_control")).catch(() => null);
  return control && control.length >= 8 ? control.readBigUInt64LE(0).toString() : null;
}

/** Extracts a base backup's data folder into `dir` and checks every file against its list. */
async function extractBaseBackup(backup: BaseBackup, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await tar.extract({ file: backup.file, cwd: dir, strip: 1, strict: true });
  await verifyExtractedBackup(dir, backup);
  await mkdir(path.join(dir, "pg_wal", "archive_status"), { recursive: true, mode: 0o700 });
}

/** As root, gives the folder to the `postgres` user the embedded server runs as. */
async function giveToPostgres(dir: string): Promise<void> {
  const owner = postgresUser();
  if (!owner) return;
  const walk = async (target: string): Promise<void> => {
    await chown(target, owner.uid, owner.gid);
    for (const entry of await readdir(target, { withFileTypes: true })) {
      const child = path.join(target, entry.name);
      if (entry.isDirectory()) await walk(child);
      else await chown(child, owner.uid, owner.gid);
    }
  };
  await walk(dir);
}

/**
 * The history file of the timeline the restore started (its copy archived nothing): archived now, so that a later
 * restore from a base backup of the new timeline can follow it.
 */
async function archiveTimelineHistory(clusterDir: string, walDir: string): Promise<void> {
  const owner = postgresUser();
  for (const name of await readdir(path.join(clusterDir, "pg_wal"))) {
    const archived = path.join(walDir, `${name}.gz`);
    if (!name.endsWith(".history") || existsSync(archived)) continue;
    await writeFile(archived, gzipSync(await readFile(path.join(clusterDir, "pg_wal", name))), { mode: 0o600 });
    if (owner) await chown(archived, owner.uid, owner.gid);
  }
}

/** The rows of every table of the application's database, as a check that it opens and reads. */
async function countRows(url: string): Promise<{ tables: number; rows: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: recovering } = await client.query<{ recovering: boolean }>(
      "SELECT pg_is_in_recovery() AS recovering",
    );
    if (recovering[0]!.recovering) throw new Error("the restored server is still recovering");
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables ORDER BY 1`,
    );
    let rows = 0;
    for (const table of tables) {
      const { rows: count } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${table.name}`);
      rows += Number(count[0]!.count);
    }
    return { tables: tables.length, rows };
  } finally {
    await client.end();
  }
}

/**
 * Restores the embedded cluster of `dataDir` (its pgdata/) to `target` ("latest": to the end of what was archived),
 * from the base backups and segments of `archiving`. Refuses while a server runs on it. Nothing of the cluster is
 * touched until the restored copy has replayed to the target, opened and been read; then the copy takes its place,
 * and the former folder is kept as pgdata.replaced-<time>.
 */
export async function restoreToPointInTime(options: {
  dataDir: string;
  archiving: ContinuousArchiving;
  target: Date | "latest";
  database?: string;
  log?: (line: string) => void;
}): Promise<PointInTimeReport> {
  const log = options.log ?? (() => {});
  const clusterDir = path.join(options.dataDir, "pgdata");
  const target = options.target;
  if (target !== "latest" && target.getTime() > Date.now())
    throw new PointInTimeRefused(`${abidjanTime(target)} is in the future.`);
  if (await runningEmbeddedPostgres(options.dataDir))
    throw new PointInTimeRefused("The embedded PostgreSQL is running: stop the application (npm start) first.");

  const backups = await listBaseBackups(options.archiving.baseDir);
  if (backups.length === 0)
    throw new PointInTimeRefused(
      `No base backup in ${options.archiving.baseDir}: continuous archiving makes one a minute after npm start, then with each daily backup.`,
    );
  const usable = target === "latest" ? backups : backups.filter((backup) => new Date(backup.consistentAt) <= target);
  const backup = usable[0];
  if (!backup)
    throw new PointInTimeRefused(
      `The backups reach back to ${abidjanTime(new Date(backups.at(-1)!.consistentAt))} (Abidjan, UTC) at the earliest: choose a later time.`,
    );

  const archived = new Set(await archivedSegments(options.archiving.walDir));
  const missing = missingSegments(archived, backup.startWal, backup.stopWal);
  if (missing.length > 0)
    throw new PointInTimeRefused(
      `The WAL archive lacks ${missing.join(", ")}, which the base backup ${backup.name} needs: it cannot be restored.`,
    );
  // Where the archive stops being continuous, the replay stops too: said before anything is done.
  let last = backup.stopWal;
  while (archived.has(nextSegment(last))) last = nextSegment(last);
  const later = [...archived].filter((segment) => segment.slice(0, 8) === last.slice(0, 8) && segment > last);
  if (later.length > 0)
    log(`✖ The archive lacks ${nextSegment(last)}: the replay cannot go past it (segments after it: ${later.length}).`);

  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, "-");
  const restoring = path.join(options.dataDir, "pgdata.restoring");
  await rm(restoring, { recursive: true, force: true });
  const timings = { extract: 0, replay: 0, check: 0 };
  let started = performance.now();
  log(`Extracting the base backup ${backup.name} (consistent from ${abidjanTime(new Date(backup.consistentAt))})…`);
  try {
    await extractBaseBackup(backup, restoring);
    // The segments the stopped server wrote and had not archived yet, as PostgreSQL's documentation advises: with
    // them, the replay goes up to the last transaction it committed. Not those of another cluster (on a new machine,
    // the one a restore of the daily archive made first).
    const liveWal = path.join(clusterDir, "pg_wal");
    const liveSystem = await clusterSystemIdentifier(clusterDir);
    if (liveSystem && liveSystem !== backup.systemIdentifier)
      log(`The data folder in place is another cluster's (${liveSystem}): only the archive is replayed.`);
    else if (existsSync(liveWal))
      for (const name of await readdir(liveWal))
        if (/^[0-9A-F]{24}$/.test(name) || name.endsWith(".history"))
          await copyFile(path.join(liveWal, name), path.join(restoring, "pg_wal", name));
    await writeFile(path.join(restoring, "recovery.signal"), "");
    await chmod(restoring, 0o700);
    await giveToPostgres(restoring);
    timings.extract = performance.now() - started;

    started = performance.now();
    const output: string[] = [];
    const recover = (recoveryTarget: Date | null) =>
      startEmbeddedPostgres({
        dataDir: options.dataDir,
        clusterDir: restoring,
        database: null,
        settings: {
          restore_command: walCommand("restore", options.archiving.walDir),
          recovery_target_timeline: "latest",
          ...(recoveryTarget
            ? {
                // A numeric offset: PostgreSQL refuses zone abbreviations (Z) there.
                recovery_target_time: `${recoveryTarget.toISOString().slice(0, 23).replace("T", " ")}+00`,
                // A transaction committed at the very second asked is after it: "before 14:05" is what 14:05 means.
                recovery_target_inclusive: "false",
                recovery_target_action: "promote",
              }
            : {}),
          // The copy archives nothing while it is only a candidate.
          archive_mode: "off",
        },
        log: (line) => output.push(line),
      });
    let server: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
    let restoredToEnd = target === "latest";
    try {
      server = await recover(target === "latest" ? null : target);
    } catch (error) {
      if (!output.some((line) => line.includes("recovery ended before configured recovery target was reached")))
        throw new Error(`The replay failed: ${output.slice(-5).join(" | ") || (error as Error).message}`);
      // Nothing after the time asked was archived (nor left in the cluster's own segments): the state at that time
      // is the end of what was written.
      log(`Nothing was written after ${abidjanTime(target as Date)}: restoring to the end of the archive.`);
      restoredToEnd = true;
      output.length = 0;
      server = await recover(null);
    }
    timings.replay = performance.now() - started;
    const lastTransactionAt =
      output
        .map((line) => /last completed transaction was at log time ([^\n]+)/.exec(line)?.[1]?.trim())
        .findLast(Boolean) ?? null;

    started = performance.now();
    let counted: { tables: number; rows: number };
    try {
      counted = await countRows(server.url.replace(/\/postgres$/, `/${options.database ?? "agency"}`));
    } finally {
      await server.stop();
    }
    timings.check = performance.now() - started;

    await archiveTimelineHistory(restoring, options.archiving.walDir);
    let formerClusterDir: string | null = null;
    if (existsSync(clusterDir)) {
      formerClusterDir = path.join(options.dataDir, `pgdata.replaced-${stamp}`);
      await rename(clusterDir, formerClusterDir);
    }
    await rename(restoring, clusterDir);
    return { baseBackup: backup, lastTransactionAt, restoredToEnd, formerClusterDir, ...counted, timings };
  } catch (error) {
    await rm(restoring, { recursive: true, force: true });
    throw error;
  }
}
