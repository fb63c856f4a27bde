// npm run bench:admin — p50 and p95 of the back office's pages (HTML: dashboard, inbox, pipeline, history, article
// list, and their weight) and read APIs (dashboard, inbox, pipeline, activity history, blog list) at scale, against a
// production build, one request at a time, then 4 and 16 in flight. First fill the load database:
//   npm run db:generate-load -- --visits 1000000 --conversions 100000 --posts 5000 --projects 2000 --vitals 1000000 --media 20000
// then (with `npm start` stopped: this starts the embedded cluster of .data/postgres itself) run `npm run bench:admin`.
// With DATABASE_URL, that database is used instead (it must hold the generated load). Writes docs/benchmarks/admin-api.md.
import os from "node:os";
import path from "node:path";
import { log, ROOT, runMain } from "../stack";
import { rawRequest } from "../raw-http";
import { benchCommand, BROWSER_ENCODING, cpuSeconds, uptime } from "./measure";
import { LOAD_DATABASE_COMMAND, signInAsLoadAdmin, startLoadDatabaseServer } from "./load-database";
import { waitForQuietMachine } from "./server";
import { writeReport } from "./report";

const PORT = Number(process.env.PORT || 3000);
const RUNS = Number(process.env.BENCH_RUNS || 100);
const WARMUP = 10;
const CONCURRENCY = [4, 16];
const TARGETS = { p95Ms: 150, htmlKb: 100 };

/** The back office's pages: each a GET of its HTML, as a browser asks for it (the whole streamed document). */
const PAGES: { group: string; name: string; path: string }[] = [
  { group: "Dashboard", name: "dashboard, 30 days", path: "/admin/dashboard" },
  { group: "Dashboard", name: "dashboard, all time", path: "/admin/dashboard?period=all" },
  { group: "Messages", name: "inbox", path: "/admin/messages" },
  { group: "Messages", name: "inbox, page 1000", path: "/admin/messages?status=all&page=1000" },
  { group: "Messages", name: "inbox, search 'visiteur 4242'", path: "/admin/messages?search=visiteur%204242" },
  { group: "Pipeline", name: "pipeline board", path: "/admin/messages/pipeline" },
  { group: "Activities", name: "history", path: "/admin/activities" },
  { group: "Activities", name: "history, page 2000", path: "/admin/activities?page=2000" },
  { group: "Blog", name: "article list", path: "/admin/blogs" },
  { group: "Media", name: "library", path: "/admin/media" },
  { group: "Media", name: "library, page 400", path: "/admin/media?page=400" },
  { group: "Media", name: "library, search 'projet 12345'", path: "/admin/media?search=projet%2012345" },
  { group: "Media", name: "library, search with no match", path: "/admin/media?search=introuvable" },
  { group: "Media", name: "library, unused, large, PNG", path: "/admin/media?usage=unused&size=large&type=png" },
  { group: "Media", name: "library, to describe, one folder", path: "/admin/media?description=missing&folder=3" },
  {
    group: "Media",
    name: "library, sent by one editor over six months",
    path: "/admin/media?uploader=2&from=2025-01-01&to=2025-06-30",
  },
  { group: "Media", name: "library as a table", path: "/admin/media?view=list" },
];

/**
 * What is measured: each a GET of the back office, signed in as the load database's administrator. The inbox's lists
 * ask for a page, as its screens do: without one, the API streams the whole list (the spec's GET /form-conversions;
 * 30 MB for the 'received' messages of the load database), which is an export, not a read to time 300 times.
 */
