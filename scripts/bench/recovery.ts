// npm run bench:recovery — the recovery point (the writes a restore loses) and the recovery time of continuous
// archiving (scripts/backup/continuous.ts, point-in-time.ts), on the seed's database and on the load generator's
// (npm run db:generate-load), each in a throwaway embedded PostgreSQL archiving as npm start makes it (default
// ARCHIVE_TIMEOUT_SECONDS). For each: a base backup, then a write every 250 ms (a visitor's request, acknowledged
// once committed) for BENCH_WRITE_SECONDS, the server killed at a random moment, then two restores:
//   - the cluster's folder intact (a mistake to undo, or a crash): to the latest transaction;
//   - the folder lost (the disk died): from the archive alone.
// Writes docs/benchmarks/recovery.md.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  archivedSegments,
  archivingSettings,
  type ContinuousArchiving,
  DEFAULT_ARCHIVE_TIMEOUT_SECONDS,
  prepareArchive,
  takeBaseBackup,
} from "../backup/continuous";
import { restoreToPointInTime } from "../backup/point-in-time";
import { startEmbeddedPostgres } from "../db/embedded";
import { log, ROOT, runMain } from "../stack";
import { writeReport } from "./report";

const WRITE_SECONDS = Number(process.env.BENCH_WRITE_SECONDS || 3 * DEFAULT_ARCHIVE_TIMEOUT_SECONDS);
const WRITE_EVERY_MS = 250;

const DATABASES = {
  seed: {
    label: "the seed",
    args: ["--visits", "0", "--conversions", "0", "--posts", "0", "--projects", "0", "--vitals", "0", "--media", "0"],
  },
  load: { label: "the load generator's (its defaults)", args: [] as string[] },
};

interface Restore {
  lostRows: number;
  lostSeconds: number;
  totalSeconds: number;
  timings: { extract: number; replay: number; check: number };
}

interface Result {
  name: keyof typeof DATABASES;
  databaseMb: number;
  fillSeconds: number;
  baseBackupSeconds: number;
  baseBackupMb: number;
  written: number;
  segments: number;
  archiveMb: number;
  intact: Restore;
  lost: Restore;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}`))));
  });
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(path.join(dir, name))).size;
  return total;
}

/** Writes a row every WRITE_EVERY_MS until stopped; answers the time of the last acknowledged commit. */
function startWriter(url: string) {
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  let acknowledged = { count: 0, at: 0 };
  const done = (async () => {
    await client.connect();
    client.on("error", () => {});
    while (!stopped) {
      try {
        const [row] = (await client.query<{ at: Date }>("INSERT INTO bench_writes DEFAULT VALUES RETURNING at")).rows;
        acknowledged = { count: acknowledged.count + 1, at: row!.at.getTime() };
      } catch {
        return; // the server was killed
      }
      await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
    }
  })();
  return {
    acknowledged: () => acknowledged,
    async stop() {
      stopped = true;
      await done;
      await client.end().catch(() => {});
    },
  };
}

/** Restores the cluster to its latest transaction, starts it and counts what the writer's table lost. */
async function restoreAndCount(
  dataDir: string,
  archiving: ContinuousArchiving,
  acknowledged: { count: number; at: number },
): Promise<Restore> {
  const started = performance.now();
  const report = await restoreToPointInTime({ dataDir, archiving, target: "latest" });
  const server = await startEmbeddedPostgres({ dataDir, database: "agency" });
  const totalSeconds = (performance.now() - started) / 1000;
  const pool = new pg.Pool({ connectionString: server.url, max: 1 });
  try {
    const [row] = (
      await pool.query<{ count: string; last: Date | null }>(
        "SELECT count(*) AS count, max(at) AS last FROM bench_writes",
      )
    ).rows;
    return {
      lostRows: acknowledged.count - Number(row!.count),
      lostSeconds: Math.max(0, (acknowledged.at - (row!.last?.getTime() ?? 0)) / 1000),
      totalSeconds,
      timings: report.timings,
    };
  } finally {
    await pool.end();
    await server.stop();
  }
}

async function measure(name: keyof typeof DATABASES): Promise<Result> {
  const work = await mkdtemp(path.join(os.tmpdir(), `bench-recovery-${name}-`));
  const dataDir = path.join(work, "postgres");
  const archiving: ContinuousArchiving = {
    walDir: path.join(work, "backups/wal"),
    baseDir: path.join(work, "backups/base"),
    archiveTimeoutSeconds: DEFAULT_ARCHIVE_TIMEOUT_SECONDS,
  };
  try {
    await prepareArchive(archiving);
    const server = await startEmbeddedPostgres({ dataDir, settings: archivingSettings(archiving) });
    log(`${name}: filling the database (npm run db:generate-load -- ${DATABASES[name].args.join(" ")})…`);
    let started = performance.now();
    await run(
      process.execPath,
      [
        "--import",
        "tsx",
        "--import",
        "./scripts/no-server-only.mjs",
        "scripts/db/generate-load.ts",
        ...DATABASES[name].args,
      ],
      { ...process.env, DATABASE_URL: server.url },
    );
    const fillSeconds = (performance.now() - started) / 1000;
    const pool = new pg.Pool({ connectionString: server.url, max: 1 });
    await pool.query(
      "CREATE TABLE bench_writes (id serial PRIMARY KEY, at timestamptz NOT NULL DEFAULT clock_timestamp())",
    );
    const [size] = (await pool.query<{ bytes: string }>("SELECT pg_database_size(current_database()) AS bytes")).rows;
    await pool.end();

    log(`${name}: base backup…`);
    started = performance.now();
    const base = await takeBaseBackup({ adminUrl: server.url, clusterDir: path.join(dataDir, "pgdata"), archiving });
    const baseBackupSeconds = (performance.now() - started) / 1000;
    const archivedBefore = (await archivedSegments(archiving.walDir)).length;

    log(`${name}: writing every ${WRITE_EVERY_MS} ms for about ${WRITE_SECONDS} s, then killing PostgreSQL…`);
    const writer = startWriter(server.url);
    const killAfter = WRITE_SECONDS * 1000 - Math.random() * DEFAULT_ARCHIVE_TIMEOUT_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    await server.kill();
    await writer.stop();
    const acknowledged = writer.acknowledged();
    const segments = (await archivedSegments(archiving.walDir)).length - archivedBefore;
    const archiveMb = mb(await folderBytes(archiving.walDir));

    log(`${name}: restoring with the data folder intact…`);
    const intact = await restoreAndCount(dataDir, archiving, acknowledged);
    log(`${name}: restoring from the archive alone (data folder deleted)…`);
    for (const entry of await readdir(dataDir))
      if (entry.startsWith("pgdata")) await rm(path.join(dataDir, entry), { recursive: true, force: true });
    const lost = await restoreAndCount(dataDir, archiving, acknowledged);
    return {
      name,
      databaseMb: mb(Number(size!.bytes)),
      fillSeconds,
      baseBackupSeconds,
      baseBackupMb: mb((await stat(base.file)).size),
      written: acknowledged.count,
      segments,
      archiveMb,
      intact,
      lost,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

runMain(async () => {
  const loadBefore = os.loadavg()[0]!;
  const results: Result[] = [];
  for (const name of Object.keys(DATABASES) as (keyof typeof DATABASES)[]) results.push(await measure(name));
  const loadAfter = os.loadavg()[0]!;
  const f1 = (value: number) => value.toFixed(1);
  const restoreRow = (what: string, restore: Restore) =>
    `| ${what} | ${restore.lostRows} (${f1(restore.lostSeconds)} s) | ${f1(restore.totalSeconds)} s (extract ${f1(restore.timings.extract / 1000)}, replay ${f1(restore.timings.replay / 1000)}, check ${f1(restore.timings.check / 1000)}) |`;
  const report = `# Recovery point and recovery time (continuous archiving of the embedded PostgreSQL)

