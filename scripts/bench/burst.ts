// npm run bench:burst — does a crowd of reads stop the writes? On the load generator's database (bench:admin's:
// run scripts/bench/load-database.ts's LOAD_DATABASE_COMMAND first, with `npm start` stopped), against a production build, for each answer a crowd can ask for that was not kept in memory
// before issue 38 (sitemaps, feed, the API's pages, an Open Graph image, 404s, distinct searches and unknown
// addresses):
// - wrk, 50 connections with `Accept-Encoding: br, gzip`, for BENCH_DURATION seconds (after a warm-up for the
//   answers that are kept in memory), the answers counted by status (a refused read is a 503);
// - meanwhile a second client, one request at a time: a contact form submission, a publish or unpublish of an article
//   (PUT /api/blog-posts/{id}), the scheduler's call (POST /api/scheduled-publishing), and the first visit of a list
//   page nothing has rendered yet; each timed, its errors counted; an article scheduled a few seconds into the
//   burst must be published on time by the server's own scheduler;
// - the server's event-loop delay over the burst (GET /api/health: p99 and max of each second), its CPU per answer
//   (/proc: it does not depend on the machine's other load the way throughput does) and its memory.
// Then the flood: BENCH_FLOOD (100,000) distinct search addresses, after which the disk the caches use, the server's
// memory, and whether the site still answers. Writes docs/benchmarks/burst.md.
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { log, ROOT, runMain } from "../stack";
import { LOAD_DATABASE_COMMAND, signInAsLoadAdmin, startLoadDatabaseServer } from "./load-database";
import { benchCommand, BROWSER_ENCODING, CONNECTIONS, cpuSeconds, uptime } from "./measure";
import { residentMb, waitForQuietMachine } from "./server";
import { ensureWrk, type Measure, wrk } from "./wrk";
import { writeReport } from "./report";

const PORT = Number(process.env.PORT || 3000);
const BURST_SECONDS = Number(process.env.BENCH_DURATION || 15);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP || 3);
const FLOOD = Number(process.env.BENCH_FLOOD || 100_000);
const DISTINCT_SCRIPT = path.join(ROOT, "scripts/bench/wrk-distinct.lua");
const TARGETS = { contactP95Ms: 300, publishMaxMs: 1000, sharedRequestsPerSecond: 5000, memoryMb: 500 };

interface Burst {
  label: string;
  path: string;
  /** Kept in memory once warm: measured after a warm-up, against the throughput target. */
  shared?: boolean;
  /** Every request a new address: this prefix followed by a counter and a word (scripts/bench/wrk-distinct.lua). */
  distinct?: { prefix: string; separator: string };
}

/** One write or read of the second client: how long it took and whether it failed. */
interface Timed {
  ms: number;
  ok: boolean;
  status: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

function summary(timings: Timed[]): { count: number; p50: number; p95: number; max: number; errors: number } {
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  return {
    count: timings.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    errors: timings.filter((timing) => !timing.ok).length,
  };
}

async function timed(request: () => Promise<Response>, ok = (response: Response) => response.ok): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await request();
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: ok(response), status: response.status };
  } catch {
    return { ms: performance.now() - started, ok: false, status: 0 };
  }
}

/** The article form's payload of an article, as GET /api/blog-posts/{id} answers it. */
type ArticleJson = Record<string, unknown> & { id: number; slug: string; category_id: number };

function payloadOf(post: ArticleJson, changes: Record<string, unknown>) {
  const fields = ["title", "slug", "category_id", "excerpt", "content", "author", "coverImage", "tags"];
  const seo = ["additionalImages", "metaTitle", "metaDescription", "socialImage", "noIndex"];
  return { ...Object.fromEntries([...fields, ...seo].map((name) => [name, post[name]])), ...changes };
}