const ENDPOINTS: { group: string; name: string; path: string }[] = [
  { group: "Dashboard", name: "stats (four cards)", path: "/api/dashboard/stats" },
  { group: "Dashboard", name: "visitor-stats, 7 days", path: "/api/dashboard/visitor-stats?period=7" },
  { group: "Dashboard", name: "visitor-stats, 30 days", path: "/api/dashboard/visitor-stats?period=30" },
  { group: "Dashboard", name: "visitor-stats, 90 days", path: "/api/dashboard/visitor-stats?period=90" },
  { group: "Dashboard", name: "visitor-stats, all time", path: "/api/dashboard/visitor-stats?period=all" },
  { group: "Web vitals", name: "panel, 7 days", path: "/api/dashboard/web-vitals?period=7" },
  { group: "Web vitals", name: "panel, 30 days", path: "/api/dashboard/web-vitals?period=30" },
  { group: "Web vitals", name: "panel, 90 days", path: "/api/dashboard/web-vitals?period=90" },
  { group: "Web vitals", name: "panel, all time", path: "/api/dashboard/web-vitals?period=all" },
  {
    group: "Web vitals",
    name: "one article (editor screen), 30 days",
    path: "/api/dashboard/web-vitals?period=30&page=/blog/article-charge-42",
  },
  { group: "Dashboard", name: "recent activity (8)", path: "/api/dashboard/recent-activity?limit=8" },
  { group: "Messages", name: "list, received (default)", path: "/api/form-conversions?page=1" },
  { group: "Messages", name: "list, every status", path: "/api/form-conversions?status=all&page=1" },
  {
    group: "Messages",
    name: "list, new project requests",
    path: "/api/form-conversions?type=project&status=completed&page=1",
  },
  { group: "Messages", name: "list, page 1000", path: "/api/form-conversions?status=all&page=1000" },
  { group: "Messages", name: "search 'visiteur 4242'", path: "/api/form-conversions?search=visiteur%204242&page=1" },
  {
    group: "Messages",
    name: "search 'société 42' in quotes",
    path: "/api/form-conversions?search=soci%C3%A9t%C3%A9%2042&type=quote&page=1",
  },
  {
    group: "Messages",
    name: "search 'demande 7', new contacts",
    path: "/api/form-conversions?search=demande%207&type=contact&status=completed&page=1",
  },
  { group: "Messages", name: "search with no match", path: "/api/form-conversions?search=introuvable&page=1" },
  { group: "Pipeline", name: "board (5 columns)", path: "/api/leads/board" },
  { group: "Pipeline", name: "figures, 30 days", path: "/api/dashboard/pipeline-stats?period=30" },
  { group: "Pipeline", name: "figures, all time", path: "/api/dashboard/pipeline-stats?period=all" },
  {
    group: "Pipeline",
    name: "list, stage 'Devis envoyé'",
    path: "/api/form-conversions?status=received&stage=quote_sent&page=1",
  },
  {
    group: "Pipeline",
    name: "list, stage 'Gagné' page 50",
    path: "/api/form-conversions?status=received&stage=won&page=50",
  },
  { group: "Pipeline", name: "list, 'Mes demandes'", path: "/api/form-conversions?status=received&owner=me&page=1" },
  {
    group: "Pipeline",
    name: "list, stage 'Nouveau' + search 'société 42'",
    path: "/api/form-conversions?stage=new&search=soci%C3%A9t%C3%A9%2042&page=1",
  },
  { group: "Activities", name: "history page 1 (15)", path: "/api/dashboard/recent-activity?page=1&limit=15" },
  { group: "Activities", name: "history page 2000 (15)", path: "/api/dashboard/recent-activity?page=2000&limit=15" },
  { group: "Activities", name: "bell: unread count", path: "/api/activities/unread" },
  { group: "Activities", name: "bell: unread messages", path: "/api/messages/unread" },
  { group: "Activities", name: "bell: follow-ups and assigned requests", path: "/api/leads/reminders" },
  { group: "Blog", name: "admin list, page 1 (20)", path: "/api/blog-posts?admin=true&page=1&limit=20" },
  { group: "Blog", name: "public list (12 newest)", path: "/api/blog-posts?limit=12" },
  { group: "Media", name: "pickers' list (30 newest)", path: "/api/media" },
  { group: "Media", name: "pickers' search 'projet 12345'", path: "/api/media?search=projet%2012345" },
];

/**
 * BENCH_GROUPS=Web vitals,Dashboard measures those groups only (pages and APIs), and writes its report beside the
 * whole one (admin-api-<groups>.md), never over it.
 */
