// npm run bench:http — requests per second and p50/p99 latency of /, /projects, a project, /blog and an article on a
// production build (`npm start`), beside nginx serving a saved copy of the same HTML in the same run, and beside the
// nginx caching configuration of README.md in front of Next.js. autocannon, 50 connections, after a warm-up.
// Installs nginx-light (Debian) when missing and run as root. Writes docs/benchmarks/http.md.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { log, ROOT, runMain, StartupError } from "../stack";
import { autocannon, type Measure } from "./autocannon";
import { startReferenceServer } from "./reference-server";
import { sampleContentPaths, startBenchServer, waitForQuietMachine } from "./server";

const PORT = Number(process.env.PORT || 3000);
const CONNECTIONS = 50;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP || 5);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION || 10);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function measure(url: string): Promise<Measure> {
  await autocannon(url, WARMUP_SECONDS, { connections: CONNECTIONS });
  return autocannon(url, DURATION_SECONDS, { connections: CONNECTIONS });
}

function ensureNginx(): string {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => spawnSync(candidate, ["-v"]).status === 0);
  if (found) return found;
  if (os.userInfo().uid !== 0)
    throw new StartupError(
      "nginx is missing: install it (sudo apt-get install -y nginx-light) and run the benchmark again.",
    );
  log("Installing Debian's nginx-light…");
  const apt = (args: string[]) =>
    spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status;
  if (
    apt(["install", "-y", "--no-install-recommends", "nginx-light"]) !== 0 &&
    (apt(["update"]), apt(["install", "-y", "--no-install-recommends", "nginx-light"])) !== 0
  ) {
    throw new StartupError("apt-get could not install nginx-light.");
  }
  return "/usr/sbin/nginx";
}

/** The one ```nginx block of README.md: the production configuration, tested here as it is documented. */
async function readmeNginxConfig(): Promise<string> {
  const readme = await readFile(path.join(ROOT, "README.md"), "utf8");
  const blocks = [...readme.matchAll(/```nginx\n([\s\S]*?)```/g)];
  if (blocks.length !== 1)
    throw new Error("README.md must hold exactly one ```nginx block (the production configuration).");
  return blocks[0]![1]!;
}

/** The README configuration on loopback ports and a temporary cache folder, without TLS. */
function adaptForBench(
  config: string,
  { listenPort, nextPort, cacheDir }: { listenPort: number; nextPort: number; cacheDir: string },
): string {
  return config
    .replace(/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${nextPort};`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`)
    .replace(/\/var\/cache\/nginx\/agence-digitale/, cacheDir);
}

function nginxMainConfig(root: string, servers: string): string {
  return `daemon off;
worker_processes auto;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
${os.userInfo().uid === 0 ? "user nobody nogroup;" : ""}
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${root}/tmp/body;
  proxy_temp_path ${root}/tmp/proxy;
  fastcgi_temp_path ${root}/tmp/fastcgi;
  uwsgi_temp_path ${root}/tmp/uwsgi;
  scgi_temp_path ${root}/tmp/scgi;
  types { text/html html; application/json json; }
  default_type application/octet-stream;
${servers}
}
`;
}

