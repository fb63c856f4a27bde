// npm run bench:admin — p50 and p95 of the back office's read APIs (dashboard, inbox, pipeline, activity history, blog list)
// at scale, against a production build. First fill the load database:
//   npm run db:generate-load -- --visits 1000000 --conversions 100000 --posts 5000 --projects 2000
// then (with `npm start` stopped: this starts the embedded cluster of .data/postgres itself) run `npm run bench:admin`.
// With DATABASE_URL, that database is used instead (it must hold the generated load). Writes docs/benchmarks/admin-api.md.
import type { ChildProcess } from "node:child_process";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  authSecret,
  ensureBuild,
  log,
  openDatabase,
  ROOT,
  runMain,
  startServer,
  StartupError,
  twoFactorKey,
} from "../stack";
import { continuousArchiving } from "../backup/config";
import { waitForQuietMachine } from "./server";

const PORT = Number(process.env.PORT || 3000);
const RUNS = Number(process.env.BENCH_RUNS || 100);
const WARMUP = 10;
const CONCURRENCY = 4;
const BASE = `http://localhost:${PORT}`;
const LOAD_ADMIN = { email: "admin@agence-digitale.ci", password: "load-test-admin-password" };

/** What is measured: each a GET of the back office, signed in as the load database's administrator. */
const ENDPOINTS: { group: string; name: string; path: string }[] = [
  { group: "Dashboard", name: "stats (four cards)", path: "/api/dashboard/stats" },
  { group: "Dashboard", name: "visitor-stats, 7 days", path: "/api/dashboard/visitor-stats?period=7" },
  { group: "Dashboard", name: "visitor-stats, 30 days", path: "/api/dashboard/visitor-stats?period=30" },
  { group: "Dashboard", name: "visitor-stats, 90 days", path: "/api/dashboard/visitor-stats?period=90" },
  { group: "Dashboard", name: "visitor-stats, all time", path: "/api/dashboard/visitor-stats?period=all" },
  { group: "Dashboard", name: "recent activity (8)", path: "/api/dashboard/recent-activity?limit=8" },
  { group: "Messages", name: "list, received (default)", path: "/api/form-conversions" },
  { group: "Messages", name: "list, every status", path: "/api/form-conversions?status=all" },
  {
    group: "Messages",
    name: "list, new project requests",
    path: "/api/form-conversions?type=project&status=completed",
  },
  { group: "Messages", name: "list, page 1000", path: "/api/form-conversions?status=all&page=1000" },
  { group: "Messages", name: "search 'visiteur 4242'", path: "/api/form-conversions?search=visiteur%204242" },
  {
    group: "Messages",
    name: "search 'société 42' in quotes",
    path: "/api/form-conversions?search=soci%C3%A9t%C3%A9%2042&type=quote",
  },
  {
    group: "Messages",
    name: "search 'demande 7', new contacts",
    path: "/api/form-conversions?search=demande%207&type=contact&status=completed",
  },
  { group: "Messages", name: "search with no match", path: "/api/form-conversions?search=introuvable" },
  { group: "Pipeline", name: "board (5 columns)", path: "/api/leads/board" },
  { group: "Pipeline", name: "figures, 30 days", path: "/api/dashboard/pipeline-stats?period=30" },
  { group: "Pipeline", name: "figures, all time", path: "/api/dashboard/pipeline-stats?period=all" },
  {
    group: "Pipeline",
    name: "list, stage 'Devis envoyé'",
    path: "/api/form-conversions?status=received&stage=quote_sent",
  },
  {
    group: "Pipeline",
    name: "list, stage 'Gagné' page 50",
    path: "/api/form-conversions?status=received&stage=won&page=50",
  },
  { group: "Pipeline", name: "list, 'Mes demandes'", path: "/api/form-conversions?status=received&owner=me" },
  {
    group: "Pipeline",
    name: "list, stage 'Nouveau' + search 'société 42'",
    path: "/api/form-conversions?stage=new&search=soci%C3%A9t%C3%A9%2042",
  },
  { group: "Activities", name: "history page 1 (15)", path: "/api/dashboard/recent-activity?page=1&limit=15" },
  { group: "Activities", name: "history page 2000 (15)", path: "/api/dashboard/recent-activity?page=2000&limit=15" },
  { group: "Activities", name: "bell: unread count", path: "/api/activities/unread" },
  { group: "Activities", name: "bell: unread messages", path: "/api/messages/unread" },
  { group: "Blog", name: "public list (12 newest)", path: "/api/blog-posts?limit=12" },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
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

async function timedGet(url: string, cookie: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** RUNS requests, `concurrency` at a time, after a warm-up; latencies sorted. */
async function measure(
  url: string,
  cookie: string,
  concurrency: number,
): Promise<{ latencies: number[]; status: number }> {
  let status = 0;
  for (let index = 0; index < WARMUP; index += 1) status = (await timedGet(url, cookie)).status;
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < RUNS) {
        next += 1;
        const result = await timedGet(url, cookie);
        if (result.status !== status) throw new Error(`${url} answered ${result.status} after ${status}`);
        latencies.push(result.ms);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), status };
}

