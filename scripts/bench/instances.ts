// npm run bench:instances — the public pages served by one instance, and by two instances sharing Redis behind nginx
// (README, 'Several instances'), in the same run: a throwaway PostgreSQL migrated and seeded, a production build,
// a Redis of its own, two servers (server/index.ts with REDIS_URL) and Debian's nginx with README.md's configuration,
// its cache off (so that the instances, not nginx, answer) and its upstream listing one server, then both.
// Every reference is checked first (status 200, Brotli, the page's bytes), every measure must send the expected
// bytes per answer. Writes docs/benchmarks/instances.md.
// Ports: PORT (3300) and PORT+1 the instances, PORT+2 nginx in front of one, PORT+3 nginx in front of both.
import { type ChildProcess } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startRedisServer } from "../redis-server";
import { ensureBuild, log, migrateAndSeed, openDatabase, ROOT, runMain, startServer } from "../stack";
import {
  BROWSER_ENCODING,
  CONNECTIONS,
  DURATION_SECONDS,
  expectPage,
  kb,
  measure,
  ms,
  settledPage,
  uptime,
  WARMUP_SECONDS,
} from "./measure";
import { adaptForBench, ensureNginx, nginxMainConfig, readmeNginxConfig, startNginx, waitFor } from "./nginx";
import { benchAppEnv, sampleContentPaths, serverHandle, waitForQuietMachine } from "./server";
import { ensureWrk } from "./wrk";
import { writeReport } from "./report";

const PORT = Number(process.env.PORT || 3300);

/** README.md's nginx configuration with an upstream of `ports`, and without its cache: the instances answer. */
function upstreamConfig(readme: string, listenPort: number, ports: number[], cacheDir: string): string {
  return adaptForBench(readme, { listenPort, nextPort: ports[0]!, cacheDir })
    .replace(
      `server 127.0.0.1:${ports[0]};`,
      ports.map((port) => `server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`).join("\n  "),
    )
    .replace(/^\s*(proxy_cache|add_header X-Cache-Status)[^\n]*\n/gm, "")
    .replace(/^proxy_cache_path[^\n]*\n/m, "");
}

