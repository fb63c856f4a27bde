// The pieces `npm start`, `npm run dev` and the end-to-end test server are made of:
// a database (embedded or given), migrations, seed, a build that matches the sources, and `next`.
import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { buildSync, stop as stopEsbuild } from "esbuild";
import pg from "pg";
import { parseTwoFactorKey } from "../lib/auth/two-factor-key";
import { addCompileHints } from "../server/compile-hints";
import { NEXTAUTH_SECRET_FILE, SERVER_ACTIONS_KEY_FILE, TWO_FACTOR_KEY_FILE } from "./backup/secrets";
import { precompressStaticAssets } from "../server/static-assets";
import { archivingSettings, type ContinuousArchiving, prepareArchive } from "./backup/continuous";
import { runningEmbeddedPostgres, startEmbeddedPostgres } from "./db/embedded";
import { applyMigrations } from "./db/migrate";
import type { SeedOptions } from "../prisma/seed";
import { ensurePrismaClient } from "./prisma-generate";

export const ROOT = path.resolve(import.meta.dirname, "..");
/** The data folder of a local installation: the embedded PostgreSQL, uploads, generated secrets. */
export const DATA_DIR = path.join(ROOT, ".data");
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

/** A startup problem with a one-line explanation, printed without a stack trace. */
export class StartupError extends Error {
  override name = "StartupError";
}

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when it is set (checked to answer), else the embedded PostgreSQL in `dataDir`. With `shareRunning`
 * (tools run beside npm start), an embedded server already running on `dataDir` is used and left running.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  durable?: boolean;
  shareRunning?: boolean;
  /** The embedded cluster archives its WAL there (scripts/backup/continuous.ts). */
  archiving?: ContinuousArchiving;
}): Promise<Database> {
  if (options.databaseUrl) {
    await checkReachable(options.databaseUrl);
    return { url: options.databaseUrl, embedded: false, stop: async () => {} };
  }
  const running = options.shareRunning ? await runningEmbeddedPostgres(options.dataDir) : null;
  if (running) {
    log(`Using the embedded PostgreSQL that npm start runs (port ${running.port}).`);
    return { url: running.url, embedded: true, stop: async () => {} };
  }
  const started = performance.now();
  if (options.archiving) await prepareArchive(options.archiving);
  const db = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    durable: options.durable ?? true,
    settings: options.archiving ? archivingSettings(options.archiving) : undefined,
  });
  log(
    `Embedded PostgreSQL ready in ${Math.round(performance.now() - started)} ms (data in ${path.relative(ROOT, options.dataDir) || options.dataDir})` +
      (options.archiving ? `, archiving its WAL into ${options.archiving.walDir}` : ""),
  );
  return { url: db.url, embedded: true, stop: db.stop };
}

async function checkReachable(databaseUrl: string) {
  let where = "the database";
  try {
    const url = new URL(databaseUrl);
    where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    throw new StartupError("DATABASE_URL is not a valid URL (expected postgresql://user:password@host:5432/database).");
  }
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    const reason = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error);
    throw new StartupError(`Cannot reach the database at ${where} (${reason}): check DATABASE_URL.`);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function migrateAndSeed(databaseUrl: string, seed: SeedOptions) {
  ensurePrismaClient();
  const applied = await applyMigrations(databaseUrl);
  if (applied.length) log(`Applied migrations: ${applied.join(", ")}`);
  process.env.DATABASE_URL = databaseUrl;
  const { db } = await import("@/lib/db");
  const { seedDatabase } = await import("../prisma/seed");
  try {
    const report = await seedDatabase(db, seed);
    if (report.seededContent) log("Seeded the sample content.");
    if (report.admin?.generatedPassword) {
      const lines = [
        "An administrator account was created. This password is shown only once:",
        `  e-mail:   ${report.admin.email}`,
        `  password: ${report.admin.generatedPassword}`,
        "Sign in at /admin/login. Set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose them.",
      ];
      console.log(`\n${"=".repeat(78)}\n${lines.join("\n")}\n${"=".repeat(78)}\n`);
    } else if (report.admin) {
      log(`Created the administrator ${report.admin.email}.`);
    }
  } finally {
    await db.$disconnect();
  }
}

/**
 * The identity of the database's content, so that a build made against another content is redone: the cluster, its
 * timeline (a point-in-time restore starts a new one), the database, and the migrations table, which a restore from
 * an archive creates anew (scripts/backup: a new table, a new oid). A restore into another database leaves this one's
 * identity, and so the build made from it, as they were.
 */
