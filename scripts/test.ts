// npm test: type check, lint and formatting, unit and integration tests (throwaway PostgreSQL), end-to-end tests
// (Chromium): the parallel specs, then the serial ones beside the walk of the back office (on a server of its own).
// A failing step never stops another that can run without it, and the run ends with the totals of every runner; it
// fails when any step failed.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { installDebianPackages } from "./debian";
import { ensurePrismaClient } from "./prisma-generate";
import { REDIS_SERVER } from "./redis-server";
import { log, ROOT, runMain } from "./stack";
import { offlineServerFiles, offlineServerPort, spawnOfflineServer } from "../tests/e2e/helpers/offline-stack";
import type { E2EStack } from "../tests/e2e/helpers/stack";
import { setDatabaseAvailable } from "../tests/helpers/outage";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const E2E_PORT = Number(process.env.E2E_PORT || 3100);
const E2E_URL = `http://localhost:${E2E_PORT}/`;
/** As long as Playwright's own webServer waited for it: a first build on a loaded machine takes minutes. */
const E2E_SERVER_START_MS = 600_000;

/** Installs a Debian package the tests need (Chromium, Redis) when its program is missing. */
function ensureDebianPackage(program: string, pkg: string, variable: string) {
  if (!existsSync(program)) installDebianPackages([pkg], "the tests", ` or set ${variable}`);
}

interface TestCounts {
  passed: number;
  failed: number;
  /** Tests that did not run (skipped, or cut short by a failure that stopped the runner). */
  skipped: number;
}

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  /** For test runners: what their report counted (absent when they wrote none, e.g. a crash before any test). */
  tests?: TestCounts;
  /** Why the step failed when its counts do not say it (exit code, a runner's own error). */
  note?: string;
  /** The failed tests, one line each, repeated at the end of the run: a CI log is often read from its tail. */
  failures?: string[];
}

/** Runs a command to its end; never rejects, so that one step's failure cannot stop the others. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, CI: "1", ...env } });
    child.on("error", (error) => {
      console.error(`✖ ${command} ${args.join(" ")}: ${error.message}`);
      resolve(-1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function finish(
  name: string,
  started: number,
  code: number,
  tests?: TestCounts,
  note?: string,
  failures?: string[],
): StepResult {
  const seconds = Math.round((performance.now() - started) / 1000);
  const ok = code === 0 && (tests?.failed ?? 0) === 0;
  const why = note ?? (ok || (tests?.failed ?? 0) > 0 ? undefined : `exit code ${code}`);
  log(
    `${name} ${ok ? "passed" : "FAILED"}${tests ? ` (${describeCounts(tests)})` : ""}${why ? ` — ${why}` : ""} in ${seconds} s`,
  );
  return { name, ok, seconds, tests, note: why, failures };
}

async function step(name: string, commands: [string, string[]][]): Promise<StepResult> {
  const started = performance.now();
  let code = 0;
  for (const [command, args] of commands) {
    code = await run(command, args);
    if (code !== 0) break;
  }
  return finish(name, started, code);
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

async function vitest(reports: string): Promise<StepResult> {
  const started = performance.now();
  const output = path.join(reports, "vitest.json");
  const code = await run("npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${output}`,
  ]);
  const report = readJson<VitestReport>(output);
  const tests = report && {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  const failures = report?.testResults.flatMap((file) => {
    const where = path.relative(ROOT, file.name);
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    // A file that fails as a whole (it does not load, a hook throws) has no failed test of its own.
    if (file.status === "failed" && !failed.length) return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
  return finish("Vitest (unit and integration)", started, code, tests ?? undefined, undefined, failures);
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** An error's first line, short enough for a summary. */
function firstLine(message: string | undefined): string {
  const line =
    (message ?? "")
      .replace(/\u001b\[[0-9;]*m/g, "")
      .trim()
      .split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    ok: boolean;
    tests: { results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: { message?: string }[];
  suites: PlaywrightSuite[];
}

/** The failed specs of a Playwright report, with the path of describe blocks that leads to each. */
function playwrightFailures(suites: PlaywrightSuite[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    // The outermost suites are the files, titled with the file's path, which a spec names itself: left out below.
    const trail = [...titles, suite.title];
    const failed = (suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error;
        return `${[spec.file, ...trail.slice(1), spec.title].join(" › ")}: ${firstLine(error?.message)}`;
      });
    return [...failed, ...playwrightFailures(suite.suites ?? [], trail)];
  });
}

