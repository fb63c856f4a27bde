// How the HTTP benchmarks check and measure a page: what browsers send, the reference bytes every server must answer
// (checked before measuring), wrk after a warm-up (scripts/bench/wrk.ts), and a run that fails loudly on a wrong answer.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import zlib from "node:zlib";
import { type RawAnswer, rawRequest } from "../raw-http";
import { type Measure, wrk } from "./wrk";

export const CONNECTIONS = 50;
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP || 5);
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION || 10);
/** Rounds of a comparison of one server's modes (`compareModes`), and the seconds of each mode in a round. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
export const ROUND_SECONDS = Number(process.env.BENCH_ROUND || 5);
/** What browsers send (and CDNs: Brotli when they can). */
export const BROWSER_ENCODING = "br, gzip";

/** One page as the servers must send it: its HTML, and the Brotli bytes Next.js sends (nginx serves the same). */
export interface Page {
  path: string;
  html: Buffer;
  brotli: Buffer;
}

/** Checks that `url` answers 200 with the page's bytes (in Brotli when `brotli` is asked), and fails loudly if not. */
export async function expectPage(what: string, url: string, page: Page, brotli: boolean): Promise<void> {
  const sent = await rawRequest(url, brotli ? { "accept-encoding": BROWSER_ENCODING } : {});
  const encoding = sent.headers["content-encoding"];
  const problem =
    sent.status !== 200
      ? `answered ${sent.status}`
      : encoding !== (brotli ? "br" : undefined)
        ? `answered with Content-Encoding ${encoding ?? "none"}`
        : !(brotli ? zlib.brotliDecompressSync(sent.body) : sent.body).equals(page.html)
          ? "answered other bytes than the page"
          : undefined;
  if (problem) throw new Error(`${what} ${problem} for ${page.path} (${url}): the benchmark would measure nothing.`);
}

/**
 * The answer `ask` gets twice in a row with the same body (asked every 300 ms, `countable` ones only): what the server
 * keeps sending, once what it answers first has been replaced.
 */
