// Continuous archiving of the embedded PostgreSQL (README, 'Recovery to a point in time'): PostgreSQL's own
// mechanism, as its documentation describes it ('Continuous Archiving and Point-in-Time Recovery'), since the
// embedded server ships neither pg_basebackup nor pg_receivewal, and Debian's pgBackRest predates PostgreSQL 18.
//
// - Every WAL segment is copied into BACKUP_DIR/wal by archive_command (scripts/backup/wal-archive.mjs) once it is
//   full, or after ARCHIVE_TIMEOUT_SECONDS at most when something was written: the recovery point.
// - A base backup (a copy of the data folder made between pg_backup_start and pg_backup_stop, the low-level API) goes
//   into BACKUP_DIR/base with each daily archive, and at once when the cluster has none (archiving just turned on, or
//   a new timeline after a point-in-time restore).
// - The BACKUP_RETENTION newest base backups are kept, and the segments from the oldest kept one's on.
// - A restore (scripts/backup/point-in-time.ts) extracts a base backup into a new folder and has PostgreSQL replay
//   the archived segments up to the chosen time.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import {
  chmod,
  chown,
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { Header, type HeaderData } from "tar";

/** ARCHIVE_TIMEOUT_SECONDS when it is not set: a minute of writes at most is not yet archived. */
export const DEFAULT_ARCHIVE_TIMEOUT_SECONDS = 60;
/** PostgreSQL's WAL segment size (the embedded cluster's initdb default). */
const SEGMENTS_PER_LOG = 0x100; // 4 GiB of WAL per "log id", in segments of 16 MiB
const WAL_SCRIPT = path.join(import.meta.dirname, "wal-archive.mjs");
/** A base backup: agency-base-<UTC time>Z.tar.gz, described by the .json of the same name (written last). */
const BASE_NAME = /^agency-base-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:-\d+)?Z$/;

export interface ContinuousArchiving {
  /** BACKUP_DIR/wal: the archived segments. */
  walDir: string;
  /** BACKUP_DIR/base: the base backups. */
  baseDir: string;
  archiveTimeoutSeconds: number;
}

/** What a base backup holds and from which point on it can be restored. */
export interface BaseBackup {
  name: string;
  /** The .tar.gz of the data folder (entries under pgdata/), with its backup_label. */
  file: string;
  startedAt: string;
  /** When pg_backup_stop returned: the earliest time it can be restored to. */
  consistentAt: string;
  /** The first segment recovery needs, and the last one written during the backup. */
  startWal: string;
  stopWal: string;
  timeline: number;
  systemIdentifier: string;
  serverVersion: string;
  /** Every file of the archive with its size and SHA-256, checked before a restore uses it. */
  files: { path: string; size: number; sha256: string }[];
}

