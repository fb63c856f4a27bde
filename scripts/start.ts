// npm start  — the site on http://localhost:3000 from a fresh clone: database, migrations, seed, build, serve.
// npm run dev — the same with `next dev`.
// npm run build — (re)build only.
// The server runs in a child process that is restarted when it dies (scripts/supervisor.ts); SIGTERM or SIGINT let
// it finish its requests (server/graceful-shutdown.ts), then stop the embedded PostgreSQL, and this process exits.
// package.json runs this file with `exec node …`: npm starts a script through `sh -c`, and dash neither forwards a
// signal to its child nor replaces itself by it, so a SIGTERM sent to npm (systemd, `kill`) ended npm and the shell and
// left this process serving, orphaned. With `exec`, npm's child is this process, and npm passes SIGTERM and SIGINT on
// to it and exits when it does.
import path from "node:path";
import { MIN_PASSWORD_LENGTH } from "@/lib/users/password";
import { shutdownMaxMs } from "../server/graceful-shutdown";
import { ConfigurationError, storageEnv } from "../lib/env";
import { uploadStorage } from "../lib/media/storage";
import { backupSettings, continuousArchiving } from "./backup/config";
import { scheduleDailyBackups } from "./backup/schedule";
import { takeOverStopSignals } from "./db/embedded";
import {
  assertPortFree,
  authSecret,
  DATA_DIR,
  ensureBuild,
  loadEnvFiles,
  log,
  migrateAndSeed,
  openDatabase,
  runMain,
  startServer,
  StartupError,
  serverActionsKey,
  twoFactorKey,
} from "./stack";
import { type Supervisor, superviseServer } from "./supervisor";

const mode = process.argv.includes("--dev") ? "dev" : process.argv.includes("--build") ? "build" : "start";
/** The build folder (NEXT_DIST_DIR, which next.config.ts reads too). */
const distDir = process.env.NEXT_DIST_DIR || ".next";

runMain(async () => {
  loadEnvFiles();
  const port = Number(process.env.PORT || 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new StartupError(`PORT must be a number between 1 and 65535, not "${process.env.PORT}".`);
  if (mode !== "build") await assertPortFree(port);
  const backups = backupSettings();
  const archiving = continuousArchiving();
  checkUploadStorageSettings();
  const adminPassword = process.env.ADMIN_PASSWORD || undefined;
  if (adminPassword && adminPassword.length < MIN_PASSWORD_LENGTH) {
    throw new StartupError(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }

  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(DATA_DIR, "postgres"),
    archiving,
  });
  // PostgreSQL stays up while the server drains; it is stopped last (see stopAll).
  takeOverStopSignals();
  let supervisor: Supervisor | undefined;
  let stopping: Promise<void> | undefined;
  let stopBackups = () => {};
  const stopAll = (code: number) =>
    (stopping ??= (async () => {
      stopBackups();
      await database.stop();
      if (database.embedded) log("PostgreSQL stopped.");
      process.exit(code);
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    // The server drains, then its exit stops the database; without a server, the database stops now.
    if (supervisor) supervisor.stop(signal);
    else void stopAll(signal === "SIGINT" ? 130 : 143);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => onSignal(signal));
  try {
    await migrateAndSeed(database.url, { adminEmail: process.env.ADMIN_EMAIL, adminPassword });
    const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      SITE_URL: siteUrl,
      NEXTAUTH_URL: process.env.NEXTAUTH_URL || siteUrl,
      NEXTAUTH_SECRET: await authSecret(DATA_DIR),
      TWO_FACTOR_KEY: await twoFactorKey(DATA_DIR),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: await serverActionsKey(DATA_DIR),
    };
    if (mode !== "dev") await ensureBuild({ distDir, env, force: mode === "build" });
    if (mode === "build") return void stopAll(0);
    supervisor = superviseServer({
      start: () => startServer({ mode, port, distDir, env, pipeStderr: true }),
      log: (line) => console.error(line),
      killAfterMs: shutdownMaxMs() + 10_000,
    });
    void supervisor.done.then(stopAll);
    log(`Serving on ${siteUrl} (Ctrl+C to stop)`);
    if (mode === "start" && backups.backupDir) {
      // Run here, beside the server: one per npm start, and one across instances (an advisory lock).
      stopBackups = scheduleDailyBackups({
        databaseUrl: database.url,
        storage: uploadStorage(),
        dataDir: DATA_DIR,
        backupDir: backups.backupDir,
        keep: backups.keep,
        cluster: archiving && { archiving, clusterDir: path.join(DATA_DIR, "postgres", "pgdata") },
      });
      log(
        `Daily backups into ${backups.backupDir} (the ${backups.keep} newest kept)` +
          (archiving
            ? `, with a base backup each; WAL archived at least every ${archiving.archiveTimeoutSeconds} s.`
            : "."),
      );
    }
  } catch (error) {
    await database.stop();
    throw error;
  }
});

/**
 * The upload storage's variables (S3_BUCKET and the values it needs, MEDIA_PUBLIC_URL), checked before anything
 * starts: a missing one is one line now rather than a server that cannot store or serve an image.
 */
function checkUploadStorageSettings() {
  try {
    const env = storageEnv();
    if (env.S3_BUCKET)
      log(`Uploads in the S3 bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ""}.`);
  } catch (error) {
    if (error instanceof ConfigurationError) throw new StartupError(error.message);
    throw error;
  }
}
