// wrk as the HTTP benchmarks run it: a separate process (its CPU stays out of the server's), one thread (the server is
// one Node process on the same two cores), its report reduced to what the benchmarks print (scripts/bench/wrk-report.lua).
//
// Why wrk rather than autocannon: autocannon turns every answer's body into a JavaScript string (`body += data`, for
// its body checks), and decoding binary bytes as UTF-8 is slower than decoding text: 9 KB of a page's Brotli took 75 µs
// against 53 µs for the same page's 58 KB of HTML, measured here. Near 10,000 answers a second that made the load
// generator the bottleneck, and made a server look slower when it sends Brotli than when it sends the page
// uncompressed: a figure of the tool, not of the server. wrk (C) counts bodies without reading them as text.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { installDebianPackages } from "../debian";
import { ROOT } from "../stack";

const WRK = "wrk";
const REPORT_SCRIPT = path.join(ROOT, "scripts/bench/wrk-report.lua");

export interface Measure {
  requests: number;
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Answers that were neither 2xx nor 3xx, and socket errors (connection, read, write, timeout). */
  errors: number;
  /** Bytes received per answer, headers included: tells a page from an error page or an uncompressed body. */
  bytesPerAnswer: number;
  /** Answers by status, when the script counts them (scripts/bench/wrk-distinct.lua). */
  statuses?: Record<string, number>;
}

/** Debian's wrk, installed when missing. */
export function ensureWrk(): void {
  if (spawnSync(WRK, ["-v"]).error) installDebianPackages(["wrk"], "the benchmarks");
}

/**
 * `connections` connections on `url` for `seconds`. wrk sends no Accept-Encoding unless told: pass what browsers send
 * in `headers` to measure what they get.
 */
export function wrk(
  url: string,
  seconds: number,
  {
    connections,
    headers = {},
    script = REPORT_SCRIPT,
    env = {},
  }: {
    connections: number;
    headers?: Record<string, string>;
    /** Another Lua script that prints the same report (scripts/bench/wrk-distinct.lua), and its settings. */
    script?: string;
    env?: Record<string, string>;
  },
): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const args = ["-t", "1", "-c", String(connections), "-d", `${seconds}s`, "-s", script];
    for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
    const child = spawn(WRK, [...args, url], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      const json = output.trim().split("\n").at(-1) ?? "";
      if (code !== 0 || !json.startsWith("{"))
        return reject(new Error(`wrk failed on ${url} (exit code ${code}, signal ${signal}):\n${output}`));
      const report = JSON.parse(json) as {
        requests: number;
        durationUs: number;
        bytes: number;
        socketErrors: number;
        non2xx3xx: number;
        p50Us: number;
        p99Us: number;
        statuses?: Record<string, number>;
      };
      resolve({
        requests: report.requests,
        requestsPerSecond: report.requests / (report.durationUs / 1e6),
        p50: report.p50Us / 1000,
        p99: report.p99Us / 1000,
        errors: report.socketErrors + report.non2xx3xx,
        bytesPerAnswer: report.bytes / Math.max(1, report.requests),
        statuses: report.statuses,
      });
    });
  });
}