Measured by \`npm run bench:recovery\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} shared cores, one-minute load average ${f1(loadBefore)} at the start and ${f1(loadAfter)} at the end (other engineers' builds and tests ran meanwhile: times are upper bounds).

Each database lives in a throwaway embedded PostgreSQL 18 that archives as \`npm start\` makes it (\`archive_timeout\` ${DEFAULT_ARCHIVE_TIMEOUT_SECONDS} s, segments gzipped into the archive folder). After a base backup, a row is written every ${WRITE_EVERY_MS} ms (a visitor's request, counted once its commit is acknowledged) for about ${WRITE_SECONDS} s; PostgreSQL is then killed (SIGKILL) at a random moment, and the cluster restored to its latest transaction with \`restoreToPointInTime\` (what \`npm run restore -- --to latest\` runs) twice: with its data folder intact (a crash, or the morning after a mistake: the segments it had not archived yet are replayed too), and with the folder deleted (the disk lost: the archive alone). **Lost** is the acknowledged writes the restored database lacks (and the time between the last acknowledged write and the last restored one); **restore** is the command's time until the restored server answers.

${results
  .map(
    (result) => `## ${DATABASES[result.name].label}

- database: ${f1(result.databaseMb)} MB (filled in ${f1(result.fillSeconds)} s); base backup: ${f1(result.baseBackupSeconds)} s, ${f1(result.baseBackupMb)} MB gzipped;
- ${result.written} writes acknowledged; ${result.segments} segments archived meanwhile, the whole archive ${f1(result.archiveMb)} MB.

| restore | lost (recovery point) | restore (recovery time) |
| --- | --- | --- |
${restoreRow("data folder intact", result.intact)}
${restoreRow("data folder lost", result.lost)}
`,
  )
  .join("\n")}
**Bound.** With the folder lost, what is lost is what was written since the last archived segment: at most \`archive_timeout\` (${DEFAULT_ARCHIVE_TIMEOUT_SECONDS} s, \`ARCHIVE_TIMEOUT_SECONDS\`) plus the archiving of one segment; with the folder intact, nothing that was acknowledged. The recovery time is the extraction of the newest base backup (its size grows with the database), then the replay of the segments written since (it grows with the writes since that base backup, at most a day's with the daily base backups).
`;
  await writeReport(path.join(ROOT, "docs/benchmarks/recovery.md"), report);
  console.log(report);
});
