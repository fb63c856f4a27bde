// npm start  — the site on http://localhost:3000 from a fresh clone: database, migrations, seed, build, serve.
// npm run dev — the same with `next dev`.
// npm run build — (re)build only.
import path from "node:path";
import { MIN_PASSWORD_LENGTH } from "@/lib/users/password";
import {
  assertPortFree,
  authSecret,
  type Database,
  ensureBuild,
  loadEnvFiles,
  log,
  migrateAndSeed,
  openDatabase,
  ROOT,
  runMain,
  startServer,
  StartupError,
  twoFactorKey,
} from "./stack";

const mode = process.argv.includes("--dev") ? "dev" : process.argv.includes("--build") ? "build" : "start";
const DATA_DIR = path.join(ROOT, ".data");

runMain(async () => {
  loadEnvFiles();
  const port = Number(process.env.PORT || 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new StartupError(`PORT must be a number between 1 and 65535, not "${process.env.PORT}".`);
  if (mode !== "build") await assertPortFree(port);
  const adminPassword = process.env.ADMIN_PASSWORD || undefined;
  if (adminPassword && adminPassword.length < MIN_PASSWORD_LENGTH) {
    throw new StartupError(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }

  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(DATA_DIR, "postgres"),
  });
  const stop = stopOnce(database);
  let next: ReturnType<typeof startServer> | undefined;
  const onSignal = (signal: NodeJS.Signals, code: number) => {
    // `next` stops first (its exit then stops the database); without it, stop the database now.
    if (next && next.exitCode === null) next.kill(signal);
    else void stop(code);
  };
  process.on("SIGINT", () => onSignal("SIGINT", 130));
  process.on("SIGTERM", () => onSignal("SIGTERM", 143));
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
    };
    if (mode !== "dev") await ensureBuild({ distDir: ".next", env, force: mode === "build" });
    if (mode === "build") return stop(0);
    next = startServer({ mode, port, distDir: ".next", env });
    next.on("exit", (code) => void stop(code ?? 0));
    log(`Serving on ${siteUrl} (Ctrl+C to stop)`);
  } catch (error) {
    await database.stop();
    throw error;
  }
});

function stopOnce(database: Database) {
  let stopping: Promise<void> | undefined;
  return (code: number) => {
    stopping ??= database.stop().finally(() => process.exit(code));
    return stopping;
  };
}
