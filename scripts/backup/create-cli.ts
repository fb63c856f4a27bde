// npm run backup — writes one archive of the database, the uploaded images and the generated secrets into
// BACKUP_DIR (default .data/backups), then keeps the BACKUP_RETENTION newest. Works while npm start runs: the
// database is read from one consistent snapshot. With continuous archiving (the embedded database, BACKUP_DIR set),
// a base backup too.
import path from "node:path";
import { withBackupLock } from "../../lib/backup-lock";
import { uploadStorage } from "../../lib/media/storage";
import { DATA_DIR, loadEnvFiles, log, runMain } from "../stack";
import { backupSettings, continuousArchiving, DEFAULT_MANUAL_BACKUP_DIR, openSiteDatabase } from "./config";
import { createBackup, pruneBackups } from "./index";
import { makeBaseBackup } from "./schedule";

runMain(async () => {
  loadEnvFiles();
  const { backupDir = DEFAULT_MANUAL_BACKUP_DIR, keep } = backupSettings();
  const database = await openSiteDatabase();
  try {
    const started = performance.now();
    const made = await withBackupLock(database.url, true, () =>
      createBackup({ databaseUrl: database.url, storage: uploadStorage(), dataDir: DATA_DIR, backupDir }),
    );
    const { file, manifest } = made!;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    log(
      `Backup written in ${Math.round(performance.now() - started)} ms: ${file}\n` +
        `  ${manifest.tables.length} tables (${rows} rows), ${manifest.uploads.length} upload(s), ` +
        `${manifest.secrets.length} secret(s), ${manifest.migrations.length} migrations, PostgreSQL ${manifest.postgres.serverVersion}`,
    );
    const pruned = await pruneBackups(backupDir, keep);
    if (pruned.length) log(`Removed ${pruned.length} older archive(s) (BACKUP_RETENTION=${keep}).`);
    const archiving = database.embedded ? continuousArchiving() : undefined;
    if (archiving) {
      const cluster = { archiving, clusterDir: path.join(DATA_DIR, "postgres", "pgdata") };
      log(`Made a ${await withBackupLock(database.url, true, () => makeBaseBackup(database.url, cluster, keep))}.`);
    }
  } finally {
    await database.stop();
  }
});
