// npm run bench:start — how long `npm start` takes, on an already-built checkout, to answer its first
// request, and how long the embedded PostgreSQL takes to start. Writes docs/benchmarks/start.md.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { log, ROOT, runMain } from "../stack";
import { writeReport } from "./report";

const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = Number(process.env.PORT || 3000);

interface Run {
  firstResponseMs: number;
  databaseMs: number;
}

function startOnce(): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(PORT) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const poll = setInterval(async () => {
      try {
        const response = await fetch(`http://localhost:${PORT}/`);
        if (response.status !== 200) return;
        clearInterval(poll);
        const firstResponseMs = performance.now() - started;
        if (/rebuilding|No build yet/.test(output))
          throw new Error("npm start rebuilt: run the benchmark on a built checkout");
        const databaseMs = Number(/Embedded PostgreSQL ready in (\d+) ms/.exec(output)?.[1] ?? Number.NaN);
        child.once("exit", () => resolve({ firstResponseMs, databaseMs }));
        child.kill("SIGINT");
      } catch (error) {
        if (error instanceof TypeError) return; // not listening yet
        clearInterval(poll);
        child.kill("SIGINT");
        reject(error);
      }
    }, 50);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

runMain(async () => {
  log("Making sure the build is up to date…");
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/start.ts", "--build"], {
      cwd: ROOT,
      stdio: "ignore",
      env: { ...process.env, PORT: String(PORT) },
    }).on("exit", (code) => (code === 0 ? resolve() : reject(new Error("build failed")))),
  );
  const runs: Run[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const run = await startOnce();
    runs.push(run);
    log(
      `run ${index + 1}: first response after ${run.firstResponseMs.toFixed(0)} ms (embedded PostgreSQL ${run.databaseMs} ms)`,
    );
  }
  const first = median(runs.map((run) => run.firstResponseMs));
  const database = median(runs.map((run) => run.databaseMs));
  const report = `# npm start: time to first response

Measured by \`npm run bench:start\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, on an already-built checkout with an existing embedded database (${RUNS} runs).

| measure | median | runs (ms) | target |
|---|---|---|---|
| \`npm start\` until \`GET /\` answers 200 | ${first.toFixed(0)} ms | ${runs.map((run) => run.firstResponseMs.toFixed(0)).join(", ")} | < 10 s |
| embedded PostgreSQL start | ${database} ms | ${runs.map((run) => run.databaseMs).join(", ")} | < 2 s |

The first response includes tsx start-up, PostgreSQL start, pending migrations (none), the idempotent seed check, the build fingerprint and \`next start\`.
`;
  await writeReport(path.join(ROOT, "docs/benchmarks/start.md"), report);
  console.log(`\n${report}`);
});
