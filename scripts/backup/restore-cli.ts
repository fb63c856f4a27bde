// npm run restore -- <archive> [--replace]
// Restores a backup made by npm run backup into the database (DATABASE_URL, or the embedded one, created when
// there is none), the upload store and the data folder. Refuses unless they are empty, or --replace is given.
// Stop npm start first.
import path from "node:path";
import { uploadStorage } from "../../lib/media/storage";
import { DATA_DIR, loadEnvFiles, log, runMain, StartupError } from "../stack";
import { openSiteDatabase } from "./config";
import { RestoreRefused, restoreBackup } from "./index";

const args = process.argv.slice(2);
const replace = args.includes("--replace");
const archive = args.find((arg) => !arg.startsWith("--"));

runMain(async () => {
  if (!archive) throw new StartupError("Give the archive to restore: npm run restore -- <archive> [--replace]");
  loadEnvFiles();
  const database = await openSiteDatabase();
  try {
    const report = await restoreBackup({
      archive: path.resolve(archive),
      databaseUrl: database.url,
      storage: uploadStorage(),
      dataDir: DATA_DIR,
      replace,
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