async function startNginx(binary: string, root: string, config: string): Promise<ChildProcess> {
  const file = path.join(root, "nginx.conf");
  await writeFile(file, config);
  const test = spawnSync(binary, ["-t", "-c", file, "-p", root], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx rejects the configuration:\n${test.stderr}`);
  const child = spawn(binary, ["-c", file, "-p", root], { stdio: "inherit" });
  return child;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} does not answer`);
}

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
  expect(
    "POST to the view counter",
    await status(`${pages.at(-1)!.replace("/blog/", "/api/blog-posts/by-slug/")}/view`, {
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
  const server = await startBenchServer(PORT);
  const reference = await startReferenceServer(PORT + 1).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  const root = await mkdtemp(path.join(os.tmpdir(), "bench-nginx-"));
  let proxy: ChildProcess | undefined;
  try {
    const { project, article } = await sampleContentPaths(server.origin);
    const loadBefore = await waitForQuietMachine();
    const pages = ["/", "/projects", project, "/blog", article];

    // The saved copy nginx serves: the same HTML, as Next.js sends it.
    const htmlDir = path.join(root, "html");
    const htmlBytes = new Map<string, number>();
    const saveCopy = async (url: string, file: string) => {
      const html = await (await fetch(url)).text();
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
      htmlBytes.set(url, Buffer.byteLength(html));
    };
    for (const page of pages)
      await saveCopy(`${server.origin}${page}`, path.join(htmlDir, page === "/" ? "index.html" : `${page}.html`));
    await saveCopy(`${reference.origin}/`, path.join(htmlDir, "reference.html"));
    for (const dir of ["tmp", "cache"]) await mkdir(path.join(root, dir), { recursive: true });
    await chmod(root, 0o755);
    await chmod(path.join(root, "cache"), 0o777);
    await chmod(path.join(root, "tmp"), 0o777);
    spawnSync("chmod", ["-R", "a+rX", htmlDir]);

    const staticPort = await freePort();
    const proxyPort = await freePort();
    const staticServer = `  server {
    listen 127.0.0.1:${staticPort};
    root ${htmlDir};
    location / { try_files $uri.html $uri/index.html =404; }
  }`;
    const cachingServer = adaptForBench(await readmeNginxConfig(), {
      listenPort: proxyPort,
      nextPort: PORT,
      cacheDir: path.join(root, "cache"),
    });
    proxy = await startNginx(nginx, root, nginxMainConfig(root, `${staticServer}\n${cachingServer}`));
    const staticOrigin = `http://127.0.0.1:${staticPort}`;
    const proxyOrigin = `http://127.0.0.1:${proxyPort}`;
    await waitFor(staticOrigin);
    await waitFor(proxyOrigin);
    const checks = await checkProxyCaching(proxyOrigin, pages);

    const rows: string[] = [];
    const ratios: number[] = [];
    const row = (label: string, nextUrl: string, next: Measure, copy: Measure, cached?: Measure) => {
      for (const [name, result] of [
        ["Next.js", next],
        ["nginx", copy],
        ["nginx cache", cached],
      ] as const) {
        if (result && result.non2xx > 0) throw new Error(`${name} answered ${result.non2xx} errors on ${label}`);
      }
      const bytes = htmlBytes.get(nextUrl)!;
      const line = `| ${label} | ${(bytes / 1024).toFixed(0)} KB | ${next.requestsPerSecond.toFixed(0)} | ${next.p50} / ${next.p99} ms | ${copy.requestsPerSecond.toFixed(0)} | ${copy.p50} / ${copy.p99} ms | **${((next.requestsPerSecond / copy.requestsPerSecond) * 100).toFixed(1)} %** | ${cached ? `${cached.requestsPerSecond.toFixed(0)} | ${cached.p50} / ${cached.p99} ms` : "– | –"} |`;
      log(line);
      rows.push(line);
    };
    for (const page of pages) {
      log(`Measuring ${page}…`);
      const next = await measure(`${server.origin}${page}`);
      const copy = await measure(`${staticOrigin}${page}`);
      const cached = await measure(`${proxyOrigin}${page}`);
      row(`\`${page}\``, `${server.origin}${page}`, next, copy, cached);
      ratios.push(next.requestsPerSecond / copy.requestsPerSecond);
    }
    log("Measuring the reference page…");
    row(
      "reference: a trivial Next.js page",
      `${reference.origin}/`,
      await measure(`${reference.origin}/`),
      await measure(`${staticOrigin}/reference`),
    );
    const report = `# HTTP throughput of the public pages

Measured by \`npm run bench:http\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} shared cores (the load generator runs on the same machine; one-minute load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end), Node ${process.version}, autocannon ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${DURATION_SECONDS} s per measure, no compression (autocannon does not ask for it).

- **Next.js**: the production build served by \`npm start\` (server/index.ts, one Node process), pages from the Next.js cache.
- **nginx**: Debian's nginx (\`worker_processes auto\`) serving a saved copy of the same HTML from disk, in the same run.
- **nginx cache**: the caching configuration of README.md, unchanged but for its ports, in front of the same Next.js.

Target: Next.js at least 7 % of nginx's throughput with p99 near 50 ms (what a trivial Next.js page reaches here). The last row measures that trivial page (scripts/bench/reference-app, \`next start\`) in the same run, beside nginx serving its saved HTML.

| page | HTML | Next.js req/s | Next.js p50 / p99 | nginx req/s | nginx p50 / p99 | Next.js / nginx | nginx cache req/s | nginx cache p50 / p99 |
|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Lowest ratio: **${(Math.min(...ratios) * 100).toFixed(1)} %**.

Checks of the README configuration on the running proxy (\`X-Cache-Status\`):

${checks.join("\n")}
`;
    await writeFile(path.join(ROOT, "docs/benchmarks/http.md"), report);
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
