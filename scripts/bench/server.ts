// The production server the benchmarks measure: `npm start` (embedded database, build when the sources changed)
// on PORT, started for the run and stopped after it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageOfPath } from "../../lib/i18n/paths";
import { authSecret, DATA_DIR, log, ROOT, twoFactorKey } from "../stack";

export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startBenchServer(port: number): Promise<BenchServer> {
  log(`Starting the production server on port ${port} (it builds first when the sources changed)…`);
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  const origin = `http://localhost:${port}`;
  return serverHandle(child, origin, "npm start", 15 * 60_000, "SIGINT");
}

/** Waits until `child` answers 200 at `origin`, then hands it over with a way to stop it. */
export async function serverHandle(
  child: ChildProcess,
  origin: string,
  name: string,
  timeoutMs: number,
  stopSignal: NodeJS.Signals,
): Promise<BenchServer> {
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited before answering`);
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) child.kill(stopSignal);
      await exited;
    },
  };
}

/**
 * The pid of the process listening on TCP `port` (npm start serves from a child process of its own), read from /proc:
 * the socket's inode in /proc/net/tcp and tcp6, then the process holding it.
 */
export function listeningPid(port: number): number {
  const LISTEN = "0A";
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"])
    for (const line of readFileSync(table, "utf8").trim().split("\n").slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state === LISTEN && parseInt(local!.split(":").at(-1)!, 16) === port) inodes.add(`socket:[${inode}]`);
    }
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of descriptors) {
      try {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`No process listens on port ${port}.`);
}

/**
 * Every public page to measure: the sitemap's, one of each route (the first project, article, category and service
 * of the sitemap standing for theirs), in the sitemap's order.
 */
export async function publicPages(origin: string): Promise<string[]> {
  const read = async (path: string) => (await fetch(`${origin}${path}`)).text();
  // The sitemap is an index: the pages are in the files it lists.
  const index = await read("/sitemap.xml");
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  const sitemap = (await Promise.all(files.map(read))).join("\n");
  const routes = new Map<string, string>();
  for (const [, url] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pathname = new URL(url!).pathname;
    // One of each route in each language: /blog/[…] (an article) apart from /blog/categorie/[…] (a category), and
    // /en/blog/[…] apart from both.
    const { locale, frenchPath } = pageOfPath(pathname);
    const segments = frenchPath.split("/").filter(Boolean);
    const route = `${locale} ${segments.length > 1 ? `/${segments.slice(0, -1).join("/")}/[…]` : frenchPath}`;
    if (!routes.has(route)) routes.set(route, pathname);
  }
  if (routes.size === 0) throw new Error("The sitemap lists no page to measure.");
  return [...routes.values()];
}

/** A published project and article to measure, read from the public API. */
export async function sampleContentPaths(origin: string): Promise<{ project: string; article: string }> {
  const [projects, posts] = await Promise.all([
    fetch(`${origin}/api/projects?limit=1`).then((response) => response.json() as Promise<{ id: number }[]>),
    fetch(`${origin}/api/blog-posts?limit=1`).then((response) => response.json() as Promise<{ slug: string }[]>),
  ]);
  if (!projects[0] || !posts[0]) throw new Error("The database has no published project or post to measure.");
  return { project: `/projects/${projects[0].id}`, article: `/blog/${posts[0].slug}` };
}

/**
 * Waits (up to BENCH_MAX_WAIT seconds, 20 minutes by default) until the one-minute load average falls under
 * BENCH_MAX_LOAD (2 by default): on a machine shared with other builds, the figures would otherwise measure them.
 * Returns the load average when the measures start.
 */
export async function waitForQuietMachine(): Promise<number> {
  const maxLoad = Number(process.env.BENCH_MAX_LOAD || 2);
  const deadline = Date.now() + Number(process.env.BENCH_MAX_WAIT || 1200) * 1000;
  let announced = false;
  while (os.loadavg()[0]! > maxLoad && Date.now() < deadline) {
    if (!announced)
      log(`Waiting for the machine to be quiet (load average ${os.loadavg()[0]!.toFixed(1)} > ${maxLoad})…`);
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
  return os.loadavg()[0]!;
}

/** The environment of a production build the benchmarks make against their own database, served at `siteUrl`. */
export async function benchAppEnv(databaseUrl: string, siteUrl: string): Promise<NodeJS.ProcessEnv> {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SITE_URL: siteUrl,
    NEXTAUTH_URL: siteUrl,
    NEXTAUTH_SECRET: await authSecret(DATA_DIR),
    TWO_FACTOR_KEY: await twoFactorKey(DATA_DIR),
    NEXT_SKIP_TYPECHECK: "1",
  };
}

/** The resident memory of `root` and its descendants, in MB (Linux /proc through ps). */
export function residentMb(root: number): number {
  const rows = spawnSync("ps", ["-eo", "pid=,ppid=,rss="], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows)
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  return rows.filter(([pid]) => tree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}
