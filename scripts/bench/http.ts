// npm run bench:http — requests per second and p50/p99 latency of every public page (one of each route, from the
// sitemap) of a production build (`npm start`), asked as a benchmark does (no Accept-Encoding) and as browsers do
// (`br, gzip`), beside nginx serving the same page precompressed (brotli_static) and beside the nginx caching
// configuration of README.md in front of Next.js, in the same run. wrk, 50 connections, after a warm-up (scripts/bench/wrk.ts);
// a page's two modes in interleaved rounds (compareModes, scripts/bench/measure.ts), with the server's CPU per answer.
// Every server is checked first (status 200, the expected encoding, the page's bytes once decoded), and every
// measure sent the expected bytes per answer: the run fails loudly otherwise. Installs Debian's nginx-light and its
// brotli_static module when missing (as root). Writes docs/benchmarks/http.md.
// Ports: PORT (3000) for npm start, PORT+1 the reference page, PORT+2 nginx's copies, PORT+3 nginx's cache.
import { type ChildProcess, spawnSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { log, ROOT, runMain } from "../stack";
import {
  BROWSER_ENCODING,
  compareModes,
  CONNECTIONS,
  DURATION_SECONDS,
  expectPage,
  kb,
  measure,
  ms,
  type Page,
  ROUND_SECONDS,
  ROUNDS,
  type ServerMeasure,
  settledPage,
  uptime,
  WARMUP_SECONDS,
} from "./measure";
import { adaptForBench, ensureNginx, nginxMainConfig, readmeNginxConfig, startNginx, waitFor } from "./nginx";
import { startReferenceServer } from "./reference-server";
import { listeningPid, publicPages, startBenchServer, waitForQuietMachine } from "./server";
import { ensureWrk } from "./wrk";
import { writeReport } from "./report";

const PORT = Number(process.env.PORT || 3000);
/** BENCH_PAGES=/,/en: those pages only, in that order (a report of its own: docs/benchmarks/http-selected-pages.md). */
const SELECTED_PAGES = process.env.BENCH_PAGES?.split(",").filter(Boolean);

/** Targets of issue 22, for `br, gzip` at 50 connections. */
const TARGETS = { p99Ms: 150, ratioToNginx: 0.1 };

/** The server's CPU time per answer without compression and with `br, gzip`. */
const cpuPerAnswer = (plain: ServerMeasure, brotli: ServerMeasure) =>
  `${plain.cpuMicrosecondsPerAnswer!.toFixed(0)} / ${brotli.cpuMicrosecondsPerAnswer!.toFixed(0)} µs`;

/** What the README configuration caches and what it passes through, checked on the running proxy. */
async function checkProxyCaching(origin: string, pages: string[]): Promise<string[]> {
  const status = async (pathname: string, init?: RequestInit) =>
    (await fetch(`${origin}${pathname}`, init)).headers.get("x-cache-status") ?? "none";
  const lines: string[] = [];
  const expect = (what: string, actual: string, expected: RegExp) => {
    const ok = expected.test(actual);
    lines.push(`- ${ok ? "✔" : "✘"} ${what}: \`${actual}\``);
    if (!ok) throw new Error(`nginx caching check failed: ${what} gave ${actual}`);
  };
  for (const page of pages) {
    await status(page);
    expect(`second GET ${page}`, await status(page), /^(HIT|STALE|UPDATING)$/);
  }
  await status("/api/projects");
  expect("second GET /api/projects", await status("/api/projects"), /^(HIT|STALE|UPDATING)$/);
  expect(
    `GET ${pages[0]} as an RSC request (another variant)`,
    await status(`${pages[0]}`, { headers: { rsc: "1" } }),
    /^(MISS|EXPIRED|HIT)$/,
  );
  // An article's view counter, when the pages measured include an article (every page of the sitemap do).
  const article = pages.find((page) => /^\/blog\/[^/]+$/.test(page));
  if (article)
    expect(
      "POST to the view counter",
      await status(`${article.replace("/blog/", "/api/blog-posts/by-slug/")}/view`, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
      /^(none|MISS|BYPASS)$/,
    );
  return lines;
}

runMain(async () => {
  const nginx = ensureNginx();
  ensureWrk();
  const server = await startBenchServer(PORT);
  const reference = await startReferenceServer(PORT + 1).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  const root = await mkdtemp(path.join(os.tmpdir(), "bench-nginx-"));
  let proxy: ChildProcess | undefined;
  try {
    const paths = SELECTED_PAGES ?? (await publicPages(server.origin));
    const loadBefore = await waitForQuietMachine();
    const uptimeBefore = uptime();

    // nginx's copies: each page's HTML and the Brotli bytes Next.js sends for it, as `page.html` and `page.html.br`.
    const htmlDir = path.join(root, "html");
    const saveCopy = async (origin: string, pagePath: string, file: string): Promise<Page> => {
      const { plain, brotli } = await settledPage(`${origin}${pagePath}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, plain.body);
      await writeFile(`${file}.br`, brotli.body);
      return { path: pagePath, html: plain.body, brotli: brotli.body };
    };
    const pages: Page[] = [];
    for (const pagePath of paths)
      pages.push(
        await saveCopy(
          server.origin,
          pagePath,
          path.join(htmlDir, pagePath === "/" ? "index.html" : `${pagePath}.html`),
        ),
      );
    const referencePage = await saveCopy(reference.origin, "/", path.join(htmlDir, "reference.html"));
    for (const dir of ["tmp", "cache"]) await mkdir(path.join(root, dir), { recursive: true });
    // nginx's workers run as nobody: mkdtemp's folder (0700) would make every answer a 403.
    await chmod(root, 0o755);
    await chmod(path.join(root, "cache"), 0o777);
    await chmod(path.join(root, "tmp"), 0o777);
    spawnSync("chmod", ["-R", "a+rX", htmlDir]);

    const staticOrigin = `http://127.0.0.1:${PORT + 2}`;
    const proxyOrigin = `http://127.0.0.1:${PORT + 3}`;
    const staticServer = `  server {
    listen 127.0.0.1:${PORT + 2};
    root ${htmlDir};
    brotli_static on;
    location / { try_files $uri.html $uri/index.html =404; }
  }`;
    const cachingServer = adaptForBench(await readmeNginxConfig(), {
      listenPort: PORT + 3,
      nextPort: PORT,
      cacheDir: path.join(root, "cache"),
    });
    proxy = await startNginx(nginx, root, nginxMainConfig(root, `${staticServer}\n${cachingServer}`));
    await waitFor(staticOrigin);
    await waitFor(proxyOrigin);

    for (const page of pages) {
      await expectPage("Next.js", `${server.origin}${page.path}`, page, false);
      await expectPage("Next.js", `${server.origin}${page.path}`, page, true);
      await expectPage("nginx (brotli_static)", `${staticOrigin}${page.path}`, page, true);
      await expectPage("nginx (brotli_static)", `${staticOrigin}${page.path}`, page, false);
      await expectPage("nginx's cache", `${proxyOrigin}${page.path}`, page, true);
    }
    await expectPage("nginx (brotli_static)", `${staticOrigin}/reference`, referencePage, true);
    const checks = await checkProxyCaching(proxyOrigin, paths);

    const browser = { "accept-encoding": BROWSER_ENCODING };
    const rows: string[] = [];
    const ratios: number[] = [];
    const misses: string[] = [];
    const serverPid = listeningPid(PORT);
    const referencePid = listeningPid(PORT + 1);
    for (const page of pages) {
      log(`Measuring ${page.path}…`);
      const [plain, brotli] = (await compareModes(
        "Next.js",
        `${server.origin}${page.path}`,
        [
          { headers: {}, bodyBytes: page.html.length },
          { headers: browser, bodyBytes: page.brotli.length },
        ],
        serverPid,
      )) as [ServerMeasure, ServerMeasure];
      const copy = await measure("nginx", `${staticOrigin}${page.path}`, browser, page.brotli.length);
      const cached = await measure("nginx's cache", `${proxyOrigin}${page.path}`, browser, page.brotli.length);
      const ratio = brotli.requestsPerSecond / copy.requestsPerSecond;
      ratios.push(ratio);
      const met =
        brotli.requestsPerSecond >= plain.requestsPerSecond &&
        brotli.p99 < TARGETS.p99Ms &&
        ratio >= TARGETS.ratioToNginx;
      if (!met) misses.push(page.path);
      const line = `| \`${page.path}\` | ${kb(page.html.length)} | ${kb(page.brotli.length)} | ${plain.requestsPerSecond.toFixed(0)} | ${ms(plain)} | **${brotli.requestsPerSecond.toFixed(0)}** | ${ms(brotli)} | ${cpuPerAnswer(plain, brotli)} | ${copy.requestsPerSecond.toFixed(0)} | ${ms(copy)} | **${ratio.toFixed(2)}** | ${cached.requestsPerSecond.toFixed(0)} | ${ms(cached)} | ${met ? "✔" : "✘"} |`;
      log(line);
      rows.push(line);
    }
    log("Measuring the reference page…");
    const [referencePlain, referenceBrotli] = (await compareModes(
      "The reference page",
      `${reference.origin}/`,
      [
        { headers: {}, bodyBytes: referencePage.html.length },
        { headers: browser, bodyBytes: referencePage.brotli.length },
      ],
      referencePid,
    )) as [ServerMeasure, ServerMeasure];
    const referenceCopy = await measure("nginx", `${staticOrigin}/reference`, browser, referencePage.brotli.length);
    rows.push(
      `| reference: a trivial Next.js page | ${kb(referencePage.html.length)} | ${kb(referencePage.brotli.length)} | ${referencePlain.requestsPerSecond.toFixed(0)} | ${ms(referencePlain)} | ${referenceBrotli.requestsPerSecond.toFixed(0)} | ${ms(referenceBrotli)} | ${cpuPerAnswer(referencePlain, referenceBrotli)} | ${referenceCopy.requestsPerSecond.toFixed(0)} | ${ms(referenceCopy)} | ${(referenceBrotli.requestsPerSecond / referenceCopy.requestsPerSecond).toFixed(2)} | – | – | |`,
    );
    const uptimeAfter = uptime();
    const lowest = Math.min(...ratios);
    const report = `# HTTP throughput of the public pages

Measured by \`npm run bench:http\` on ${new Date().toISOString().slice(0, 10)}${["BENCH_WARMUP", "BENCH_DURATION", "BENCH_ROUNDS", "BENCH_ROUND"].some((name) => process.env[name]) ? ` (BENCH_WARMUP=${WARMUP_SECONDS} BENCH_DURATION=${DURATION_SECONDS} BENCH_ROUNDS=${ROUNDS} BENCH_ROUND=${ROUND_SECONDS})` : ""}: ${os.cpus().length} shared cores (the load generator runs on the same machine), Node ${process.version}, wrk ${CONNECTIONS} connections (one thread). Next.js's two modes of a page are compared in the same stretch of time: a ${WARMUP_SECONDS} s warm-up of each, then ${ROUNDS} rounds of ${ROUND_SECONDS} s per mode, in an order reversed every other round (none then \`${BROWSER_ENCODING}\`, then the other way round); each figure is the median of its rounds (p99: the highest). On this shared machine the same ten-second measure varies by about a quarter from one run to the next. nginx and its cache: ${WARMUP_SECONDS} s warm-up then ${DURATION_SECONDS} s. The server's CPU per answer is the user and system time of its process over a round (/proc), divided by the answers.

- \`uptime\` before: \`${uptimeBefore}\` (one-minute load ${loadBefore.toFixed(2)} when the measures started)
- \`uptime\` after: \`${uptimeAfter}\`

${SELECTED_PAGES ? `The pages named by \`BENCH_PAGES=${SELECTED_PAGES.join(",")}\`` : "Each public page (one of each route of the sitemap)"}${process.env.NEXT_PUBLIC_SITE_LOCALES ? ` (the build serving \`NEXT_PUBLIC_SITE_LOCALES=${process.env.NEXT_PUBLIC_SITE_LOCALES}\`)` : ""}, measured on:

- **Next.js**: the production build served by \`npm start\` (server/index.ts, one Node process, on \`npm start\`'s own embedded PostgreSQL in .data/ with the seed's content), asked without Accept-Encoding (as benchmarks do) and with \`accept-encoding: ${BROWSER_ENCODING}\` (as browsers do);
- **nginx**: Debian's nginx (\`worker_processes auto\`) serving the same page's bytes from disk with \`brotli_static\`, the page's Brotli bytes being those Next.js sends; asked with \`${BROWSER_ENCODING}\`;
- **nginx cache**: the caching configuration of README.md, unchanged but for its ports, in front of the same Next.js; asked with \`${BROWSER_ENCODING}\`.

Every server was checked before the measures (status 200, the encoding asked, the page's bytes once decoded), and every measure had no error and the expected bytes per answer. Targets with \`${BROWSER_ENCODING}\`: at least the page's own no-compression throughput, p99 under ${TARGETS.p99Ms} ms, and at least ${TARGETS.ratioToNginx.toFixed(2)} of nginx's throughput (✔ when all three hold). The last row is a trivial Next.js page (scripts/bench/reference-app, the same server without the site's cache listener, so every request goes through Next.js's handler) beside nginx serving its bytes.

| page | HTML | Brotli | Next.js, no compression: req/s | p50 / p99 | Next.js, \`${BROWSER_ENCODING}\`: req/s | p50 / p99 | Next.js CPU per answer: none / \`br\` | nginx brotli_static: req/s | p50 / p99 | Next.js / nginx | nginx cache: req/s | p50 / p99 | targets |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Lowest ratio to nginx: **${lowest.toFixed(2)}**${misses.length ? `; targets missed on ${misses.map((page) => `\`${page}\``).join(", ")}` : "; every page meets the targets"}.

Checks of the README configuration on the running proxy (\`X-Cache-Status\`):

${checks.join("\n")}
`;
    // Written as `npm run lint` wants it (Prettier aligns the table).
    const file = path.join(ROOT, `docs/benchmarks/${SELECTED_PAGES ? "http-selected-pages" : "http"}.md`);
    await writeReport(file, report);
    console.log(`\n${report}`);
  } finally {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy!.once("exit", resolve));
      proxy.kill("SIGQUIT");
      await exited;
    }
    await Promise.all([server.stop(), reference.stop()]);
    await rm(root, { recursive: true, force: true });
  }
});