const GROUPS = process.env.BENCH_GROUPS?.split(",").map((group) => group.trim());
const selected = <Item extends { group: string }>(items: Item[]) =>
  GROUPS ? items.filter((item) => GROUPS.includes(item.group)) : items;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timedGet(url: string, cookie: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, "accept-encoding": BROWSER_ENCODING } });
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
  for (let index = 0; index < WARMUP; index += 1) ({ status } = await timedGet(url, cookie));
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

const ms = (value: number) => `${value.toFixed(0)} ms`;

const BEACON_SECONDS = Number(process.env.BENCH_BEACON_SECONDS || 15);
const BEACON_CONCURRENCY = 16;
const PHONE =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";

/**
 * POST /api/web-vitals as browsers send it, BEACON_CONCURRENCY in flight for BEACON_SECONDS: each report from an
 * address of its own (TRUST_PROXY, so that the rate limit lets it through; Ivorian addresses, so that the country is
 * resolved), with values spread over the buckets. Answers per second, latencies, and every answer must be a 200.
 */
async function beaconThroughput(origin: string): Promise<{ perSecond: number; latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const until = performance.now() + BEACON_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: BEACON_CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const n = sent++;
        const body = JSON.stringify({
          page: ["/", "/services", "/blog", "/blog/article-charge-7", "/projects/3"][n % 5],
          connection: ["4g", "3g", null][n % 3],
          LCP: 800 + ((n * 7919) % 6000),
          INP: 40 + ((n * 104729) % 700),
          CLS: ((n * 31) % 300) / 1000,
          FCP: 500 + ((n * 613) % 3000),
          TTFB: 100 + ((n * 389) % 2000),
        });
        const started = performance.now();
        const response = await fetch(`${origin}/api/web-vitals`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": PHONE,
            "x-forwarded-for": `196.47.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`,
          },
          body,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) errors++;
      }
    }),
  );
  return { perSecond: latencies.length / BEACON_SECONDS, latencies: latencies.sort((a, b) => a - b), errors };
}

