// npm run bench:lists — bench:http at the load generator's scale: the site of scripts/bench/load-site.ts (a throwaway
// database of BENCH_POSTS articles and BENCH_PROJECTS projects, its own production build), then for /blog,
// /projects, a category page, a search result page, an article and the sitemap:
// - a check that each answers what it should (status 200, its cards, its links to the next page, the sitemap's
//   files of at most 50,000 addresses listing every published item);
// - its HTML, raw and as sent with `Accept-Encoding: br, gzip` (what browsers send);
// - the time of a first visit to a page of the same kind not rendered yet (a cache miss: the render);
// - wrk at 50 connections, with the browsers' Accept-Encoding, after a warm-up (scripts/bench/wrk.ts);
// - the server's memory (resident set of its processes), sampled through the whole run.
// Writes docs/benchmarks/public-lists.md. BENCH_DURATION / BENCH_WARMUP (seconds) shorten the runs for a check.
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ROOT, log, runMain } from "../stack";
import { BROWSER_ENCODING as ACCEPT_ENCODING, CONNECTIONS, DURATION_SECONDS, ms, WARMUP_SECONDS } from "./measure";
import { ensureWrk, wrk } from "./wrk";
import { LOAD_COMMAND, LOAD_POSTS, LOAD_PROJECTS, type LoadSite, startLoadSite } from "./load-site";
import { residentMb, waitForQuietMachine } from "./server";
import { writeReport } from "./report";

const PORT = Number(process.env.PORT || 3000);
const ORIGIN = `http://localhost:${PORT}`;
const TARGETS = { htmlKb: 150, renderMs: 300, requestsPerSecond: 300, memoryMb: 500 };

interface Answer {
  status: number;
  body: string;
  sentBytes: number;
  encoding: string;
  ms: number;
}

