// Backups of the whole site: one timestamped .tar.gz holding the database (scripts/backup/database.ts), the uploaded
// images, the secrets the app generated (scripts/backup/secrets.ts) and a manifest that describes and checksums it
// all. A restore rebuilds an empty database and upload store from it, and checks every byte against the manifest.
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import type { UploadStorage } from "../../lib/media/storage";
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from "../db/migrate";
import {
  type DatabaseDump,
  dropSchemaObjects,
  dumpDatabase,
  loadDatabase,
  nonEmptyTables,
  otherSessions,
} from "./database";
import { BACKED_UP_SECRETS } from "./secrets";

export const BACKUP_FORMAT = "agence-digitale-backup";
export const BACKUP_FORMAT_VERSION = 1;
/** Archives are named agency-backup-<UTC time>.tar.gz, so that their names sort by age. */
const ARCHIVE_NAME = /^agency-backup-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)(?:-\d+)?Z\.tar\.gz$/;
/** BACKUP_RETENTION when it is not set: two weeks of daily backups. */
export const DEFAULT_BACKUP_RETENTION = 14;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  app: { name: string; version: string };
  postgres: { serverVersion: string };
  migrations: DatabaseDump["migrations"];
  tables: DatabaseDump["tables"];
  sequences: DatabaseDump["sequences"];
  /** Every stored upload, through lib/media's storage driver (whichever it is). */
  uploads: { name: string; file: string; size: number; sha256: string }[];
  secrets: { name: string; file: string; sha256: string }[];
}

