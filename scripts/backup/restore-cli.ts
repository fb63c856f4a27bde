// npm run restore -- <archive> [--replace]
// Restores a backup made by npm run backup into the database (DATABASE_URL, or the embedded one, created when
// there is none), the upload store and the data folder. Refuses unless they are empty, or --replace is given.
// Stop npm start first.
//
// npm run restore -- --to "2026-12-01 14:05"   (Abidjan time, which is UTC; or --to latest)
// Restores the embedded database to that minute from the continuous archive of BACKUP_DIR
// (scripts/backup/point-in-time.ts). Stop npm start first.
import path from "node:path";
import { parseArgs } from "node:util";
import { uploadStorage } from "../../lib/media/storage";
import { DATA_DIR, loadEnvFiles, log, runMain, StartupError } from "../stack";
import { continuousArchiving, openSiteDatabase } from "./config";
import { RestoreRefused, restoreBackup } from "./index";
import { abidjanTime, parseRestoreTime, PointInTimeRefused, restoreToPointInTime } from "./point-in-time";

const { values, positionals } = parseArgs({
  options: { replace: { type: "boolean", default: false }, to: { type: "string" } },
  allowPositionals: true,
});

runMain(async () => {
  loadEnvFiles();
  if (values.to !== undefined) return restoreToTime(values.to);
  const archive = positionals[0];
  if (!archive)
    throw new StartupError(
      'Give the archive to restore (npm run restore -- <archive> [--replace]) or a time (npm run restore -- --to "2026-12-01 14:05").',
    );
  const database = await openSiteDatabase();
  try {
    const report = await restoreBackup({
      archive: path.resolve(archive),
      databaseUrl: database.url,
      storage: uploadStorage(),
      dataDir: DATA_DIR,
      replace: values.replace,
    }).catch((error: unknown) => {
      if (error instanceof RestoreRefused) throw new StartupError(error.message);
      throw error;
    });
    const { manifest } = report;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    log(
      `Restored the backup of ${manifest.createdAt} (version ${manifest.app.version}): ${manifest.tables.length} tables, ` +
        `${rows} rows, ${manifest.uploads.length} upload(s), every checksum verified.`,
    );
    if (report.laterMigrations.length)
      log(`Applied the migrations newer than the backup: ${report.laterMigrations.join(", ")}.`);
    if (report.secretsRestored.length) log(`Restored the secret(s): ${report.secretsRestored.join(", ")}.`);
    if (report.secretsKept.length)
      log(`Kept this installation's own ${report.secretsKept.join(", ")} (add --replace to take the backup's).`);
    // The build is left alone: npm start on this database rebuilds it (its identity changed, scripts/stack.ts), and
    // one on any other database, the one a restore into a scratch database leaves, finds its build as it was.
    log("Start the site with npm start on this database: it rebuilds the pages from the restored data first.");
  } finally {
    await database.stop();
  }
});

async function restoreToTime(text: string) {
  if (process.env.DATABASE_URL)
    throw new StartupError(
      "A restore to a point in time is for the embedded database: with DATABASE_URL, use your provider's point-in-time recovery (README, 'Recovery to a point in time').",
    );
  const archiving = continuousArchiving();
  if (!archiving)
    throw new StartupError(
      "No continuous archive: set BACKUP_DIR to the folder npm start archived into (and not CONTINUOUS_ARCHIVING=off).",
    );
  const target = text === "latest" ? "latest" : parseRestoreTime(text);
  if (!target)
    throw new StartupError(
      `"${text}" is not a time: write it as "2026-12-01 14:05" (Abidjan time, UTC), with seconds or an offset if needed, or "latest".`,
    );
  log(
    target === "latest"
      ? "Restoring the embedded database to the last transaction archived…"
      : `Restoring the embedded database to ${abidjanTime(target)} (Abidjan time, UTC)…`,
  );
  const report = await restoreToPointInTime({
    dataDir: path.join(DATA_DIR, "postgres"),
    archiving,
    target,
    log,
  }).catch((error: unknown) => {
    if (error instanceof PointInTimeRefused) throw new StartupError(error.message);
    throw error;
  });
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  log(
    `Restored from the base backup ${report.baseBackup.name}: replayed ${report.restoredToEnd ? "to the end of the archive" : "up to the time asked"}` +
      (report.lastTransactionAt ? `, last transaction ${report.lastTransactionAt}` : "") +
      `; ${report.tables} tables, ${report.rows} rows read back (extract ${seconds(report.timings.extract)} s, ` +
      `replay ${seconds(report.timings.replay)} s, check ${seconds(report.timings.check)} s).`,
  );
  if (report.formerClusterDir)
    log(`The former data folder is kept in ${report.formerClusterDir}: delete it once the site looks right.`);
  log("Start the site with npm start: it rebuilds the pages from the restored data first (a new timeline).");
}
