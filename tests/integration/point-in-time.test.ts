// Continuous archiving and the restore to a point in time (scripts/backup/continuous.ts, point-in-time.ts) on a real
// embedded PostgreSQL of its own, archiving through the real archive_command: rows written on either side of a
// minute, the server killed, the cluster restored to that minute.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  archivedSegments,
  archivingSettings,
  type ContinuousArchiving,
  listBaseBackups,
  prepareArchive,
  pruneContinuousArchive,
  takeBaseBackup,
} from "../../scripts/backup/continuous";
import {
  abidjanTime,
  parseRestoreTime,
  PointInTimeRefused,
  restoreToPointInTime,
} from "../../scripts/backup/point-in-time";
import { runScheduledBackup } from "../../scripts/backup/schedule";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../../scripts/db/embedded";
import { localDiskStorage } from "@/lib/media/storage";
import { withClient } from "../helpers/databases";

let work: string;
let dataDir: string;
let archiving: ContinuousArchiving;
let server: EmbeddedDatabase | undefined;

const start = async () => {
  server = await startEmbeddedPostgres({ dataDir, settings: archivingSettings(archiving) });
  return server;
};
const notes = (url: string) =>
  withClient(url, async (client) =>
    (await client.query<{ note: string }>("SELECT note FROM journal ORDER BY written_at")).rows.map((row) => row.note),
  );
const write = (url: string, note: string) =>
  withClient(url, (client) => client.query("INSERT INTO journal (note) VALUES ($1)", [note]));