/** Single-quoted for sh, with PostgreSQL's % placeholders escaped. */
function shellArgument(value: string): string {
  return `'${value.replaceAll("%", "%%").replaceAll("'", `'\\''`)}'`;
}

/** The command PostgreSQL runs to archive (`%p` → `<walDir>/%f.gz`) or, in a recovery, to fetch a segment. */
export function walCommand(mode: "archive" | "restore", walDir: string): string {
  const node = shellArgument(process.execPath);
  const script = shellArgument(WAL_SCRIPT);
  const archived = `${shellArgument(walDir)}/%f.gz`;
  return mode === "archive" ? `${node} ${script} archive %p ${archived}` : `${node} ${script} restore ${archived} %p`;
}

/** The server settings of an embedded cluster that archives into `archiving.walDir`. */
export function archivingSettings(archiving: ContinuousArchiving): Record<string, string> {
  return {
    wal_level: "replica",
    archive_mode: "on",
    archive_command: walCommand("archive", archiving.walDir),
    archive_timeout: String(archiving.archiveTimeoutSeconds),
    // New segments are created zero-filled rather than recycled from old ones: a segment closed early by
    // archive_timeout then ends in zeros, which its gzipped copy all but drops.
    wal_recycle: "off",
  };
}

/** The uid and gid of the `postgres` system user, as which the embedded server runs when npm start runs as root. */
export function postgresUser(): { uid: number; gid: number } | null {
  if (os.userInfo().uid !== 0) return null;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

/**
 * Creates the archive's folders. As root, the server runs as `postgres`: its segments folder is made its own, and
 * every folder above it searchable (o+x, not readable) so that it can reach it.
 */
export async function prepareArchive(archiving: ContinuousArchiving): Promise<void> {
  await mkdir(archiving.walDir, { recursive: true, mode: 0o700 });
  await mkdir(archiving.baseDir, { recursive: true, mode: 0o700 });
  const owner = postgresUser();
  if (!owner) return;
  await chown(archiving.walDir, owner.uid, owner.gid);
  for (let dir = path.dirname(archiving.walDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
  }
}

// Segment names: timeline, then the log id and the segment within it, 8 hex digits each.

export function nextSegment(name: string): string {
  const timeline = name.slice(0, 8);
  let log = parseInt(name.slice(8, 16), 16);
  let segment = parseInt(name.slice(16, 24), 16) + 1;
  if (segment >= SEGMENTS_PER_LOG) {
    log += 1;
    segment = 0;
  }
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(8, "0");
  return `${timeline}${hex(log)}${hex(segment)}`;
}

const SEGMENT = /^[0-9A-F]{24}$/;

/** The segments archived in `walDir`, sorted (timeline, then position). */
export async function archivedSegments(walDir: string): Promise<string[]> {
  return (await readdir(walDir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".gz"))
    .map((name) => name.slice(0, -3))
    .filter((name) => SEGMENT.test(name))
    .sort();
}

/** What the data folder's copy leaves out (PostgreSQL's documentation: 'Backing Up the Data Directory'). */
function leftOut(relative: string, name: string): boolean {
  if (["postmaster.pid", "postmaster.opts", "pg_internal.init", "backup_label", "tablespace_map"].includes(name))
    return true;
  if (name.startsWith("pgsql_tmp")) return true;
  const [top, ...rest] = relative.split(path.sep);
  const emptied = [
    "pg_wal",
    "pg_replslot",
    "pg_dynshmem",
    "pg_notify",
    "pg_serial",
    "pg_snapshots",
    "pg_stat_tmp",
    "pg_subtrans",
  ];
  // Their contents, not the folders themselves (pg_wal/archive_status included, which the server needs).
  return rest.length > 0 && emptied.includes(top!) && relative !== path.join("pg_wal", "archive_status");
}

/**
 * A tar (gzip) of files written as they are read, for a data folder that changes while it is copied: a file that
 * shrinks meanwhile is padded with zeros to the size announced in its header, as pg_basebackup does (the WAL replayed
 * from the backup's start puts every page right), and each file's SHA-256 is of the bytes archived.
 */
class TarWriter {
  readonly #tar = new PassThrough();
  readonly #done: Promise<void>;
  readonly files: BaseBackup["files"] = [];

  constructor(file: string) {
    this.#done = pipeline(this.#tar, createGzip({ level: 1 }), createWriteStream(file, { mode: 0o600 }));
  }

  async #write(chunk: Buffer) {
    if (!this.#tar.write(chunk)) await once(this.#tar, "drain");
  }

  async #header(entry: HeaderData) {
    const block = Buffer.alloc(512);
    if (new Header({ uid: 0, gid: 0, mtime: new Date(), ...entry }).encode(block, 0))
      throw new Error(`${entry.path}: path too long for a tar header`);
    await this.#write(block);
  }

  async directory(archivePath: string, mode: number) {
    await this.#header({ path: `${archivePath}/`, type: "Directory", mode, size: 0 });
  }

  async symlink(archivePath: string, target: string) {
    await this.#header({ path: archivePath, type: "SymbolicLink", linkpath: target, mode: 0o777, size: 0 });
  }

  /** Adds `bytes`, or the file at `source` (skipped, answering false, when it was removed meanwhile). */
  async file(archivePath: string, source: string | Buffer, mode = 0o600): Promise<boolean> {
    const hash = createHash("sha256");
    if (Buffer.isBuffer(source)) {
      await this.#header({ path: archivePath, type: "File", mode, size: source.length });
      hash.update(source);
      await this.#write(source);
      await this.#pad(source.length);
      this.files.push({ path: archivePath, size: source.length, sha256: hash.digest("hex") });
      return true;
    }
    const handle = await open(source, "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!handle) return false;
    try {
      const { size } = await handle.stat();
      await this.#header({ path: archivePath, type: "File", mode, size });
      let written = 0;
      const buffer = Buffer.alloc(1024 * 1024);
      while (written < size) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, size - written), written);
        // Truncated meanwhile: zeros for the rest.
        const chunk = bytesRead > 0 ? Buffer.from(buffer.subarray(0, bytesRead)) : Buffer.alloc(size - written);
        hash.update(chunk);
        await this.#write(chunk);
        written += chunk.length;
      }
      await this.#pad(size);
      this.files.push({ path: archivePath, size, sha256: hash.digest("hex") });
      return true;
    } finally {
      await handle.close();
    }
  }

  async #pad(size: number) {
    if (size % 512) await this.#write(Buffer.alloc(512 - (size % 512)));
  }

  async end() {
    this.#tar.end(Buffer.alloc(1024));
    await this.#done;
  }
}

/** Adds the data folder `dir` to `tar` under `prefix`, leaving out what a base backup must not hold. */
async function addDataFolder(tar: TarWriter, dir: string, prefix: string, relative = ""): Promise<void> {
  const entries = await readdir(path.join(dir, relative), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return []; // a folder removed meanwhile (a dropped database)
      throw error;
    },
  );
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = path.join(relative, entry.name);
    if (leftOut(child, entry.name)) continue;
    const source = path.join(dir, child);
    const archivePath = path.posix.join(prefix, ...child.split(path.sep));
    if (entry.isDirectory()) {
      await tar.directory(archivePath, 0o700);
      await addDataFolder(tar, dir, prefix, child);
    } else if (entry.isSymbolicLink()) {
      await tar.symlink(archivePath, await readlink(source));
    } else if (entry.isFile()) {
      await tar.file(archivePath, source);
    }
  }
}

function baseBackupName(date: Date, attempt: number): string {
  return `agency-base-${date.toISOString().slice(0, 19).replace(/:/g, "-")}${attempt ? `-${attempt}` : ""}Z`;
}

/**
 * Makes a base backup of the cluster in `clusterDir` through `adminUrl` (a superuser's connection): pg_backup_start
 * (with an immediate checkpoint), the data folder's files, pg_backup_stop, which waits until the last segment it
 * needs is archived, then its backup_label. Written under a temporary name and renamed, then described by its .json:
 * a base backup whose .json exists is complete.
 */
export async function takeBaseBackup(options: {
  adminUrl: string;
  clusterDir: string;
  archiving: ContinuousArchiving;
  now?: Date;
}): Promise<BaseBackup> {
  const { baseDir } = options.archiving;
  await mkdir(baseDir, { recursive: true, mode: 0o700 });
  for (const leftover of await readdir(baseDir))
    if (leftover.startsWith(".")) await rm(path.join(baseDir, leftover), { force: true, recursive: true });
  const startedAt = options.now ?? new Date();
  let attempt = 0;
  while ((await readdir(baseDir)).some((name) => name.startsWith(baseBackupName(startedAt, attempt)))) attempt += 1;
  const name = baseBackupName(startedAt, attempt);
  const file = path.join(baseDir, `${name}.tar.gz`);
  const partial = path.join(baseDir, `.${name}.tar.gz.partial`);
  const client = new pg.Client({ connectionString: options.adminUrl });
  await client.connect();
  try {
    const { rows: identity } = await client.query<{ system_identifier: string; server_version: string }>(
      "SELECT system_identifier::text, current_setting('server_version') AS server_version FROM pg_control_system()",
    );
    // The connection that starts the backup must end it: the backup is aborted when it closes.
    await client.query("SELECT pg_backup_start($1, fast => true)", [name]);
    const tar = new TarWriter(partial);
    try {
      await addDataFolder(tar, options.clusterDir, "pgdata");
    } catch (error) {
      await client.query("SELECT pg_backup_stop(wait_for_archive => false)").catch(() => {});
      throw error;
    }
    const { rows } = await client.query<{
      lsn: string;
      labelfile: string;
      spcmapfile: string;
      stop_wal: string;
      at: Date;
    }>(
      `SELECT lsn::text, labelfile, spcmapfile, pg_walfile_name(lsn) AS stop_wal, clock_timestamp() AS at
       FROM pg_backup_stop(wait_for_archive => true)`,
    );
    const stop = rows[0]!;
    await tar.file("pgdata/backup_label", Buffer.from(stop.labelfile));
    if (stop.spcmapfile) await tar.file("pgdata/tablespace_map", Buffer.from(stop.spcmapfile));
    await tar.end();
    const label = stop.labelfile;
    const startWal = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(label)?.[1];
    const timeline = Number(/START TIMELINE: (\d+)/.exec(label)?.[1]);
    if (!startWal || !timeline) throw new Error(`Unexpected backup label: ${label}`);
    const backup: BaseBackup = {
      name,
      file,
      startedAt: startedAt.toISOString(),
      consistentAt: stop.at.toISOString(),
      startWal,
      stopWal: stop.stop_wal,
      timeline,
      systemIdentifier: identity[0]!.system_identifier,
      serverVersion: identity[0]!.server_version,
      files: tar.files,
    };
    await rename(partial, file);
    await writeFile(path.join(baseDir, `${name}.json`), `${JSON.stringify(backup, null, 2)}\n`, { mode: 0o600 });
    return backup;
  } finally {
    await rm(partial, { force: true });
    await client.end();
  }
}

/** The complete base backups in `baseDir`, newest first. */
export async function listBaseBackups(baseDir: string): Promise<BaseBackup[]> {
  const names = (await readdir(baseDir).catch(() => [] as string[])).filter(
    (name) => name.endsWith(".json") && BASE_NAME.test(name.slice(0, -5)),
  );
  const backups = await Promise.all(
    names.map(async (name) => {
      const backup = JSON.parse(await readFile(path.join(baseDir, name), "utf8")) as BaseBackup;
      return { ...backup, file: path.join(baseDir, `${backup.name}.tar.gz`) };
    }),
  );
  return backups.sort((a, b) => b.consistentAt.localeCompare(a.consistentAt));
}

/**
 * Keeps the `keep` newest base backups and the segments a restore from the oldest of them needs (from its first
 * segment on; the timelines' history files always); deletes the rest. Answers what it deleted.
 */
export async function pruneContinuousArchive(
  archiving: ContinuousArchiving,
  keep: number,
): Promise<{ baseBackups: string[]; segments: number }> {
  const backups = await listBaseBackups(archiving.baseDir);
  const kept = backups.slice(0, Math.max(1, keep));
  const removed = backups.slice(kept.length);
  for (const backup of removed) {
    await rm(path.join(archiving.baseDir, `${backup.name}.json`), { force: true });
    await rm(backup.file, { force: true });
  }
  const oldest = kept.at(-1);
  let segments = 0;
  if (oldest) {
    for (const name of await readdir(archiving.walDir).catch(() => [] as string[])) {
      // Segments, and the .backup history files named after one; never the timelines' .history files.
      const segment = name.slice(0, 24);
      if (!SEGMENT.test(segment) || name.includes(".history") || segment >= oldest.startWal) continue;
      await rm(path.join(archiving.walDir, name), { force: true });
      if (name.endsWith(".gz") && name.length === 27) segments += 1;
    }
  }
  return { baseBackups: removed.map((backup) => backup.name), segments };
}

/** The cluster's identity and timeline now: a base backup of another one (or of an older timeline) is not enough. */
export async function clusterTimeline(adminUrl: string): Promise<{ systemIdentifier: string; timeline: number }> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ system_identifier: string; timeline: number }>(
      `SELECT s.system_identifier::text, c.timeline_id AS timeline FROM pg_control_system() s, pg_control_checkpoint() c`,
    );
    return { systemIdentifier: rows[0]!.system_identifier, timeline: rows[0]!.timeline };
  } finally {
    await client.end();
  }
}

/** Whether the cluster needs a base backup now: none of its system and current timeline exists yet. */
export async function needsBaseBackup(adminUrl: string, archiving: ContinuousArchiving): Promise<boolean> {
  const { systemIdentifier, timeline } = await clusterTimeline(adminUrl);
  const backups = await listBaseBackups(archiving.baseDir);
  return !backups.some((backup) => backup.systemIdentifier === systemIdentifier && backup.timeline === timeline);
}

/** Files of a data folder checked against their base backup's list (a restore checks before it starts a server). */
export async function verifyExtractedBackup(dir: string, backup: BaseBackup): Promise<void> {
  for (const entry of backup.files) {
    const file = path.join(dir, ...entry.path.split("/").slice(1));
    const info = await lstat(file).catch(() => null);
    if (!info) throw new Error(`The base backup ${backup.name} is incomplete: ${entry.path} is missing.`);
    const hash = createHash("sha256");
    await pipeline(createReadStream(file), hash);
    const digest = hash.digest("hex");
    if (info.size !== entry.size || digest !== entry.sha256)
      throw new Error(`The base backup ${backup.name} is damaged: ${entry.path} does not match its checksum.`);
  }
}
