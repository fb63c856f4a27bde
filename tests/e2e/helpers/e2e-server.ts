// The server the end-to-end tests run against: a throwaway PostgreSQL (never the data of `npm start`),
// migrated and seeded with a known administrator, a production build in its own folder (.next-e2e), `next start`.
// It writes what the tests need to reach it to tests/e2e/.stack.json. Started by playwright.config.ts.
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startTestSmtpServer } from "../../helpers/smtp";
import { startThrowawayPostgres } from "../../../scripts/db/throwaway";
import { E2E_ADMIN, E2E_UPLOAD_DIR, e2eAppEnv } from "./e2e-env";
import { ensureBuild, log, migrateAndSeed, ROOT, runMain, startServer } from "../../../scripts/stack";

export const E2E_STACK_FILE = path.join(ROOT, "tests/e2e/.stack.json");
const port = Number(process.env.E2E_PORT || 3100);
const distDir = ".next-e2e";

runMain(async () => {
  const database = await startThrowawayPostgres();
  const site: { server?: ChildProcess; stopping?: Promise<void> } = {};
  // Once, whatever asks first (a signal, or the site exiting — which stopping it makes it do).
  const stop = (code: number) => (site.stopping ??= stopOnce(code));
  const stopOnce = async (code: number) => {
    // The site first (it drains, its jobs finish), then its database: stopped the other way round, the jobs of a
    // draining server fail on a database that is gone. The server ignores a second signal (server/graceful-shutdown).
    const { server } = site;
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await Promise.race([once(server, "exit"), new Promise((resolve) => setTimeout(resolve, 12_000))]);
    }
    await database.stop();
    await rm(E2E_STACK_FILE, { force: true });
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(130));
  process.on("SIGTERM", () => void stop(143));

  // A real SMTP server that files every mail the app sends, for the tests to read.
  const mailboxDir = path.join(ROOT, ".data/e2e/mailbox");
  await rm(mailboxDir, { recursive: true, force: true });
  const smtp = await startTestSmtpServer({ mailboxDir });

  const admin = E2E_ADMIN;
  // The suite signs its administrator in with the password; the two-factor requirement has tests of its own.
  await migrateAndSeed(database.url, {
    adminEmail: admin.email,
    adminPassword: admin.password,
    requireAdminTwoFactor: false,
  });
  const siteUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...e2eAppEnv({ port, databaseUrl: database.url }),
    UPLOAD_DIR: E2E_UPLOAD_DIR,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: "false",
    AGENCY_INBOX: "equipe@e2e.test",
    // As behind a reverse proxy: a test gives its browser a client address of its own (X-Forwarded-For), so that
    // per-address rate limits count each test apart and a public address can be located.
    TRUST_PROXY: "true",
  };
  // What the server's shared responses do (each compression, each answer kept), written by a probe of the tests.
  const sharedResponsesEvents = path.join(ROOT, ".data/e2e/shared-responses.jsonl");
  await mkdir(path.dirname(sharedResponsesEvents), { recursive: true });
  await rm(sharedResponsesEvents, { force: true });
  env.SHARED_RESPONSES_EVENTS = sharedResponsesEvents;
  await ensureBuild({ distDir, env });
  await mkdir(path.dirname(E2E_STACK_FILE), { recursive: true });
  await writeFile(
    E2E_STACK_FILE,
    JSON.stringify(
      {
        baseURL: siteUrl,
        databaseUrl: database.url,
        adminUrl: database.adminUrl,
        admin,
        mailboxDir,
        agencyInbox: "equipe@e2e.test",
        sharedResponsesEvents,
      },
      null,
      2,
    ),
  );
  const next = startServer({
    mode: "start",
    port,
    distDir,
    env,
    preload: [pathToFileURL(path.join(ROOT, "tests/e2e/helpers/shared-responses-probe.ts")).href],
  });
  site.server = next;
  next.on("exit", (code, signal) => {
    if (site.stopping) return;
    // On its own, the site only stops when it crashes (a V8 heap out of memory aborts it: no exit code, SIGABRT).
    console.error(`✖ The end-to-end site stopped by itself (${signal ? `signal ${signal}` : `exit code ${code}`}).`);
    void stop(code || 1);
  });
  log(`End-to-end server on ${siteUrl}`);
});