/** Waits until the segment holding everything written so far is in the archive. */
async function waitForArchive(url: string): Promise<string> {
  const current = await withClient(
    url,
    async (client) =>
      (await client.query<{ name: string }>("SELECT pg_walfile_name(pg_current_wal_lsn()) AS name")).rows[0]!.name,
  );
  const deadline = Date.now() + 60_000;
  while (!(await archivedSegments(archiving.walDir)).some((segment) => segment >= current)) {
    if (Date.now() > deadline) {
      const archiver = await withClient(
        url,
        async (client) => (await client.query("SELECT * FROM pg_stat_archiver")).rows[0],
      );
      throw new Error(`${current} was not archived within a minute: ${JSON.stringify(archiver)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return current;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "point-in-time-"));
  dataDir = path.join(work, "postgres");
  // A short archive_timeout: a segment with what was written is archived within 2 s.
  archiving = {
    walDir: path.join(work, "backups/wal"),
    baseDir: path.join(work, "backups/base"),
    archiveTimeoutSeconds: 2,
  };
  await prepareArchive(archiving);
  const { url } = await start();
  await withClient(url, (client) =>
    client.query(
      "CREATE TABLE journal (note text PRIMARY KEY, written_at timestamptz NOT NULL DEFAULT clock_timestamp())",
    ),
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(work, { recursive: true, force: true });
});

describe("the time a restore is asked for", () => {
  it("is read in Abidjan's time (UTC), to the minute or the second, or with an offset", () => {
    expect(parseRestoreTime("2026-12-01 14:05")?.toISOString()).toBe("2026-12-01T14:05:00.000Z");
    expect(parseRestoreTime("2026-12-01T14:05:30")?.toISOString()).toBe("2026-12-01T14:05:30.000Z");
    expect(parseRestoreTime("2026-12-01 15:05 +01:00")?.toISOString()).toBe("2026-12-01T14:05:00.000Z");
    for (const wrong of ["2026-02-30 10:00", "2026-12-01 24:00", "hier", "2026-12-01", "2026-12-01 14:05 +15:00"])
      expect(parseRestoreTime(wrong), wrong).toBeNull();
  });
});

describe("continuous archiving of the embedded PostgreSQL", () => {
  it("restores the cluster, killed, to a minute between two writes: exactly the rows written before it", async () => {
    const { url } = server!;
    const base = await takeBaseBackup({ adminUrl: url, clusterDir: path.join(dataDir, "pgdata"), archiving });
    expect(base.files.some((file) => file.path === "pgdata/backup_label")).toBe(true);
    expect(base.files.some((file) => file.path.startsWith("pgdata/pg_wal/0"))).toBe(false);

    await write(url, "avant");
    // The next minute that begins a second or more after this write.
    const minute = Math.ceil((Date.now() + 1_000) / 60_000) * 60_000;
    await new Promise((resolve) => setTimeout(resolve, minute - Date.now() + 1_000));
    await write(url, "après");
    await waitForArchive(url);
    await server!.kill();

    // A time before the first base backup cannot be reached; the server must be stopped (here it is).
    await expect(
      restoreToPointInTime({ dataDir, archiving, target: new Date(Date.parse(base.startedAt) - 3_600_000) }),
    ).rejects.toThrow(PointInTimeRefused);

    const target = parseRestoreTime(abidjanTime(new Date(minute)).slice(0, 16))!;
    expect(target.getTime()).toBe(minute);
    const report = await restoreToPointInTime({ dataDir, archiving, target });
    expect(report).toMatchObject({ restoredToEnd: false, tables: 1, rows: 1 });
    expect(report.baseBackup.name).toBe(base.name);
    expect(existsSync(report.formerClusterDir!)).toBe(true);

    const restored = await start();
    expect(await notes(restored.url)).toEqual(["avant"]);
    // And the restore is refused while the server runs.
    await expect(restoreToPointInTime({ dataDir, archiving, target: "latest" })).rejects.toThrow(
      /The embedded PostgreSQL is running/,
    );
  }, 240_000);

  it("restores from the archive alone when the data folder is lost, following the new timeline", async () => {
    const { url } = server!;
    // Written on the timeline the previous restore began, then archived; the cluster and its folder are lost.
    await write(url, "sur la nouvelle ligne");
    await waitForArchive(url);
    await server!.kill();
    server = undefined;
    await rm(path.join(dataDir, "pgdata"), { recursive: true, force: true });

    // The only base backup is of the former timeline: the replay follows the history file the restore archived.
    const report = await restoreToPointInTime({ dataDir, archiving, target: "latest" });
    expect(report).toMatchObject({ restoredToEnd: true, formerClusterDir: null });
    const restored = await start();
    expect(await notes(restored.url)).toEqual(["avant", "sur la nouvelle ligne"]);
  }, 240_000);

  it("replaces another cluster's folder (a new machine, the daily archive restored first) with the archive's state", async () => {
    await server!.stop();
    server = undefined;
    const lostFolders = (await readdir(dataDir)).filter((name) => name.startsWith("pgdata"));
    for (const name of lostFolders) await rm(path.join(dataDir, name), { recursive: true, force: true });
    // A cluster of its own, as `npm run restore -- <archive>` makes on a new machine, with rows of its own.
    const other = await startEmbeddedPostgres({ dataDir });
    await withClient(other.url, async (client) => {
      await client.query("CREATE TABLE journal (note text PRIMARY KEY, written_at timestamptz NOT NULL DEFAULT now())");
      await client.query("INSERT INTO journal (note) VALUES ('de la veille')");
    });
    await other.stop();

    const lines: string[] = [];
    const report = await restoreToPointInTime({
      dataDir,
      archiving,
      target: "latest",
      log: (line) => lines.push(line),
    });
    expect(lines.join("\n")).toContain("another cluster's");
    expect(existsSync(report.formerClusterDir!)).toBe(true);
    const restored = await start();
    expect(await notes(restored.url)).toEqual(["avant", "sur la nouvelle ligne"]);
  }, 240_000);

  it("keeps the newest base backups and the segments they need, and nothing older", async () => {
    const { url } = server!;
    const before = await archivedSegments(archiving.walDir);
    const newest = await takeBaseBackup({ adminUrl: url, clusterDir: path.join(dataDir, "pgdata"), archiving });
    expect((await listBaseBackups(archiving.baseDir)).length).toBe(2);
    const pruned = await pruneContinuousArchive(archiving, 1);
    expect(pruned.baseBackups).toHaveLength(1);
    expect((await listBaseBackups(archiving.baseDir)).map((backup) => backup.name)).toEqual([newest.name]);
    const after = await archivedSegments(archiving.walDir);
    expect(after.length).toBeLessThan(before.length);
    expect(after.every((segment) => segment >= newest.startWal)).toBe(true);
    // The timelines' history stays.
    expect((await readdir(archiving.walDir)).some((name) => name.endsWith(".history.gz"))).toBe(true);
  }, 120_000);

  it("takes a base backup at once when the cluster's timeline has none, beside the daily schedule", async () => {
    const backupDir = path.join(work, "daily");
    await mkdir(backupDir, { recursive: true });
    // Today's archive is made already.
    await writeFile(
      path.join(backupDir, `agency-backup-${new Date().toISOString().slice(0, 19).replace(/:/g, "-")}Z.tar.gz`),
      "",
    );
    const options = {
      databaseUrl: server!.url,
      storage: localDiskStorage(path.join(work, "uploads")),
      dataDir: path.join(work, "secrets"),
      backupDir,
      keep: 2,
      cluster: { archiving, clusterDir: path.join(dataDir, "pgdata") },
    };
    // The current timeline has its base backup (the previous test's): nothing to do.
    expect(await runScheduledBackup(options)).toBe("recent");
    // None for it (continuous archiving just turned on): one now.
    for (const backup of await listBaseBackups(archiving.baseDir))
      await rm(path.join(archiving.baseDir, `${backup.name}.json`));
    expect(await runScheduledBackup(options)).toBe("made");
    expect(await listBaseBackups(archiving.baseDir)).toHaveLength(1);
    expect(await runScheduledBackup(options)).toBe("recent");
  }, 120_000);
});