export interface BackupSources {
  databaseUrl: string;
  storage: UploadStorage;
  /** The data folder that holds the generated secrets (.data). */
  dataDir: string;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function appIdentity(): Promise<BackupManifest["app"]> {
  const pkg = JSON.parse(await readFile(path.resolve(MIGRATIONS_DIR, "../../package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

function archiveName(date: Date, attempt: number): string {
  const stamp = date.toISOString().slice(0, 19).replace(/:/g, "-");
  return `agency-backup-${stamp}${attempt > 0 ? `-${attempt}` : ""}Z.tar.gz`;
}

/** Leftovers of a backup that was stopped halfway (the process killed): hidden, removed by the next one. */
async function removeLeftovers(backupDir: string): Promise<void> {
  for (const name of await readdir(backupDir))
    if (name.startsWith(".staging-") || (name.startsWith(".agency-backup-") && name.endsWith(".partial")))
      await rm(path.join(backupDir, name), { recursive: true, force: true });
}

/**
 * Writes a backup into `backupDir` and answers its path and manifest. The archive is assembled in a hidden
 * folder and written under a temporary name, then renamed: a backup that failed halfway never looks complete.
 * Readable by its owner only (it holds the session secret). Callers hold the backups' lock (withBackupLock), so that
 * leftovers of an interrupted backup can be removed.
 */
export async function createBackup(
  sources: BackupSources & { backupDir: string; now?: Date },
): Promise<{ file: string; manifest: BackupManifest }> {
  const backupDir = path.resolve(sources.backupDir);
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  await removeLeftovers(backupDir);
  const createdAt = sources.now ?? new Date();
  let attempt = 0;
  while (existsSync(path.join(backupDir, archiveName(createdAt, attempt)))) attempt += 1;
  const name = archiveName(createdAt, attempt);
  const root = name.replace(/\.tar\.gz$/, "");
  const staging = await mkdtemp(path.join(backupDir, ".staging-"));
  const partial = path.join(backupDir, `.${name}.partial`);
  try {
    await mkdir(path.join(staging, root, "database"), { recursive: true });
    await mkdir(path.join(staging, root, "uploads"));
    await mkdir(path.join(staging, root, "secrets"));
    const database = await dumpDatabase(sources.databaseUrl, path.join(staging, root));

    const uploads: BackupManifest["uploads"] = [];
    for (const upload of (await sources.storage.list()).sort()) {
      const bytes = await sources.storage.read(upload);
      if (!bytes) continue; // deleted meanwhile
      const file = `uploads/${upload}`;
      await writeFile(path.join(staging, root, file), bytes, { mode: 0o600 });
      uploads.push({ name: upload, file, size: bytes.byteLength, sha256: sha256(bytes) });
    }

    const secrets: BackupManifest["secrets"] = [];
    for (const secret of BACKED_UP_SECRETS) {
      const bytes = await readFile(path.join(sources.dataDir, secret.file)).catch(() => null);
      if (!bytes) continue;
      const file = `secrets/${secret.file}`;
      await writeFile(path.join(staging, root, file), bytes, { mode: 0o600 });
      secrets.push({ name: secret.file, file, sha256: sha256(bytes) });
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      app: await appIdentity(),
      postgres: { serverVersion: database.serverVersion },
      migrations: database.migrations,
      tables: database.tables,
      sequences: database.sequences,
      uploads,
      secrets,
    };
    await writeFile(path.join(staging, root, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [root]);
    await chmod(partial, 0o600);
    const file = path.join(backupDir, name);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** The archives in `backupDir`, newest first, with the time in their names. */
export async function listBackups(backupDir: string): Promise<{ file: string; createdAt: Date }[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  return names
    .flatMap((name) => {
      const match = ARCHIVE_NAME.exec(name);
      if (!match) return [];
      const [, day, hours, minutes, seconds] = match;
      return [{ file: path.join(backupDir, name), createdAt: new Date(`${day}T${hours}:${minutes}:${seconds}Z`) }];
    })
    .sort((a, b) => b.file.localeCompare(a.file));
}

/** Keeps the `keep` newest archives of `backupDir` and deletes the others; answers the deleted files. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(backupDir)).slice(Math.max(1, keep));
  for (const { file } of old) await rm(file, { force: true });
  return old.map(({ file }) => file);
}

/** A restore that must not go ahead, with the reason for the person who asked for it. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Migrations newer than the backup, applied after its data. */
  laterMigrations: string[];
  /** Secrets written, and those kept because the target had its own (without --replace). */
  secretsRestored: string[];
  secretsKept: string[];
}

/** Unpacks an archive into a new temporary folder; answers the folder of its contents and the manifest. */
async function unpack(archive: string): Promise<{ tmp: string; root: string; manifest: BackupManifest }> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), "agency-restore-"));
  try {
    await tar.extract({ file: archive, cwd: tmp, strict: true });
    const [root] = await readdir(tmp);
    const manifestFile = root ? path.join(tmp, root, "manifest.json") : "";
    if (!root || !existsSync(manifestFile)) throw new RestoreRefused(`${archive} is not a backup of this site.`);
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new RestoreRefused(`${archive} is not a backup of this site.`);
    if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
      throw new RestoreRefused(
        `${archive} was written by a newer version of the application (backup format ${manifest.formatVersion}): update the code first.`,
      );
    return { tmp, root: path.join(tmp, root), manifest };
  } catch (error) {
    // tar may still be writing the entries before the damaged one: retried, and never hiding the reason.
    await rm(tmp, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => {});
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(
      `${archive} cannot be read as a backup: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** Every file of the archive against its checksum in the manifest. */
async function verifyFiles(root: string, manifest: BackupManifest): Promise<void> {
  const entries = [
    ...manifest.tables.map((table) => ({ file: table.file, sha256: table.sha256 })),
    ...manifest.uploads,
    ...manifest.secrets,
  ];
  for (const entry of entries) {
    const bytes = await readFile(path.join(root, entry.file)).catch(() => null);
    if (!bytes) throw new RestoreRefused(`The backup is incomplete: ${entry.file} is missing.`);
    if (sha256(bytes) !== entry.sha256)
      throw new RestoreRefused(`The backup is damaged: ${entry.file} does not match its checksum.`);
  }
}

/**
 * Restores an archive into the database at `databaseUrl`, the upload `storage` and the data folder. They must be
 * empty (no table holding rows, no upload) unless `replace` is given, and nothing else may be connected to the
 * database. The archive is checked whole first (format, checksums, migrations this code knows) before anything is
 * touched; then the schema is rebuilt from the backup's migrations, the uploads written, the data loaded and checked
 * in one transaction (the uploads are removed again if that fails), the secrets written, and the migrations newer
 * than the backup applied. With `replace`, what the target held is dropped once the archive has been checked.
 */
export async function restoreBackup(
  options: BackupSources & { archive: string; replace?: boolean },
): Promise<RestoreReport> {
  const { tmp, root, manifest } = await unpack(options.archive);
  try {
    await verifyFiles(root, manifest);
    const shipped = new Map((await readMigrations()).map((migration) => [migration.name, migration.checksum]));
    const unknown = manifest.migrations.filter((migration) => !shipped.has(migration.name));
    if (unknown.length > 0)
      throw new RestoreRefused(
        `The backup was made by a newer version of the application (migrations ${unknown.map((m) => m.name).join(", ")} are unknown to this code): update the code first.`,
      );
    for (const migration of manifest.migrations)
      if (shipped.get(migration.name) !== migration.checksum)
        console.warn(`warning: migration ${migration.name} differs from the one the backup's database applied.`);

    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      const sessions = await otherSessions(client);
      if (sessions > 0)
        throw new RestoreRefused(
          `${sessions} other connection(s) to the database: stop the application (npm start) before restoring.`,
        );
      const filled = await nonEmptyTables(client).catch(() => []);
      const uploads = await options.storage.list();
      if (!options.replace && (filled.length > 0 || uploads.length > 0)) {
        const what = [
          filled.length > 0 ? `the database holds rows (${filled.join(", ")})` : "",
          uploads.length > 0 ? `the upload store holds ${uploads.length} file(s)` : "",
        ].filter(Boolean);
        throw new RestoreRefused(
          `Not empty: ${what.join(" and ")}. Restore into an empty database and upload store, or add --replace to replace what they hold.`,
        );
      }
      // Empty (or to be replaced): the schema is rebuilt as the backup's was.
      await dropSchemaObjects(client);
    } finally {
      await client.end();
    }
    await applyMigrations(options.databaseUrl, MIGRATIONS_DIR, {
      only: new Set(manifest.migrations.map((migration) => migration.name)),
    });

    // The uploads go in first and are taken out again if the database's load fails: a failed restore leaves
    // neither rows nor files of the backup behind (the database then holds the empty schema).
    const before = new Set(await options.storage.list());
    const written: string[] = [];
    try {
      for (const upload of manifest.uploads) {
        const bytes = await readFile(path.join(root, upload.file));
        if (!before.has(upload.name)) written.push(upload.name);
        await options.storage.write(upload.name, bytes);
        const stored = await options.storage.read(upload.name);
        if (!stored || sha256(stored) !== upload.sha256)
          throw new Error(`The upload ${upload.name} does not read back as it was saved.`);
      }
      await loadDatabase(options.databaseUrl, root, manifest);
    } catch (error) {
      for (const name of written) await options.storage.delete(name).catch(() => false);
      throw error;
    }
    if (options.replace) {
      const kept = new Set(manifest.uploads.map((upload) => upload.name));
      for (const name of before) if (!kept.has(name)) await options.storage.delete(name);
    }

    const secretsRestored: string[] = [];
    const secretsKept: string[] = [];
    await mkdir(options.dataDir, { recursive: true });
    for (const secret of manifest.secrets) {
      const target = path.join(options.dataDir, secret.name);
      const bytes = await readFile(path.join(root, secret.file));
      const current = await readFile(target).catch(() => null);
      if (current && !current.equals(bytes) && !options.replace) {
        secretsKept.push(secret.name);
        continue;
      }
      const partial = `${target}.${randomBytes(4).toString("hex")}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, target);
      secretsRestored.push(secret.name);
    }

    const laterMigrations = await applyMigrations(options.databaseUrl);
    return { manifest, laterMigrations, secretsRestored, secretsKept };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