async function playwright(
  name: string,
  reports: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<StepResult> {
  const started = performance.now();
  const output = path.join(reports, `${name.replace(/\W+/g, "-")}.json`);
  // The server is this script's (startE2eServer): playwright.config.ts then starts none of its own.
  const code = await run("npx", ["playwright", "test", "--reporter=list,json", ...args], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: output,
    E2E_SERVER_RUNNING: "1",
    E2E_OFFLINE_SERVER_RUNNING: "1",
    ...env,
  });
  const report = readJson<PlaywrightReport>(output);
  const tests = report && {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
  // An error outside any test (a spec that does not load, the global timeout) fails the run with no failed test.
  const note = report?.errors.length ? `${report.errors.length} error(s) outside the tests` : undefined;
  const failures = report && [
    ...playwrightFailures(report.suites),
    ...report.errors.map((error) => `outside the tests: ${firstLine(error.message)}`),
  ];
  return finish(name, started, code, tests ?? undefined, note, failures ?? undefined);
}

/** Whether anything answers at the e2e server's address (any status under 500, as Playwright's webServer waits). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

interface E2eServer {
  stop(): Promise<void>;
  /** How the server ended if it has (exit code or signal), while the tests still needed it. */
  ended(): string | undefined;
}

/**
 * A server of the tests in its own process group, so that whatever of it is left once it has stopped (its PostgreSQL,
 * Next.js) is killed with it. `stop` signals the server alone (it stops its site, which drains, then its PostgreSQL,
 * and removes its folder: signalled too, PostgreSQL would refuse the draining site's last queries); past 25 s, nothing
 * of the group may stay. Stopped on this script's SIGINT and SIGTERM too (RUNNING_SERVERS).
 */
function serverGroup(server: ChildProcess): E2eServer & { running(): boolean; exited: Promise<void> } {
  // Its errors, when piped, go on to this run's output; the last ones are kept for the summary, should it stop early.
  const lastErrors: string[] = [];
  server.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    lastErrors.push(
      ...chunk
        .toString()
        .split("\n")
        .filter((line) => line.trim()),
    );
    lastErrors.splice(0, lastErrors.length - 8);
  });
  let ended: string | undefined;
  const exited = new Promise<void>((resolve) =>
    server.once("exit", (code, signal) => {
      ended = `${signal ? `signal ${signal}` : `exit code ${code}`}; its last errors: ${lastErrors.join(" ⏎ ") || "none"}`;
      resolve();
    }),
  );
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (!running) return;
    server.kill("SIGTERM");
    await Promise.race([exited, delay(25_000)]);
    try {
      process.kill(-server.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  RUNNING_SERVERS.add(stop);
  void exited.then(() => RUNNING_SERVERS.delete(stop));
  return { stop, ended: () => ended, running: () => running, exited };
}

/** The `stop` of every server group still running, for this script's SIGINT and SIGTERM. */
const RUNNING_SERVERS = new Set<() => Promise<void>>();
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void Promise.all([...RUNNING_SERVERS].map((stop) => stop())).then(() =>
      process.exit(signal === "SIGINT" ? 130 : 143),
    );
  });

/**
 * The end-to-end server (tests/e2e/helpers/e2e-server.ts: throwaway database, build, `next start`), started once for
 * both Playwright runs, which must share it: the serial specs run after the parallel ones on the same data, and a
 * second server would mean a second database and so a second build. Resolves when it answers, or with an error.
 */
