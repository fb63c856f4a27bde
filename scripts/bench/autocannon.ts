// autocannon as the HTTP benchmarks run it: a child process (so that its own CPU use stays out of the server's
// process), JSON output reduced to what the reports print.
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "../stack";

const AUTOCANNON = path.join(ROOT, "node_modules/autocannon/autocannon.js");

export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and errors (timeouts, resets). */
  non2xx: number;
  /** Bytes received per answer, headers included: tells a page from an error page or an uncompressed body. */
  bytesPerAnswer: number;
}

/**
 * `connections` connections on `url` for `seconds`. autocannon sends no Accept-Encoding unless told: pass what
 * browsers send in `headers` to measure what they get.
 */
export function autocannon(
  url: string,
  seconds: number,
  { connections, headers = {} }: { connections: number; headers?: Record<string, string> },
): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const args = [AUTOCANNON, "-c", String(connections), "-d", String(seconds), "-j"];
    for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
    const child = spawn(process.execPath, [...args, url], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed on ${url}`));
      const result = JSON.parse(output) as {
        requests: { average: number; total: number };
        throughput: { total: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
        timeouts: number;
      };
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx + result.errors + result.timeouts,
        bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
      });
    });
  });
}
