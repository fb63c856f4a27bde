// The site at the load generator's scale, for the benchmarks that measure the public lists as the archive grows
// (bench:lists, bench:lighthouse): a throwaway PostgreSQL (a temporary embedded cluster) filled by
// `npm run db:generate-load` with BENCH_POSTS articles and BENCH_PROJECTS projects (5,000 and 2,000 by default),
// a production build made against it in .next-bench (its duration is reported: it must not grow with the archive),
// and `npm start`'s server on it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureBuild, log, openDatabase, ROOT, startServer, StartupError } from "../stack";
import { benchAppEnv } from "./server";

export const LOAD_POSTS = Number(process.env.BENCH_POSTS || 5000);
export const LOAD_PROJECTS = Number(process.env.BENCH_PROJECTS || 2000);
/** The command that fills the database, as the reports print it (visits, messages, web vitals and media files do not touch the lists). */
export const LOAD_COMMAND = `npm run db:generate-load -- --visits 0 --conversions 0 --vitals 0 --media 0 --posts ${LOAD_POSTS} --projects ${LOAD_PROJECTS}`;

export interface LoadCounts {
  posts: number;
  publishedPosts: number;
  projects: number;
  publishedProjects: number;
  /** Articles rendered on their first visit: older than the prerendered newest ones. */
  oldSlugs: string[];
}

export interface LoadSite {
  origin: string;
  /** The server's process, whose descendants make up its memory. */
  pid: number;
  counts: LoadCounts;
  seedSeconds: number;
  buildSeconds: number;
  /** The one-minute load average when the build started. */
  loadAtBuild: number;
  stop(): Promise<void>;
}

async function fillDatabase(databaseUrl: string): Promise<number> {
  const started = performance.now();
  const args = ["--import", "tsx", "--import", "./scripts/no-server-only.mjs", "scripts/db/generate-load.ts"];
  args.push("--visits", "0", "--conversions", "0", "--posts", String(LOAD_POSTS), "--projects", String(LOAD_PROJECTS));
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new StartupError("db:generate-load failed (see above).");
  return (performance.now() - started) / 1000;
}

async function countContent(databaseUrl: string): Promise<LoadCounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
    return {
      posts: await one("SELECT count(*) AS n FROM blog_posts"),
      publishedPosts: await one("SELECT count(*) AS n FROM blog_posts WHERE published"),
      projects: await one("SELECT count(*) AS n FROM projects"),
      publishedProjects: await one("SELECT count(*) AS n FROM projects WHERE status = 'published'"),
      oldSlugs: (
        await client.query<{ slug: string }>(
          "SELECT slug FROM blog_posts WHERE published ORDER BY published_at ASC, id ASC LIMIT 50",
        )
      ).rows.map((row) => row.slug),
    };
  } finally {
    await client.end();
  }
}

async function answersHome(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/`)).ok;
  } catch {
    return false;
  }
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

export async function startLoadSite(port: number): Promise<LoadSite> {
  const origin = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-load-site-"));
  const database = await openDatabase({ dataDir, durable: false });
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server) await stopServer(server);
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    log(`Filling the throwaway database: ${LOAD_POSTS} articles, ${LOAD_PROJECTS} projects…`);
    const seedSeconds = await fillDatabase(database.url);
    const counts = await countContent(database.url);
    log(`Seeded in ${seedSeconds.toFixed(0)} s: ${JSON.stringify({ ...counts, oldSlugs: undefined })}`);

    const env = await benchAppEnv(database.url, origin);
    const buildStarted = performance.now();
    const loadAtBuild = os.loadavg()[0]!;
    await ensureBuild({ distDir: ".next-bench", env, force: true });
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    server = startServer({ mode: "start", port, distDir: ".next-bench", env });
    for (let attempt = 0; !(await answersHome(origin)); attempt += 1) {
      if (server.exitCode !== null) throw new StartupError("The server stopped before answering.");
      if (attempt > 600) throw new StartupError("The server did not answer within a minute.");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { origin, pid: server.pid!, counts, seedSeconds, buildSeconds, loadAtBuild, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
