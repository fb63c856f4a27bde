// Debian's nginx for the HTTP benchmarks: installed when missing (as root), run on loopback ports from a temporary
// folder, with README.md's production configuration as it is documented.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { installDebianPackages } from "../debian";
import { ROOT, StartupError } from "../stack";

const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Debian's nginx-light and its brotli_static module (libnginx-mod-http-brotli-static), installed when missing. */
export function ensureNginx(): string {
  const found = () => ["/usr/sbin/nginx", "/usr/bin/nginx"].find((binary) => spawnSync(binary, ["-v"]).status === 0);
  const missing = [
    ...(found() ? [] : ["nginx-light"]),
    ...(existsSync(BROTLI_STATIC_MODULE) ? [] : ["libnginx-mod-http-brotli-static"]),
  ];
  if (missing.length > 0) installDebianPackages(missing, "the benchmarks");
  const binary = found();
  if (!binary || !existsSync(BROTLI_STATIC_MODULE))
    throw new StartupError("nginx or its brotli_static module is missing.");
  return binary;
}

/** The one ```nginx block of README.md: the production configuration, tested here as it is documented. */
export async function readmeNginxConfig(): Promise<string> {
  const readme = await readFile(path.join(ROOT, "README.md"), "utf8");
  const blocks = [...readme.matchAll(/```nginx\n([\s\S]*?)```/g)];
  if (blocks.length !== 1)
    throw new Error("README.md must hold exactly one ```nginx block (the production configuration).");
  return blocks[0]![1]!;
}

/** The README configuration on loopback ports and a temporary cache folder, without TLS. */
export function adaptForBench(
  config: string,
  { listenPort, nextPort, cacheDir }: { listenPort: number; nextPort: number; cacheDir: string },
): string {
  return config
    .replace(/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${nextPort};`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`)
    .replace(/\/var\/cache\/nginx\/agence-digitale/, cacheDir);
}

export function nginxMainConfig(root: string, servers: string): string {
  return `daemon off;
worker_processes auto;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
load_module ${BROTLI_STATIC_MODULE};
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

export async function startNginx(binary: string, root: string, config: string): Promise<ChildProcess> {
  const file = path.join(root, "nginx.conf");
  await writeFile(file, config);
  const test = spawnSync(binary, ["-t", "-c", file, "-p", root], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx rejects the configuration:\n${test.stderr}`);
  return spawn(binary, ["-c", file, "-p", root], { stdio: "inherit" });
}

export async function waitFor(url: string) {
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