runMain(async () => {
  // TRUST_PROXY: the beacons' measure sends each report from an address of its own (X-Forwarded-For).
  const server = await startLoadDatabaseServer(PORT, { TRUST_PROXY: "true" });
  try {
    const cookie = await signInAsLoadAdmin(server.origin);
    const loadBefore = await waitForQuietMachine();
    const verdicts: string[] = [];

    /** One row per address: p50 and p95 one at a time and at each concurrency, and the server's CPU per request. */
    async function rows(list: { group: string; name: string; path: string }[], html: boolean): Promise<string[]> {
      const lines: string[] = [];
      for (const item of list) {
        const url = `${server.origin}${item.path}`;
        const cpuBefore = cpuSeconds(server.pid);
        const sequential = await measure(url, cookie, 1);
        const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / (RUNS + WARMUP);
        if (sequential.status !== 200) throw new Error(`${item.path} answered ${sequential.status}`);
        const loaded = [];
        for (const concurrency of CONCURRENCY) loaded.push(await measure(url, cookie, concurrency));
        const htmlKb = html ? Buffer.byteLength(await (await fetch(url, { headers: { cookie } })).text()) / 1024 : 0;
        // As sent to a browser, still compressed: fetch would hand back the decoded body.
        const sentKb = html
          ? (await rawRequest(url, { cookie, "accept-encoding": BROWSER_ENCODING })).body.byteLength / 1024
          : 0;
        const cells = [sequential, ...loaded].flatMap(({ latencies }) => [
          ms(percentile(latencies, 50)),
          ms(percentile(latencies, 95)),
        ]);
        const p95At4 = percentile(loaded[0]!.latencies, 95);
        const ok = p95At4 < TARGETS.p95Ms && (!html || htmlKb < TARGETS.htmlKb);
        if (!ok)
          verdicts.push(`- ✘ ${item.path}: p95 at 4 in flight ${ms(p95At4)}${html ? `, ${htmlKb.toFixed(0)} KB` : ""}`);
        lines.push(
          `| ${item.group} | ${item.name} | \`${item.path}\` | ${cells.join(" | ")} | ${cpuMs.toFixed(1)} ms |${html ? ` ${htmlKb.toFixed(0)} KB / ${sentKb.toFixed(0)} KB |` : ""}`,
        );
        log(lines.at(-1)!);
      }
      return lines;
    }

    const concurrencyHeader = CONCURRENCY.map((n) => `p50 (${n} at once) | p95 (${n} at once)`).join(" | ");
    const pageRows = await rows(selected(PAGES), true);
    const apiRows = await rows(selected(ENDPOINTS), false);
    const beacons = await beaconThroughput(server.origin);
    const beaconLine = `| ${BEACON_CONCURRENCY} | ${BEACON_SECONDS} s | ${beacons.latencies.length} | ${beacons.perSecond.toFixed(0)} | ${ms(percentile(beacons.latencies, 50))} | ${ms(percentile(beacons.latencies, 95))} | ${beacons.errors} |`;
    log(beaconLine);
    if (beacons.errors) verdicts.push(`- ✘ POST /api/web-vitals: ${beacons.errors} answers other than 200`);
    const report = [
      "# Back office at scale",
      "",
      `Measured by \`${benchCommand("bench:admin", ["BENCH_RUNS", "BENCH_MAX_LOAD", "BENCH_MAX_WAIT", "BENCH_GROUPS"])}\` on ${new Date().toISOString().replace("T", " ").slice(0, 16)} UTC, ${os.cpus().length} cores (shared), Node ${process.version}, production build against the`,
      `database of \`${LOAD_DATABASE_COMMAND}\` (${server.sizes}), embedded PostgreSQL 18; one-minute load average ${loadBefore.toFixed(1)} at the start.`,
      "",
      `- \`uptime\` at the end: \`${uptime()}\``,
      "",
      `Each address: ${WARMUP} warm-up requests, then ${RUNS} requests one at a time, then ${RUNS} with ${CONCURRENCY.join(" and ")} in flight; signed in as an administrator (the session and role are checked on every request). The server's CPU per request is its user and system time (/proc) over the requests one at a time: it hardly depends on the machine's other load. Targets: p95 < ${TARGETS.p95Ms} ms with 4 in flight, pages under ${TARGETS.htmlKb} KB of HTML.`,
      "Query plans and the indexes behind these figures: [admin-query-plans.md](admin-query-plans.md).",
      "",
      "## Pages",
      "",
      `| area | page | address | p50 | p95 | ${concurrencyHeader} | server CPU per request | HTML / sent (br) |`,
      `|---|---|---|---|---|${CONCURRENCY.map(() => "---|---|").join("")}---|---|`,
      ...pageRows,
      "",
      "## Read APIs",
      "",
      `| area | endpoint | request | p50 | p95 | ${concurrencyHeader} | server CPU per request |`,
      `|---|---|---|---|---|${CONCURRENCY.map(() => "---|---|").join("")}---|`,
      ...apiRows,
      "",
      "## Web vitals beacons",
      "",
      "`POST /api/web-vitals` as browsers send it (a page view's five measures), each from an address of its own (`TRUST_PROXY=true`), a phone's user agent: the rate limit, the country, the route, and, in one statement, 25 to 30 rows added to the histograms of the day and 50 to those of the week and month.",
      "",
      "| in flight | duration | reports | reports per second | p50 | p95 | not 200 |",
      "|---|---|---|---|---|---|---|",
      beaconLine,
      "",
      verdicts.length ? verdicts.join("\n") : "Every page and API meets the targets.",
      "",
    ].join("\n");
    const file = path.join(
      ROOT,
      `docs/benchmarks/admin-api${GROUPS ? `-${GROUPS.join("-").toLowerCase().replace(/\W+/g, "-")}` : ""}.md`,
    );
    await writeReport(file, report);
    console.log(`\n${report}`);
  } finally {
    await server.stop();
  }
});