runMain(async () => {
  ensureWrk();
  const server = await startLoadDatabaseServer(PORT, { TRUST_PROXY: "true" });
  const { origin } = server;
  const peak = { memoryMb: 0 };
  const memoryTimer = setInterval(() => (peak.memoryMb = Math.max(peak.memoryMb, residentMb(server.pid))), 250);
  try {
    const cookie = await signInAsLoadAdmin(origin);
    const admin = { cookie, origin, "content-type": "application/json" };
    const getJson = async <T>(pathname: string) =>
      (await (await fetch(`${origin}${pathname}`, { headers: { cookie } })).json()) as T;
    const drafts = await getJson<{ id: number }[]>("/api/blog-posts?admin=true&status=draft&limit=100&page=1");
    if (drafts.length < 20) throw new Error("The load database has too few drafts to publish.");
    const article = (index: number) => getJson<ArticleJson>(`/api/blog-posts/${drafts[index]!.id}`);
    const newest = (await getJson<{ slug: string }[]>("/api/blog-posts?limit=1"))[0]!;
    const lastPage = Math.ceil(
      Number((await fetch(`${origin}/api/blog-posts?limit=12`)).headers.get("x-total-count")) / 12,
    );
    let nextListPage = lastPage - 1;
    let submissions = 0;

    const bursts: Burst[] = [
      { label: "sitemap of the articles", path: "/blog/sitemap/1.xml", shared: true },
      { label: "sitemap of the projects", path: "/projects/sitemap/1.xml", shared: true },
      { label: "sitemap index", path: "/sitemap.xml", shared: true },
      { label: "RSS feed", path: "/blog/rss.xml", shared: true },
      { label: "API: articles (first 100)", path: "/api/blog-posts", shared: true },
      { label: "API: articles, page 3 of 12", path: "/api/blog-posts?limit=12&page=3", shared: true },
      { label: "API: projects (first 100)", path: "/api/projects", shared: true },
      { label: "Open Graph image of an article", path: `/og/blog/${newest.slug}`, shared: true },
      { label: "an unknown address (404)", path: "/page-introuvable" },
      { label: "a page past the last (404)", path: "/blog/page/9999" },
      {
        label: "distinct searches",
        path: "/blog/recherche/…",
        distinct: { prefix: "/blog/recherche/", separator: "+" },
      },
      {
        label: "distinct unknown addresses",
        path: "/introuvable-…",
        distinct: { prefix: "/introuvable-", separator: "-" },
      },
    ];

    const loadBefore = await waitForQuietMachine();
    const rows: string[] = [];
    const verdicts: string[] = [];
    let draftIndex = 0;
    for (const burst of bursts) {
      log(`Burst: ${burst.label}…`);
      const url = `${origin}${burst.path}`;
      const headers = { "accept-encoding": BROWSER_ENCODING };
      if (burst.shared) await wrk(url, WARMUP_SECONDS, { connections: CONNECTIONS, headers });

      // The article this burst publishes and unpublishes, and the one it schedules a few seconds in.
      const toggled = await article(draftIndex++);
      const scheduled = await article(draftIndex++);
      const scheduledAt = new Date(Date.now() + 4_000);
      const schedule = await timed(() =>
        fetch(`${origin}/api/blog-posts/${scheduled.id}`, {
          method: "PUT",
          headers: admin,
          body: JSON.stringify(payloadOf(scheduled, { published: false, scheduledAt: scheduledAt.toISOString() })),
        }),
      );
      if (!schedule.ok) throw new Error(`Scheduling article ${scheduled.id} failed (${schedule.status}).`);

      const writes = { contact: [] as Timed[], publish: [] as Timed[], scheduler: [] as Timed[], list: [] as Timed[] };
      let stop = false;
      const secondClient = (async () => {
        let published = false;
        while (!stop) {
          submissions += 1;
          writes.contact.push(
            await timed(() =>
              fetch(`${origin}/api/contact`, {
                method: "POST",
                headers: {
                  "content-type": "application/json",
                  origin,
                  "x-forwarded-for": `10.38.${submissions >> 8}.${submissions & 255}`,
                },
                body: JSON.stringify({
                  name: "Visiteur de charge",
                  email: `visiteur${submissions}@exemple.ci`,
                  subject: "Demande pendant une affluence",
                  message: "Bonjour, je souhaite un devis pour un site vitrine. Merci de me recontacter.",
                }),
              }),
            ),
          );
          published = !published;
          writes.publish.push(
            await timed(() =>
              fetch(`${origin}/api/blog-posts/${toggled.id}`, {
                method: "PUT",
                headers: admin,
                body: JSON.stringify(payloadOf(toggled, { published })),
              }),
            ),
          );
          writes.scheduler.push(
            await timed(() =>
              fetch(`${origin}/api/scheduled-publishing`, {
                method: "POST",
                headers: { "content-type": "application/json", origin },
                body: "{}",
              }),
            ),
          );
          writes.list.push(
            await timed(
              () => fetch(`${origin}/blog/page/${nextListPage--}`, { headers }),
              (response) => response.status === 200,
            ),
          );
        }
        // Leave it as it was: a draft.
        if (published)
          await fetch(`${origin}/api/blog-posts/${toggled.id}`, {
            method: "PUT",
            headers: admin,
            body: JSON.stringify(payloadOf(toggled, { published: false })),
          });
      })();

      const cpuBefore = cpuSeconds(server.pid);
      const startedAt = Date.now();
      const measure: Measure = burst.distinct
        ? await wrk(url, BURST_SECONDS, {
            connections: CONNECTIONS,
            headers,
            script: DISTINCT_SCRIPT,
            env: { WRK_PREFIX: burst.distinct.prefix, WRK_SEPARATOR: burst.distinct.separator },
          })
        : await wrk(url, BURST_SECONDS, { connections: CONNECTIONS, headers });
      const endedAt = Date.now();
      const cpuMicroseconds = ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / Math.max(1, measure.requests);
      stop = true;
      await secondClient;

      // The server's own scheduler publishes the scheduled article within its period (10 s) of its time.
      let publishedLateMs = NaN;
      for (let attempt = 0; attempt < 40 && Number.isNaN(publishedLateMs); attempt++) {
        const post = await getJson<{ published: boolean; updatedAt: string }>(`/api/blog-posts/${scheduled.id}`);
        if (post.published) publishedLateMs = new Date(post.updatedAt).getTime() - scheduledAt.getTime();
        else await new Promise((resolve) => setTimeout(resolve, 500));
      }

      const health = await getJson<{ eventLoopDelay: { at: number; p99: number; max: number }[] }>("/api/health");
      const seconds = health.eventLoopDelay.filter((second) => second.at > startedAt && second.at <= endedAt + 500);
      const loopP99 = Math.max(...seconds.map((second) => second.p99));
      const loopMax = Math.max(...seconds.map((second) => second.max));

      const contact = summary(writes.contact);
      const publish = summary(writes.publish);
      const scheduler = summary(writes.scheduler);
      const list = summary(writes.list);
      const statuses = measure.statuses
        ? Object.entries(measure.statuses)
            .sort()
            .map(([status, count]) => `${count} × ${status}`)
            .join(", ")
        : measure.errors
          ? `${measure.errors} errors`
          : "all 2xx";
      rows.push(
        `| ${burst.label} | \`${burst.path}\` | ${measure.requestsPerSecond.toFixed(0)} | ${measure.p50.toFixed(1)} / ${measure.p99.toFixed(0)} ms | ${statuses} | ${cpuMicroseconds.toFixed(0)} µs | ${loopP99.toFixed(0)} / ${loopMax.toFixed(0)} ms | ${contact.p50.toFixed(0)} / ${contact.p95.toFixed(0)} ms (${contact.count}, ${contact.errors} errors) | ${publish.p50.toFixed(0)} / ${publish.max.toFixed(0)} ms (${publish.count}, ${publish.errors} errors) | ${scheduler.errors} of ${scheduler.count}; published ${(publishedLateMs / 1000).toFixed(1)} s after its time | ${list.p50.toFixed(0)} / ${list.max.toFixed(0)} ms (${list.count - list.errors} of ${list.count} 200) |`,
      );
      log(rows.at(-1)!);
      const ok = [
        contact.p95 < TARGETS.contactP95Ms && contact.errors === 0,
        publish.max < TARGETS.publishMaxMs && publish.errors === 0,
        scheduler.errors === 0 && publishedLateMs <= 10_000 + 2_000,
        !burst.shared || (measure.requestsPerSecond >= TARGETS.sharedRequestsPerSecond && measure.errors === 0),
      ];
      verdicts.push(
        `- ${burst.label}: contact p95 ${ok[0] ? "✔" : "✘"}, publish ${ok[1] ? "✔" : "✘"}, scheduler ${ok[2] ? "✔" : "✘"}${burst.shared ? `, ≥ ${TARGETS.sharedRequestsPerSecond} req/s ${ok[3] ? "✔" : "✘"}` : ""}`,
      );
    }

    // The flood: distinct searches, then what the caches hold and whether the site answers.
    log(`Flood: ${FLOOD} distinct searches…`);
    const routeCache = path.join(ROOT, ".next-bench/server/route-cache");
    const diskMb = () => Number(execFileSync("du", ["-sb", routeCache], { encoding: "utf8" }).split("\t")[0]) / 1048576;
    const diskBefore = diskMb();
    const floodStarted = Date.now();
    const flood = await wrk(`${origin}/blog/recherche/`, 3600, {
      connections: CONNECTIONS,
      headers: { "accept-encoding": BROWSER_ENCODING },
      script: DISTINCT_SCRIPT,
      env: { WRK_PREFIX: "/blog/recherche/", WRK_SEPARATOR: "+", WRK_LIMIT: String(FLOOD) },
    });
    const floodSeconds = (Date.now() - floodStarted) / 1000;
    const diskAfter = diskMb();
    const memoryAfter = residentMb(server.pid);
    const home = await timed(() => fetch(`${origin}/`, { headers: { "accept-encoding": BROWSER_ENCODING } }));
    const blog = await timed(() => fetch(`${origin}/blog`, { headers: { "accept-encoding": BROWSER_ENCODING } }));
    const search = await timed(() => fetch(`${origin}/blog/recherche/numero+12`));
    const floodStatuses = Object.entries(flood.statuses ?? {})
      .sort()
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ");
    clearInterval(memoryTimer);
    const floodOk = [
      diskAfter <= 2048,
      memoryAfter < TARGETS.memoryMb && peak.memoryMb < TARGETS.memoryMb,
      home.ok && blog.ok && search.ok,
    ];

    const report = `# Bursts of reads while writing

Measured by \`${benchCommand("bench:burst", ["BENCH_DURATION", "BENCH_WARMUP", "BENCH_FLOOD", "BENCH_MAX_LOAD", "BENCH_MAX_WAIT"])}\` on ${new Date().toISOString().replace("T", " ").slice(0, 16)} UTC: ${os.cpus().length} shared cores (the load generator, PostgreSQL and the server on the same machine), Node ${process.version}.

- one-minute load average when the measures started: ${loadBefore.toFixed(1)}
- \`uptime\` at the end: \`${uptime()}\`

Database: the load generator's (\`${LOAD_DATABASE_COMMAND}\`): ${server.sizes}; production build against it, one server process (\`TRUST_PROXY=true\`, so that each contact submission comes from its own address and the rate limit lets it through).

Each burst: wrk, ${CONNECTIONS} connections with \`Accept-Encoding: ${BROWSER_ENCODING}\`, ${BURST_SECONDS} s (after ${WARMUP_SECONDS} s of warm-up for the answers kept in memory; the distinct addresses are each asked once). Meanwhile a second client, one request at a time, in a loop: a contact form submission (\`POST /api/contact\`), a publish or unpublish of a draft article (\`PUT /api/blog-posts/{id}\`: the save, its revision and activity, the cache tags it expires), the scheduler's call (\`POST /api/scheduled-publishing\`), and the first visit of a list page nothing had rendered (\`/blog/page/{n}\`, a public read that waits for its place among the others). Another draft is scheduled 4 s into the burst: the server's own scheduler (every 10 s) must publish it on time. The event-loop delay is the server's own measure (GET /api/health: p99 and max of each second of the burst, the worst of them). CPU per answer: the server's user and system time over the burst (/proc), divided by the answers: unlike throughput, it hardly depends on the machine's other load.

Targets (issue 38): during every burst a contact submission p95 < ${TARGETS.contactP95Ms} ms, a publish < ${TARGETS.publishMaxMs / 1000} s, the scheduler without error (and on time), the sitemaps, feed and API pages ≥ ${TARGETS.sharedRequestsPerSecond} req/s with Brotli once warm.

| burst | address | req/s | p50 / p99 | answers | server CPU per answer | event-loop delay p99 / max | contact p50 / p95 | publish p50 / max | scheduler errors | a list page not rendered yet: p50 / max |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

${verdicts.join("\n")}

## ${FLOOD.toLocaleString("en-US")} distinct search addresses

wrk, ${CONNECTIONS} connections, until ${FLOOD.toLocaleString("en-US")} answers (${floodSeconds.toFixed(0)} s): ${floodStatuses} (a search not in memory is a render; past the public lane's queue, 503 with Retry-After). A search's page is transient: kept in memory only, a minute at most, never written to disk.

- route cache on disk (\`.next-bench/server/route-cache\`): ${diskBefore.toFixed(1)} MB before, ${diskAfter.toFixed(1)} MB after (bound: \`ROUTE_CACHE_DISK_MB\`, 2,048 MB) ${floodOk[0] ? "✔" : "✘"}
- server memory (resident, its processes together): ${memoryAfter.toFixed(0)} MB after, ${peak.memoryMb.toFixed(0)} MB at the peak of the whole run (budget ${TARGETS.memoryMb} MB) ${floodOk[1] ? "✔" : "✘"}
- the site still answers: \`/\` ${home.status} in ${home.ms.toFixed(0)} ms, \`/blog\` ${blog.status} in ${blog.ms.toFixed(0)} ms, a search ${search.status} in ${search.ms.toFixed(0)} ms ${floodOk[2] ? "✔" : "✘"}
`;
    const file = path.join(ROOT, "docs/benchmarks/burst.md");
    await writeReport(file, report);
    console.log(`\n${report}`);
  } finally {
    clearInterval(memoryTimer);
    await server.stop();
  }
});