async function startE2eServer(): Promise<E2eServer | Error> {
  if (await answers(E2E_URL))
    return new Error(`${E2E_URL} already answers: stop that server or set E2E_PORT to a free port.`);
  const server = serverGroup(
    spawn(process.execPath, ["--import", "tsx", "tests/e2e/helpers/e2e-server.ts"], {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "pipe"],
      detached: true,
      env: { ...process.env, CI: "1", E2E_PORT: String(E2E_PORT) },
    }),
  );
  const deadline = performance.now() + E2E_SERVER_START_MS;
  while (server.running() && performance.now() < deadline) {
    if (await answers(E2E_URL)) return server;
    await Promise.race([server.exited, delay(500)]);
  }
  await server.stop();
  return new Error(
    server.running()
      ? `the end-to-end server did not answer within ${E2E_SERVER_START_MS / 60_000} minutes`
      : "the end-to-end server stopped before it answered (see its output above)",
  );
}

/**
 * The fallbacks' own server (tests/e2e/helpers/offline-server.ts: a second build, made while its database refuses
 * connections), started here rather than by tests/e2e/fallbacks.spec.ts, so that its build overlaps the unit and
 * integration tests instead of holding a Playwright worker. The spec waits for its info file; if the server stops
 * before it answers, that file says so and the spec fails with the server's output.
 */
function startOfflineServer(): E2eServer {
  const port = offlineServerPort(E2E_PORT);
  const { infoFile, logFile } = offlineServerFiles(port);
  const server = serverGroup(spawnOfflineServer(port, ROOT, { detached: true }));
  let stopping = false;
  void server.exited.then(() => {
    if (!stopping && !existsSync(infoFile))
      writeFileSync(infoFile, JSON.stringify({ error: `The offline server stopped (its output: ${logFile})` }));
  });
  return {
    stop: () => {
      stopping = true;
      return server.stop();
    },
    ended: server.ended,
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

interface E2eServers {
  site: E2eServer;
  /** The fallbacks' (a parallel spec), then the walk's (walkOnOfflineServer). */
  offline: E2eServer;
}

/**
 * The end-to-end server, then the fallbacks' own (one build after the other, so as not to starve the tests they
 * overlap); both are started while the unit and integration tests run.
 */
async function startE2eServers(): Promise<E2eServers | Error> {
  const site = await startE2eServer();
  return site instanceof Error ? site : { site, offline: startOfflineServer() };
}

/**
 * The fallbacks' server, once the parallel specs are done with it, as the walk's (the environment of its Playwright
 * run), its database accepting connections again; null when it is gone or never answered.
 */
async function walkOnOfflineServer(offline: E2eServer): Promise<Record<string, string> | null> {
  const port = offlineServerPort(E2E_PORT);
  const { infoFile } = offlineServerFiles(port);
  const stack = readJson<E2EStack & { error?: string }>(infoFile);
  if (offline.ended() || !stack || stack.error) return null;
  try {
    await setDatabaseAvailable(true, stack);
  } catch (error) {
    log(
      `The fallbacks' server's database does not answer (${(error as Error).message}): the walk runs after the serial specs.`,
    );
    return null;
  }
  return { E2E_STACK_FILE: infoFile, E2E_PORT: String(port) };
}

/**
 * One Playwright run against `server`: not run when the server had stopped; its failures name the server when it
 * stopped during the run (every test after that point failed for want of it: the cause is the server's output).
 */
async function playwrightOn(
  server: E2eServer,
  name: string,
  reports: string,
  args: string[],
  env?: Record<string, string>,
): Promise<StepResult> {
  if (server.ended()) return finish(name, performance.now(), 1, undefined, "not run: its server had stopped");
  const result = await playwright(name, reports, args, env);
  const endedNow = server.ended();
  if (endedNow) result.failures = [`its server stopped during this step (${endedNow})`, ...(result.failures ?? [])];
  return result;
}

async function endToEnd(reports: string, servers: E2eServers | Error): Promise<StepResult[]> {
  const names = {
    parallel: "Playwright (parallel specs)",
    serial: "Playwright (serial specs)",
    walk: "Playwright (walk of the screens)",
  } as const;
  const started = performance.now();
  if (servers instanceof Error)
    return Object.values(names).map((name) => finish(name, started, 1, undefined, servers.message));
  const { site, offline } = servers;
  try {
    // The serial specs change what the whole site shows (settings, every activity read…): they run alone, after the
    // parallel ones, whatever those did (--no-deps: the config's dependency would skip them after one failure).
    const parallel = await playwrightOn(site, names.parallel, reports, [
      "--project=chromium",
      "--output=test-results/parallel",
    ]);
    const serial = () =>
      playwrightOn(site, names.serial, reports, ["--project=serial", "--no-deps", "--output=test-results/serial"]);
    const walkArgs = ["--project=walk", "--no-deps", "--output=test-results/walk"];
    // The walk changes what the lists show and marks every activity read, so it cannot run beside the serial specs on
    // their server; on the fallbacks' (its own database, seeded alike, built for the back office as this one), it
    // runs while they do: they mostly wait (a scheduled publication, an SMTP outage, restarts), and it keeps the two
    // cores busy (about 4 minutes less than one after the other).
    const walkEnv = await walkOnOfflineServer(offline);
    if (walkEnv) {
      const [serialResult, walkResult] = await Promise.all([
        serial(),
        playwrightOn(offline, names.walk, reports, walkArgs, walkEnv),
      ]);
      return [parallel, serialResult, walkResult];
    }
    await offline.stop();
    const serialResult = await serial();
    return [parallel, serialResult, await playwrightOn(site, names.walk, reports, walkArgs)];
  } finally {
    await Promise.all([offline.stop(), site.stop()]);
  }
}

function describeCounts({ passed, failed, skipped }: TestCounts): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} did not run` : ""}`;
}

function describeDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** The closing line: every runner's totals, then the whole run's. */
function closingLine(results: StepResult[], seconds: number): string {
  const parts = results.map(
    (result) =>
      `${result.name}: ${result.tests ? describeCounts(result.tests) : result.ok ? "passed" : "failed"}${result.note && result.tests ? ` (${result.note})` : ""}`,
  );
  const total = results.reduce(
    (sum, { tests }) => ({
      passed: sum.passed + (tests?.passed ?? 0),
      failed: sum.failed + (tests?.failed ?? 0),
      skipped: sum.skipped + (tests?.skipped ?? 0),
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const failedSteps = results.filter((result) => !result.ok).map((result) => result.name);
  const verdict = failedSteps.length ? `✖ npm test failed (${failedSteps.join(", ")})` : "✔ npm test passed";
  return `${verdict}: ${parts.join(" · ")} · in all ${describeCounts(total)}, in ${describeDuration(seconds)}`;
}

runMain(async () => {
  const started = performance.now();
  ensureDebianPackage(CHROMIUM, "chromium", "CHROMIUM_PATH");
  // The shared cache of several instances is tested against a real Redis (tests/helpers/redis.ts).
  ensureDebianPackage(REDIS_SERVER, "redis-server", "REDIS_SERVER_PATH");
  ensurePrismaClient();
  const reports = await mkdtemp(path.join(os.tmpdir(), "npm-test-"));
  const results: StepResult[] = [];
  try {
    results.push(
      ...(await Promise.all([
        step("Type check", [
          ["npx", ["next", "typegen"]],
          ["npx", ["tsc", "--noEmit"]],
        ]),
        step("Lint", [["npx", ["eslint", "--max-warnings=0", "."]]]),
        step("Formatting", [["npx", ["prettier", "--check", "."]]]),
      ])),
    );
    // The servers' builds rewrite next-env.d.ts, which the type check reads: they start once it is done, and build
    // while Vitest runs (its integration tests mostly wait on PostgreSQL, SMTP and timers).
    const servers = startE2eServers();
    results.push(await vitest(reports));
    results.push(...(await endToEnd(reports, await servers)));
  } finally {
    await rm(reports, { recursive: true, force: true });
  }
  const failures = results.flatMap(({ name, failures }) =>
    (failures ?? []).map((failure) => `  ✘ [${name}] ${failure}`),
  );
  if (failures.length) console.log(`\nFailed:\n${failures.join("\n")}`);
  console.log(`\n${closingLine(results, Math.round((performance.now() - started) / 1000))}`);
  if (results.some((result) => !result.ok)) process.exit(1);
});
