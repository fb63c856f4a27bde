// The production server on the load generator's database, for the benchmarks at its scale (bench:admin,
// bench:burst): the database "agency_load" of the embedded cluster in .data/postgres that
//   npm run db:generate-load -- --visits 1000000 --conversions 100000 --posts 5000 --projects 2000 --vitals 1000000 --media 20000
// fills (or DATABASE_URL, which must hold that load), a production build made against it in .next-bench, and the
// server on PORT. Run with `npm start` stopped: this starts the embedded cluster of .data/postgres itself.
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { authSecret, ensureBuild, log, openDatabase, ROOT, startServer, StartupError, twoFactorKey } from "../stack";
import { continuousArchiving } from "../backup/config";
import { applyMigrations } from "../db/migrate";

/** The command that fills the load database, as the reports print it. */
export const LOAD_DATABASE_COMMAND =
  "npm run db:generate-load -- --visits 1000000 --conversions 100000 --posts 5000 --projects 2000 --vitals 1000000 --media 20000";

/** The administrator the load generator creates. */
export const LOAD_ADMIN = { email: "admin@agence-digitale.ci", password: "load-test-admin-password" };

export interface LoadDatabaseServer {
  origin: string;
  databaseUrl: string;
  /** The server's process. */
  pid: number;
  /** Row counts of the tables that grow, as the reports print them. */
  sizes: string;
  stop(): Promise<void>;
}

async function tableSizes(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sizes: string[] = [];
    for (const table of [
      "visits",
      "visitor_sessions",
      "form_conversions",
      "activities",
      "blog_posts",
      "projects",
      "web_vital_buckets",
      "media_files",
    ]) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
      sizes.push(`${table} ${Number(rows[0]!.n).toLocaleString("en-US")}`);
    }
    return sizes.join(", ");
  } finally {
    await client.end();
  }
}

async function waitUntilServing(server: ChildProcess, origin: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new StartupError("The server stopped before answering.");
    try {
      await fetch(`${origin}/api/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new StartupError("The server did not answer within a minute.");
}

/** Builds (when the sources changed) and starts the server on the load database; `env` is added to its environment. */
export async function startLoadDatabaseServer(
  port: number,
  env: Record<string, string> = {},
): Promise<LoadDatabaseServer> {
  const origin = `http://localhost:${port}`;
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(ROOT, ".data/postgres"),
    archiving: continuousArchiving(),
  });
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await database.stop();
  };
  try {
    const databaseUrl =
      process.env.DATABASE_URL || Object.assign(new URL(database.url), { pathname: "/agency_load" }).toString();
    const sizes = await tableSizes(databaseUrl).catch(() => {
      throw new StartupError("No load database: run `npm run db:generate-load` first.");
    });
    log(`Load database: ${sizes}`);
    // Migrated as `npm start` migrates its own: a load database generated before a schema change is benched as it
    // would run in production after the upgrade, not answered with 500s for the tables it lacks.
    const applied = await applyMigrations(databaseUrl);
    if (applied.length) log(`Load database migrated: ${applied.join(", ")}`);
    const appEnv: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SITE_URL: origin,
      NEXTAUTH_URL: origin,
      NEXTAUTH_SECRET: await authSecret(path.join(ROOT, ".data")),
      TWO_FACTOR_KEY: await twoFactorKey(path.join(ROOT, ".data")),
      NEXT_SKIP_TYPECHECK: "1",
    };
    await ensureBuild({ distDir: ".next-bench", env: appEnv });
    server = startServer({ mode: "start", port, distDir: ".next-bench", env: { ...appEnv, ...env } });
    await waitUntilServing(server, origin);
    return { origin, databaseUrl, pid: server.pid!, sizes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs in as the load database's administrator: the session cookie to send. */
export async function signInAsLoadAdmin(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(LOAD_ADMIN),
  });
  if (!response.ok)
    throw new StartupError(
      `Sign-in as ${LOAD_ADMIN.email} failed (${response.status}): is this the database of db:generate-load?`,
    );
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
