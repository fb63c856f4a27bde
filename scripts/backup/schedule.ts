// The daily automatic backup of npm start (when BACKUP_DIR is set), run by one instance at a time: whichever
// takes PostgreSQL's advisory lock first, when the newest archive is a day old. With continuous archiving (the
// embedded database), a base backup with each daily archive, and at once when the cluster has none for its timeline.
import { withBackupLock } from "../../lib/backup-lock";
import { type ContinuousArchiving, needsBaseBackup, pruneContinuousArchive, takeBaseBackup } from "./continuous";
import { type BackupSources, createBackup, listBackups, pruneBackups } from "./index";

/** The embedded cluster whose WAL is archived: base backups are made of its folder. */
export interface ArchivedCluster {
  archiving: ContinuousArchiving;
  clusterDir: string;
}

/**
 * A base backup of `cluster` (through `databaseUrl`, a superuser's connection to the embedded server), then the
 * `keep` newest base backups and the segments they need are kept. Answers a line for the log.
 */
export async function makeBaseBackup(databaseUrl: string, cluster: ArchivedCluster, keep: number): Promise<string> {
  const backup = await takeBaseBackup({
    adminUrl: databaseUrl,
    clusterDir: cluster.clusterDir,
    archiving: cluster.archiving,
  });
  const pruned = await pruneContinuousArchive(cluster.archiving, keep);
  return (
    `base backup ${backup.file} (restorable from ${backup.consistentAt})` +
    (pruned.baseBackups.length || pruned.segments
      ? `; removed ${pruned.baseBackups.length} older base backup(s) and ${pruned.segments} WAL segment(s)`
      : "")
  );
}

export interface ScheduleOptions extends BackupSources {
  backupDir: string;
  /** Archives kept (BACKUP_RETENTION), and base backups. */
  keep: number;
  /** Continuous archiving of the embedded cluster, when on. */
  cluster?: ArchivedCluster;
  /** A backup is due when the newest archive is older than this. */
  maxAgeMs?: number;
  now?: () => Date;
}

const DAY_MS = 24 * 3_600_000;

/**
 * One look at the schedule: makes a backup when the newest archive in backupDir is older than a day, with a base
 * backup when WAL is archived, and a base backup alone when the cluster has none for its timeline yet; unless another
 * instance is making one. Answers what it did.
 */
export async function runScheduledBackup(options: ScheduleOptions): Promise<"made" | "recent" | "busy"> {
  const maxAgeMs = options.maxAgeMs ?? DAY_MS;
  const now = options.now ?? (() => new Date());
  const { cluster } = options;
  const archiveDue = async () => {
    const [newest] = await listBackups(options.backupDir);
    return newest === undefined || now().getTime() - newest.createdAt.getTime() >= maxAgeMs;
  };
  const baseBackupDue = async () => !!cluster && (await needsBaseBackup(options.databaseUrl, cluster.archiving));
  if (!(await archiveDue()) && !(await baseBackupDue())) return "recent";
  const outcome = await withBackupLock(options.databaseUrl, false, async () => {
    // Another instance sharing the folder may have made it while this one waited for its turn.
    const archive = await archiveDue();
    if (!archive && !(await baseBackupDue())) return "recent" as const;
    const done: string[] = [];
    if (archive) {
      const { file, manifest } = await createBackup({ ...options, now: now() });
      const pruned = await pruneBackups(options.backupDir, options.keep);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      done.push(
        `${file} (${rows} rows, ${manifest.uploads.length} upload(s))` +
          (pruned.length ? `; removed ${pruned.length} older archive(s)` : ""),
      );
    }
    if (cluster) done.push(await makeBaseBackup(options.databaseUrl, cluster, options.keep));
    console.log(`▸ Daily backup: ${done.join("; ")}`);
    return "made" as const;
  });
  return outcome ?? "busy";
}

/**
 * Looks every hour (first a minute after the start) and makes the day's backup when it is due. Failures are logged
 * and tried again at the next look. Answers a function that stops the schedule.
 */
export function scheduleDailyBackups(options: ScheduleOptions, everyMs = 3_600_000, firstAfterMs = 60_000): () => void {
  let running = false;
  const look = async () => {
    if (running) return;
    running = true;
    try {
      await runScheduledBackup(options);
    } catch (error) {
      console.error(
        `✖ The daily backup failed (tried again within the hour): ${error instanceof Error ? error.message : error}`,
      );
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void look(), firstAfterMs);
  const timer = setInterval(() => void look(), everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