async function waitUntilServing(server: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new StartupError("The server stopped before answering.");
    try {
      await fetch(`${BASE}/api/auth/session`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new StartupError("The server did not answer within a minute.");
}

async function tableSizes(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sizes: string[] = [];
    for (const table of ["visits", "visitor_sessions", "form_conversions", "activities", "blog_posts", "projects"]) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
      sizes.push(`${table} ${Number(rows[0]!.n).toLocaleString("en-US")}`);
    }
    return sizes.join(", ");
  } finally {
    await client.end();
  }
}

runMain(async () => {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(ROOT, ".data/postgres"),
    archiving: continuousArchiving(),
  });
  let server: ChildProcess | undefined;
  try {
    const databaseUrl =
      process.env.DATABASE_URL || Object.assign(new URL(database.url), { pathname: "/agency_load" }).toString();
    const sizes = await tableSizes(databaseUrl).catch(() => {
      throw new StartupError("No load database: run `npm run db:generate-load` first.");
    });
    log(`Load database: ${sizes}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SITE_URL: BASE,
      NEXTAUTH_URL: BASE,
      NEXTAUTH_SECRET: await authSecret(path.join(ROOT, ".data")),
      TWO_FACTOR_KEY: await twoFactorKey(path.join(ROOT, ".data")),
      NEXT_SKIP_TYPECHECK: "1",
    };
    await ensureBuild({ distDir: ".next-bench", env });
    server = startServer({ mode: "start", port: PORT, distDir: ".next-bench", env });
    await waitUntilServing(server);
    const cookie = await signIn();
    const loadBefore = await waitForQuietMachine();

    const lines: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const sequential = await measure(`${BASE}${endpoint.path}`, cookie, 1);
      if (sequential.status !== 200) throw new Error(`${endpoint.path} answered ${sequential.status}`);
      const loaded = await measure(`${BASE}${endpoint.path}`, cookie, CONCURRENCY);
      const cells = [sequential.latencies, loaded.latencies].flatMap((latencies) =>
        [percentile(latencies, 50), percentile(latencies, 95)].map((ms) => `${ms.toFixed(0)} ms`),
      );
      lines.push(`| ${endpoint.group} | ${endpoint.name} | \`${endpoint.path}\` | ${cells.join(" | ")} |`);
      log(`${endpoint.path}: ${cells.join(" / ")}`);
    }

    const report = [
      "# Back-office APIs at scale",
      "",
      `Measured by \`npm run bench:admin\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (shared), Node ${process.version}, production build (\`next start\`) against the`,
      `database of \`npm run db:generate-load\` (${sizes}), embedded PostgreSQL 18; one-minute load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end.`,
      `Each endpoint: ${WARMUP} warm-up requests, then ${RUNS} requests one at a time, then ${RUNS} with ${CONCURRENCY} in flight; signed in as an administrator (the session and role are checked on every request). Target: p95 < 150 ms.`,
      "Query plans and the indexes behind these figures: [admin-query-plans.md](admin-query-plans.md).",
      "",
      `| area | endpoint | request | p50 | p95 | p50 (${CONCURRENCY} at once) | p95 (${CONCURRENCY} at once) |`,
      "|---|---|---|---|---|---|---|",
      ...lines,
      "",
    ].join("\n");
    await writeFile(path.join(ROOT, "docs/benchmarks/admin-api.md"), report);
    console.log(`\n${report}`);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await database.stop();
  }
});