export async function databaseIdentity(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT concat_ws('/', s.system_identifier, c.timeline_id, current_database(),
                        to_regclass('_prisma_migrations')::oid) AS id
       FROM pg_control_system() s, pg_control_checkpoint() c`,
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "prisma/schema.prisma",
  "proxy.ts",
  "next.config.ts",
  "server/compile-hints.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "tsconfig.base.json",
  "package-lock.json",
];

async function sourceFingerprint(extra: string[]): Promise<string> {
  const digest = createHash("sha256");
  const visit = async (relative: string): Promise<void> => {
    const absolute = path.join(ROOT, relative);
    if (!existsSync(absolute)) return;
    if (relative === "lib/generated") return;
    const entries = await readdir(absolute, { withFileTypes: true }).catch(() => null);
    if (!entries) {
      digest
        .update(`${relative}\0`)
        .update(await readFile(absolute))
        .update("\0");
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name)))
      await visit(path.join(relative, entry.name));
  };
  for (const input of BUILD_INPUTS) await visit(input);
  for (const value of extra) digest.update(`${value}\0`);
  return digest.digest("hex");
}

/**
 * Builds into `distDir` unless its build was made from the same sources, site URL, public media URL and database:
 * pages are prerendered from the database, so a build made against another one would show its content, and their
 * HTML carries the addresses of SITE_URL and MEDIA_PUBLIC_URL.
 */
export async function ensureBuild(options: { distDir: string; env: NodeJS.ProcessEnv; force?: boolean }) {
  ensurePrismaClient();
  const fingerprintFile = path.join(ROOT, options.distDir, "source-fingerprint");
  // What the build embeds besides the sources: a change of any of them rebuilds.
  const fingerprint = await sourceFingerprint([
    options.env.SITE_URL ?? "",
    options.env.MEDIA_PUBLIC_URL ?? "",
    await databaseIdentity(options.env.DATABASE_URL!),
    options.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? "",
    options.env.DEPLOYMENT_ID ?? "",
    options.env.NEXT_PUBLIC_SITE_LOCALES ?? "",
  ]);
  const current = existsSync(fingerprintFile) ? await readFile(fingerprintFile, "utf8") : "";
  if (!options.force && current === fingerprint && existsSync(path.join(ROOT, options.distDir, "BUILD_ID"))) return;
  log(current ? "Sources or database changed: rebuilding…" : "No build yet: building (about a minute)…");
  const code = await run(process.execPath, [NEXT_BIN, "build"], { ...options.env, NEXT_DIST_DIR: options.distDir });
  if (code !== 0) throw new StartupError("next build failed (see the output above).");
  await addCompileHints(path.join(ROOT, options.distDir));
  await precompressStaticAssets(path.join(ROOT, options.distDir));
  await writeFile(fingerprintFile, fingerprint);
}

/**
 * The production server (server/index.ts and the lib/ modules it imports) as one plain JavaScript file in `distDir`,
 * written at each start so that it is never older than its sources (esbuild takes a few tens of ms). The process
 * then runs without tsx, whose TypeScript loader keeps a worker thread and an esbuild process alive beside the
 * server for its whole life: tens of MB of memory for code that is compiled once.
 */
function bundleProductionServer(distDir: string): string {
  const outfile = path.resolve(ROOT, distDir, "production-server.mjs");
  const [bundle] = buildSync({
    entryPoints: [path.join(ROOT, "server/index.ts")],
    outfile,
    write: false,
    bundle: true,
    platform: "node",
    format: "esm",
    target: `node${process.versions.node.split(".")[0]}`,
    packages: "external",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    logLevel: "error",
  }).outputFiles;
  // The esbuild process that buildSync started would otherwise stay beside npm start's supervisor.
  void stopEsbuild();
  // Renamed into place: another server of the same build may be starting from the file at this moment.
  const written = `${outfile}.${process.pid}`;
  writeFileSync(written, bundle!.contents);
  renameSync(written, outfile);
  return outfile;
}

/**
 * Turns Node's source maps off again once tsx (which preloads need) has turned them on: the production server runs
 * without them, and with them Node parses and keeps the map of every chunk Next.js loads — in the end-to-end server,
 * which loads them all, enough to take its heap to the limit (serverMemoryEnv) and abort it late in a run.
 */
const SOURCE_MAPS_OFF = "data:text/javascript,process.setSourceMapsEnabled(false)";

/** Node's arguments to run the production server of the build in `distDir` (relative to the repository, or absolute). */
export function productionServerArgs(distDir: string, preload: string[] = []): string[] {
  return [
    ...(preload.length ? ["--import", "tsx", "--import", SOURCE_MAPS_OFF] : []),
    ...preload.flatMap((module) => ["--import", module]),
    bundleProductionServer(distDir),
  ];
}

/**
 * server/index.ts: `next start` (or `next dev`) behind a server that sets a trustworthy client address; in
 * production, bundled first (bundleProductionServer). `preload`: TypeScript modules the tests load into the
 * production server's process first (`--import`, through tsx). With `pipeStderr`, its error output is a stream for the caller
 * to pass on (npm start's supervisor reads the reason of a crash there).
 */
export function startServer(options: {
  mode: "start" | "dev";
  port: number;
  distDir: string;
  env: NodeJS.ProcessEnv;
  preload?: string[];
  pipeStderr?: boolean;
}): ChildProcess {
  const args =
    options.mode === "dev"
      ? ["--import", "tsx", path.join(ROOT, "server/index.ts"), "--dev"]
      : productionServerArgs(options.distDir, options.preload);
  return spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: options.pipeStderr ? ["inherit", "inherit", "pipe"] : "inherit",
    env: {
      ...options.env,
      ...(options.mode === "start" ? serverMemoryEnv(options.env) : {}),
      PORT: String(options.port),
      NEXT_DIST_DIR: options.distDir,
      NODE_ENV: options.mode === "dev" ? "development" : "production",
    },
  });
}

/** The production server's old-generation heap, in MB, unless SERVER_HEAP_MB says otherwise. */
const SERVER_HEAP_MB = 384;

/**
 * The production server's memory budget. V8 sizes its heap from the machine's memory (gigabytes here) and collects
 * lazily below that, so a server that renders under load keeps hundreds of MB of garbage; a fixed old-generation
 * size makes it collect sooner, with the same throughput (docs/benchmarks/public-lists.md). glibc gives each thread
 * that allocates (the compression of cached pages runs on libuv's pool) an arena of its own, which fragments the
 * process's memory: two arenas are enough for a server whose JavaScript runs on one thread.
 */
function serverMemoryEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const heapMb = Number(env.SERVER_HEAP_MB || SERVER_HEAP_MB);
  if (!Number.isInteger(heapMb) || heapMb < 128)
    throw new StartupError("SERVER_HEAP_MB must be a number of MB, 128 or more.");
  const nodeOptions = env.NODE_OPTIONS ?? "";
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || "2",
    NODE_OPTIONS: /--max-old-space-size/.test(nodeOptions)
      ? nodeOptions
      : `${nodeOptions} --max-old-space-size=${heapMb}`.trim(),
  };
}

export async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new StartupError(
              `Port ${port} is already in use: stop the other server or choose another port (PORT=${port + 1} npm start).`,
            )
          : error,
      ),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** NEXTAUTH_SECRET from the environment; outside production, one generated once and kept in the data folder. */
export async function authSecret(dataDir: string): Promise<string> {
  const fromEnv = process.env.NEXTAUTH_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < 32)
      throw new StartupError(
        "NEXTAUTH_SECRET is too short: use at least 32 random characters (openssl rand -base64 32).",
      );
    return fromEnv;
  }
  if (process.env.NODE_ENV === "production") {
    throw new StartupError(
      "NEXTAUTH_SECRET is not set: production needs a random secret of at least 32 characters (openssl rand -base64 32).",
    );
  }
  return keptSecret(dataDir, NEXTAUTH_SECRET_FILE);
}

/**
 * TWO_FACTOR_KEY (the AES-256-GCM key of the accounts' TOTP secrets) from the environment; outside production, one
 * generated once and kept in the data folder. Losing it makes every enrolled authenticator useless (recovery codes
 * still work), so production requires it to be set and kept like a password.
 */
export async function twoFactorKey(dataDir: string): Promise<string> {
  const fromEnv = process.env.TWO_FACTOR_KEY?.trim();
  if (fromEnv) {
    try {
      parseTwoFactorKey(fromEnv);
    } catch (error) {
      throw new StartupError((error as Error).message);
    }
    return fromEnv;
  }
  if (process.env.NODE_ENV === "production") {
    throw new StartupError(
      "TWO_FACTOR_KEY is not set: production needs 32 random bytes in base64 (openssl rand -base64 32), kept like a password.",
    );
  }
  return keptSecret(dataDir, TWO_FACTOR_KEY_FILE, () => randomBytes(32).toString("base64"));
}

/**
 * NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (the key Next.js encrypts server actions' references and closures with, set at
 * build time) from the environment; otherwise one generated once and kept in the data folder. Every build made with
 * the same key accepts the forms the others rendered: several instances built apart, and the pages open in browsers
 * across a deploy. Not required in production, where it is kept like the other generated secrets.
 */
export async function serverActionsKey(dataDir: string): Promise<string> {
  const fromEnv = process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY?.trim();
  if (fromEnv) {
    if (![16, 24, 32].includes(Buffer.from(fromEnv, "base64").length))
      throw new StartupError(
        "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be 16, 24 or 32 random bytes in base64 (openssl rand -base64 32).",
      );
    return fromEnv;
  }
  return keptSecret(dataDir, SERVER_ACTIONS_KEY_FILE, () => randomBytes(32).toString("base64"));
}

async function keptSecret(
  dataDir: string,
  name: string,
  generate = () => randomBytes(32).toString("base64url"),
): Promise<string> {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  await mkdir(dataDir, { recursive: true });
  const secret = generate();
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export function loadEnvFiles() {
  for (const file of [".env.local", ".env"]) {
    const absolute = path.join(ROOT, file);
    if (existsSync(absolute)) process.loadEnvFile(absolute);
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

export function log(message: string) {
  console.log(`▸ ${message}`);
}

/** Runs `main`, printing a StartupError as one line and anything else in full. */
export function runMain(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    if (error instanceof StartupError) console.error(`✖ ${error.message}`);
    else console.error(error);
    process.exit(1);
  });
}