async function repeatedAnswer(
  url: string,
  ask: () => Promise<RawAnswer>,
  countable: (answer: RawAnswer) => boolean = () => true,
): Promise<RawAnswer> {
  let previous: RawAnswer | undefined;
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await ask();
    if (countable(answer) && previous?.body.equals(answer.body)) return answer;
    previous = answer;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} keeps changing: no version to measure.`);
}

/**
 * A page's HTML and Brotli bytes once the server sends the same of each twice in a row: after a build, Next.js answers
 * the prerendered page STALE until it has rendered it again, and the two may differ; and the first Brotli bytes of a
 * version are a quick compression, which the best one replaces from the background (server/shared-responses.ts).
 */
export async function settledPage(url: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const plain = await repeatedAnswer(
      url,
      async () => {
        const answer = await rawRequest(url);
        if (answer.status !== 200)
          throw new Error(`${url} answered ${answer.status}: the benchmark would measure nothing.`);
        return answer;
      },
      (answer) => answer.headers["x-nextjs-cache"] !== "STALE",
    );
    const brotli = await repeatedAnswer(
      url,
      async () => {
        const answer = await rawRequest(url, { "accept-encoding": BROWSER_ENCODING });
        if (answer.headers["content-encoding"] !== "br")
          throw new Error(
            `${url} answered ${answer.headers["content-encoding"] ?? "uncompressed"} to ${BROWSER_ENCODING}.`,
          );
        return answer;
      },
      // The quick compression can be sent twice in a row while the best one is being made: its ETag says which.
      (answer) => !String(answer.headers.etag).endsWith('-quick"'),
    );
    // A new version came between the two: read both again.
    if (zlib.brotliDecompressSync(brotli.body).equals(plain.body)) return { plain, brotli };
  }
  throw new Error(`${url} keeps changing: no version to measure.`);
}

/** One kind of request to measure: what it sends, and the size of the body every answer must have. */
export interface Mode {
  headers: Record<string, string>;
  bodyBytes: number;
}

/** A measure, with the CPU time the measured process spent per answer when its pid was given. */
export interface ServerMeasure extends Measure {
  cpuMicrosecondsPerAnswer?: number;
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** CPU seconds (user and system, all its threads) process `pid` has used so far. */
export function cpuSeconds(pid: number): number {
  // /proc/<pid>/stat: the command is in parentheses and may hold spaces; utime and stime are fields 14 and 15.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * One measure of `seconds`, which fails the run unless every answer was a 200 of the expected size (the body, plus
 * headers): anything else (an error page, an uncompressed body where Brotli was asked) would measure something else.
 */
async function checkedMeasure(
  what: string,
  url: string,
  { headers, bodyBytes }: Mode,
  seconds: number,
  pid?: number,
): Promise<ServerMeasure> {
  const cpuBefore = pid === undefined ? 0 : cpuSeconds(pid);
  const measure = await wrk(url, seconds, { connections: CONNECTIONS, headers });
  const cpu = pid === undefined ? undefined : cpuSeconds(pid) - cpuBefore;
  const { errors, bytesPerAnswer } = measure;
  if (errors > 0) throw new Error(`${what} answered ${errors} errors or non-2xx on ${url}`);
  if (bytesPerAnswer < bodyBytes || bytesPerAnswer > bodyBytes + 2048)
    throw new Error(
      `${what} sent ${bytesPerAnswer.toFixed(0)} bytes per answer on ${url}, for a body of ${bodyBytes}: not the expected answer.`,
    );
  return { ...measure, cpuMicrosecondsPerAnswer: cpu === undefined ? undefined : (cpu * 1e6) / measure.requests };
}

/** A warm-up, then the measure. */
export async function measure(what: string, url: string, headers: Record<string, string>, bodyBytes: number) {
  await wrk(url, WARMUP_SECONDS, { connections: CONNECTIONS, headers });
  return checkedMeasure(what, url, { headers, bodyBytes }, DURATION_SECONDS);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

/**
 * Several modes of the same server and URL compared: a warm-up of each, then ROUNDS rounds of ROUND_SECONDS per mode,
 * in an order reversed every other round (A B, B A, A B…); each mode gets the median of its rounds (throughput, p50,
 * CPU per answer) and the highest p99 of them. Measured one after the other, two modes would also measure the
 * machine's other load of that moment and which came first: on this shared machine, the same measure repeated varies
 * by a quarter from one ten-second run to the next.
 */
export async function compareModes(what: string, url: string, modes: Mode[], pid?: number): Promise<ServerMeasure[]> {
  for (const { headers } of modes) await wrk(url, WARMUP_SECONDS, { connections: CONNECTIONS, headers });
  const rounds = modes.map((): ServerMeasure[] => []);
  const order = modes.map((_, index) => index);
  for (let round = 0; round < ROUNDS; round++)
    for (const index of round % 2 === 0 ? order : order.toReversed())
      rounds[index]!.push(await checkedMeasure(what, url, modes[index]!, ROUND_SECONDS, pid));
  return rounds.map((measures) => {
    const cpu = measures.map((measure) => measure.cpuMicrosecondsPerAnswer);
    return {
      requests: measures.reduce((sum, measure) => sum + measure.requests, 0),
      requestsPerSecond: median(measures.map((measure) => measure.requestsPerSecond)),
      p50: median(measures.map((measure) => measure.p50)),
      p99: Math.max(...measures.map((measure) => measure.p99)),
      errors: measures.reduce((sum, measure) => sum + measure.errors, 0),
      bytesPerAnswer: median(measures.map((measure) => measure.bytesPerAnswer)),
      cpuMicrosecondsPerAnswer: cpu.every((value) => value !== undefined) ? median(cpu) : undefined,
    };
  });
}

export const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();
export const ms = (value: Measure) => `${value.p50.toFixed(1)} / ${value.p99.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The command that ran this benchmark, with the settings given in the environment (`names`), as a report prints it. */
export function benchCommand(script: string, names: string[]): string {
  const settings = names.filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
  return [...settings, `npm run ${script}`].join(" ");
}