runMain(async () => {
  const nginx = ensureNginx();
  ensureWrk();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-instances-"));
  const database = await openDatabase({ dataDir, durable: false });
  const redis = await startRedisServer();
  const servers: { stop(): Promise<void> }[] = [];
  let proxy: ChildProcess | undefined;
  try {
    await migrateAndSeed(database.url, {});
    const siteUrl = `http://localhost:${PORT + 3}`;
    const env = { ...(await benchAppEnv(database.url, siteUrl)), TRUST_PROXY: "true", REDIS_URL: redis.url };
    await ensureBuild({ distDir: ".next-bench", env });
    const origins: string[] = [];
    for (const port of [PORT, PORT + 1]) {
      const child = startServer({ mode: "start", port, distDir: ".next-bench", env });
      const server = await serverHandle(child, `http://127.0.0.1:${port}`, `instance on ${port}`, 120_000, "SIGTERM");
      servers.push(server);
      origins.push(server.origin);
    }

    const root = await mkdtemp(path.join(os.tmpdir(), "bench-instances-nginx-"));
    for (const dir of ["tmp", "cache"]) await mkdir(path.join(root, dir), { recursive: true });
    await chmod(root, 0o755);
    await chmod(path.join(root, "tmp"), 0o777);
    const readme = await readmeNginxConfig();
    const oneOrigin = `http://127.0.0.1:${PORT + 2}`;
    const twoOrigin = `http://127.0.0.1:${PORT + 3}`;
    const cacheDir = path.join(root, "cache");
    const proxies = [
      upstreamConfig(readme, PORT + 2, [PORT], cacheDir),
      // Two upstream blocks need two names.
      upstreamConfig(readme, PORT + 3, [PORT, PORT + 1], cacheDir).replace(
        /agence_digitale_app/g,
        "agence_digitale_two",
      ),
    ];
    proxy = await startNginx(nginx, root, nginxMainConfig(root, proxies.join("\n")));
    await waitFor(oneOrigin);
    await waitFor(twoOrigin);

    const { project, article } = await sampleContentPaths(origins[0]!);
    const paths = ["/", "/blog", article, "/projects", project];
    const pages = [];
    for (const pagePath of paths) {
      const { plain, brotli } = await settledPage(`${origins[0]}${pagePath}`);
      pages.push({ path: pagePath, html: plain.body, brotli: brotli.body });
    }
    // Every way in answers the same bytes (the second instance's pages come from the shared cache).
    for (const page of pages)
      for (const [what, origin] of [
        ["instance B", origins[1]!],
        ["nginx → A", oneOrigin],
        ["nginx → A + B", twoOrigin],
      ] as const)
        await expectPage(what, `${origin}${page.path}`, page, true);

    const loadBefore = await waitForQuietMachine();
    const uptimeBefore = uptime();
    const browser = { "accept-encoding": BROWSER_ENCODING };
    const rows: string[] = [];
    for (const page of pages) {
      log(`Measuring ${page.path}…`);
      const direct = await measure("instance A", `${origins[0]}${page.path}`, browser, page.brotli.length);
      const one = await measure("nginx → A", `${oneOrigin}${page.path}`, browser, page.brotli.length);
      const two = await measure("nginx → A + B", `${twoOrigin}${page.path}`, browser, page.brotli.length);
      const row = `| \`${page.path}\` | ${kb(page.brotli.length)} | ${direct.requestsPerSecond.toFixed(0)} | ${ms(direct)} | ${one.requestsPerSecond.toFixed(0)} | ${ms(one)} | ${two.requestsPerSecond.toFixed(0)} | ${ms(two)} |`;
      log(row);
      rows.push(row);
    }
    const uptimeAfter = uptime();

    const report = `# One instance, and two behind nginx

Measured by \`npm run bench:instances\` on ${new Date().toISOString().slice(0, 10)}${process.env.BENCH_DURATION || process.env.BENCH_WARMUP ? ` (BENCH_WARMUP=${WARMUP_SECONDS} BENCH_DURATION=${DURATION_SECONDS})` : ""}: ${os.cpus().length} shared cores (the load generator, nginx, Redis and both instances on the same machine), Node ${process.version}, wrk ${CONNECTIONS} connections (one thread) with \`Accept-Encoding: ${BROWSER_ENCODING}\`, ${WARMUP_SECONDS} s warm-up then ${DURATION_SECONDS} s per measure.

- \`uptime\` before: \`${uptimeBefore}\` (one-minute load ${loadBefore.toFixed(2)} when the measures started)
- \`uptime\` after: \`${uptimeAfter}\`

A throwaway PostgreSQL with the seed, a production build, Redis, and two instances of \`server/index.ts\` with \`REDIS_URL\` (README, 'Several instances'). nginx runs README.md's configuration with its cache removed, so that every request reaches an instance: its upstream lists instance A alone, then A and B (round robin). Each page was first checked on B and through both proxies (status 200, Brotli, the same bytes as A's).

| page | Brotli | A alone: req/s | p50 / p99 | nginx → A: req/s | p50 / p99 | nginx → A + B: req/s | p50 / p99 |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

## What this shows, and what it cannot

On two cores, a second instance adds no CPU: the instances, nginx and the load generator already share the same two cores, so the figures show what the shared cache and the proxy cost (a Redis read of the tag counter per request, nginx's own work), not what a second server adds. With instances on separate machines, throughput for pages served from memory grows with the instances until PostgreSQL or the network is the limit; pages rendered on a miss are rendered once (by whichever instance) and then served by all from Redis.

## A plan for 10× and 100× today's traffic

Figures to hold: one instance on one core serves a few thousand cached pages a second with Brotli (this file and docs/benchmarks/http.md); a page rendered on a miss costs tens of milliseconds and a few queries; the back office and forms are a small share of requests.

- **10×** — one instance still has room: what matters is availability. Two instances on two small servers (2 vCPU, 2 GB each) behind nginx or the host's load balancer, Redis (a managed instance or one small server, 256 MB), uploads on S3-compatible storage, PostgreSQL on its own server (2 vCPU, 4 GB, \`max_connections\` 100: each instance's Prisma pool takes \`2 × cores + 1\` connections). A rolling restart deploys without downtime.
- **100×** — put a CDN in front (Cloudflare, Fastly, CloudFront): the pages carry \`s-maxage=60, stale-while-revalidate\`, so the CDN answers nearly all page and image requests and the instances see a request per page per minute per edge location, plus the API and the back office. Three or four instances (2 vCPU each) for the rest and for spikes, Redis with 1 GB and a replica, PostgreSQL with 4 vCPU, 8–16 GB, a read replica for the dashboard's statistics if they grow, and PgBouncer in transaction mode in front of it when the instances' pools add up past a few hundred connections. Uploads served from the bucket through the CDN (\`MEDIA_PUBLIC_URL\`).
`;
    const file = path.join(ROOT, "docs/benchmarks/instances.md");
    await writeReport(file, report);
    log(`Written ${path.relative(ROOT, file)}`);
    await rm(root, { recursive: true, force: true });
  } finally {
    proxy?.kill("SIGTERM");
    await Promise.all(servers.map((server) => server.stop()));
    await redis.stop();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