/** One GET as a browser sends it: the body decoded, and the bytes that came over the wire. */
function get(pathname: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${ORIGIN}${pathname}`,
      { headers: { "accept-encoding": ACCEPT_ENCODING } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"] ?? "identity";
          const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          resolve({
            status: response.statusCode ?? 0,
            body: body.toString("utf8"),
            sentBytes: raw.length,
            encoding,
            ms: performance.now() - started,
          });
        });
      },
    );
    request.on("error", reject);
  });
}

function fail(what: string): never {
  throw new Error(`Check failed: ${what}`);
}

const distinct = (body: string, pattern: RegExp) => new Set([...body.matchAll(pattern)].map((match) => match[0])).size;
const POST_LINK = /href="\/blog\/article-charge-\d+"/g;
const PROJECT_LINK = /href="\/projects\/\d+"/g;

/** What a list page must show: a full page of cards and a link to its next page. */
function checkList(label: string, answer: Answer, cards: RegExp, next: string) {
  if (answer.status !== 200) fail(`${label} answered ${answer.status}`);
  const count = distinct(answer.body, cards);
  if (count < 12) fail(`${label} shows ${count} cards, expected a page of 12`);
  if (!answer.body.includes(`href="${next}"`)) fail(`${label} has no link to ${next}`);
}

runMain(async () => {
  ensureWrk();
  let site: LoadSite | undefined;
  let memoryTimer: NodeJS.Timeout | undefined;
  try {
    site = await startLoadSite(PORT);
    const { counts, buildSeconds, loadAtBuild } = site;
    let peakMemoryMb = 0;
    const serverPid = site.pid;
    memoryTimer = setInterval(() => (peakMemoryMb = Math.max(peakMemoryMb, residentMb(serverPid))), 250);

    // The references, each checked for what it must show.
    const blog = await get("/blog");
    checkList("/blog", blog, POST_LINK, "/blog/page/2");
    const projects = await get("/projects");
    checkList("/projects", projects, PROJECT_LINK, "/projects/page/2");
    const category = /href="(\/blog\/categorie\/[a-z0-9-]+)"/.exec(blog.body)?.[1] ?? fail("/blog links no category");
    checkList(category, await get(category), POST_LINK, `${category}/page/2`);
    const search = "/blog/recherche/numero+12";
    const searched = await get(search);
    if (searched.status !== 200 || !searched.body.includes("Article de charge numéro 12"))
      fail(`${search} does not find 'Article de charge numéro 12' (accents folded)`);
    const newest = (
      (await (await fetch(`${ORIGIN}/api/blog-posts?limit=1`)).json()) as { slug: string; title: string }[]
    )[0]!;
    const article = `/blog/${newest.slug}`;
    const articleAnswer = await get(article);
    if (articleAnswer.status !== 200 || !articleAnswer.body.includes(newest.title)) fail(`${article} lacks its title`);

    // The sitemap: an index of files of at most 50,000 addresses that list every published item.
    const index = await get("/sitemap.xml");
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    if (index.status !== 200 || !index.body.includes("<sitemapindex") || files.length < 3)
      fail("/sitemap.xml is not a sitemap index of the pages, projects and articles");
    const listed: Record<string, number> = {};
    let largestFile = 0;
    for (const file of files) {
      const answer = await get(file);
      const urls = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
      if (answer.status !== 200) fail(`${file} answered ${answer.status}`);
      if (urls.length > 50_000) fail(`${file} lists ${urls.length} addresses`);
      largestFile = Math.max(largestFile, urls.length);
      for (const url of urls) {
        const kind = /^\/blog\/[^/]+$/.test(url) ? "articles" : /^\/projects\/\d+$/.test(url) ? "projects" : "pages";
        listed[kind] = (listed[kind] ?? 0) + 1;
      }
    }
    if (listed.articles !== counts.publishedPosts)
      fail(`the sitemap lists ${listed.articles} articles of ${counts.publishedPosts} published`);
    if (listed.projects !== counts.publishedProjects)
      fail(`the sitemap lists ${listed.projects} projects of ${counts.publishedProjects} published`);
    const articleSitemap = files.find((file) => file.startsWith("/blog/")) ?? fail("no file of articles");

    // First visits (cache misses): pages of the same kind that nothing has rendered yet.
    const lastBlogPage = Math.ceil(counts.publishedPosts / 12);
    const lastProjectPage = Math.ceil(counts.publishedProjects / 12);
    const firstVisit = async (paths: string[]) => {
      const times: number[] = [];
      for (const pathname of paths) {
        const answer = await get(pathname);
        if (answer.status !== 200) fail(`${pathname} answered ${answer.status}`);
        times.push(answer.ms);
      }
      return times.sort((a, b) => a - b);
    };
    const loadBefore = await waitForQuietMachine();
    const pick = (count: number, make: (n: number) => string) =>
      Array.from({ length: 5 }, (_, i) => make(count - 1 - i * 3));
    const misses: Record<string, number[]> = {
      "/blog": await firstVisit(pick(lastBlogPage, (n) => `/blog/page/${n}`)),
      "/projects": await firstVisit(pick(lastProjectPage, (n) => `/projects/page/${n}`)),
      category: await firstVisit(pick(20, (n) => `${category}/page/${n}`)),
      search: await firstVisit(pick(1000, (n) => `/blog/recherche/numero+${n}`)),
      article: await firstVisit(counts.oldSlugs.slice(0, 5).map((slug) => `/blog/${slug}`)),
    };

    const references: { label: string; path: string; miss?: number[] }[] = [
      { label: "`/blog`", path: "/blog", miss: misses["/blog"] },
      { label: "`/projects`", path: "/projects", miss: misses["/projects"] },
      { label: "category page", path: category, miss: misses.category },
      { label: "search result page", path: search, miss: misses.search },
      { label: "article", path: article, miss: misses.article },
      { label: "sitemap index", path: "/sitemap.xml" },
      { label: "sitemap of articles", path: articleSitemap },
    ];
    const rows: string[] = [];
    const verdicts: string[] = [];
    for (const reference of references) {
      log(`Measuring ${reference.path}…`);
      const answer = await get(reference.path);
      // One request at a time, from the cache: what a visitor waits when the server is not busy with others.
      const warm: number[] = [];
      for (let run = 0; run < 5; run += 1) warm.push((await get(reference.path)).ms);
      warm.sort((a, b) => a - b);
      const options = { connections: CONNECTIONS, headers: { "accept-encoding": ACCEPT_ENCODING } };
      await wrk(`${ORIGIN}${reference.path}`, WARMUP_SECONDS, options);
      const result = await wrk(`${ORIGIN}${reference.path}`, DURATION_SECONDS, options);
      if (result.errors > 0) fail(`${reference.path} answered ${result.errors} errors under load`);
      const htmlKb = Buffer.byteLength(answer.body) / 1024;
      const median = reference.miss ? reference.miss[Math.floor(reference.miss.length / 2)]! : undefined;
      const missCell = reference.miss
        ? `${median!.toFixed(0)} ms (${reference.miss[0]!.toFixed(0)}–${reference.miss.at(-1)!.toFixed(0)})`
        : "–";
      rows.push(
        `| ${reference.label} | \`${reference.path}\` | ${htmlKb.toFixed(1)} KB | ${(answer.sentBytes / 1024).toFixed(1)} KB ${answer.encoding} | ${missCell} | ${warm[2]!.toFixed(0)} ms | ${result.requestsPerSecond.toFixed(0)} | ${ms(result)} |`,
      );
      log(rows.at(-1)!);
      if (reference.miss) {
        const ok = [
          htmlKb < TARGETS.htmlKb,
          median! < TARGETS.renderMs,
          result.requestsPerSecond >= TARGETS.requestsPerSecond,
        ];
        verdicts.push(
          `- ${reference.label}: HTML ${ok[0] ? "✔" : "✘"}, render on a miss ${ok[1] ? "✔" : "✘"}, throughput ${ok[2] ? "✔" : "✘"}`,
        );
      }
    }
    clearInterval(memoryTimer);
    verdicts.push(`- server memory peak ${peakMemoryMb.toFixed(0)} MB: ${peakMemoryMb < TARGETS.memoryMb ? "✔" : "✘"}`);

    const report = `# Public lists at scale

Measured by \`npm run bench:lists\` (${
      [
        process.env.BENCH_POSTS && `BENCH_POSTS=${LOAD_POSTS}`,
        process.env.BENCH_PROJECTS && `BENCH_PROJECTS=${LOAD_PROJECTS}`,
        process.env.BENCH_WARMUP && `BENCH_WARMUP=${WARMUP_SECONDS}`,
        process.env.BENCH_DURATION && `BENCH_DURATION=${DURATION_SECONDS}`,
      ]
        .filter(Boolean)
        .join(" ") || "defaults"
    }) on ${new Date().toISOString().replace("T", " ").slice(0, 16)} UTC: ${os.cpus().length} shared cores, Node ${process.version}, one-minute load average ${loadAtBuild.toFixed(1)} during the build, ${loadBefore.toFixed(1)} when the measures started, ${os.loadavg()[0]!.toFixed(1)} at the end (other engineers' builds share the CPU: figures taken under load are lower bounds).

Database: a throwaway embedded PostgreSQL 18 filled by \`${LOAD_COMMAND}\` (visits and messages do not touch the public lists): ${counts.posts} articles (${counts.publishedPosts} published), ${counts.projects} projects (${counts.publishedProjects} published). Production build against it: ${buildSeconds.toFixed(0)} s (\`next build\` with its post-build steps).

Each reference is first checked (a full page of 12 cards and a link to the next page; the search 'numero 12' finds 'Article de charge numéro 12'; the article shows its title; the sitemap index lists ${files.length} files, the largest of ${largestFile} addresses, listing every published article and project). Then: its HTML (decoded) and what goes over the wire with \`Accept-Encoding: ${ACCEPT_ENCODING}\`; the first visit of five pages of the same kind that nothing had rendered (deeper pages of the list, of the category, other searches, the oldest articles, which the build does not prerender): median (min–max), a cache miss with the render; the median of five requests one at a time, from the cache; then wrk, ${CONNECTIONS} connections, with the same Accept-Encoding, ${WARMUP_SECONDS} s warm-up then ${DURATION_SECONDS} s, served from the Next.js cache (\`npm start\`'s server, no proxy in front).

Targets (issue 30): HTML under ${TARGETS.htmlKb} KB, a miss rendered in under ${TARGETS.renderMs} ms, at least ${TARGETS.requestsPerSecond} req/s at ${CONNECTIONS} connections, the server under ${TARGETS.memoryMb} MB through the run.

| reference | address | HTML | sent | first visit (cache miss) | cached, one at a time | req/s | p50 / p99 |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Server memory (resident, its processes together), peak through the run: **${peakMemoryMb.toFixed(0)} MB**.

${verdicts.join("\n")}
`;
    // Formatted as `npm run lint` checks it, so that a new run leaves the tree lint-clean.
    const file = path.join(ROOT, "docs/benchmarks/public-lists.md");
    await writeReport(file, report);
    console.log(`\n${report}`);
  } finally {
    if (memoryTimer) clearInterval(memoryTimer);
    await site?.stop();
  }
});
