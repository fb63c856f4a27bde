import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withBackupLock } from "@/lib/backup-lock";
import { db } from "@/lib/db";
import { storeImage } from "@/lib/media";
import { localDiskStorage, uploadStorage } from "@/lib/media/storage";
import { seedDatabase } from "../../prisma/seed";
import { createBackup, listBackups, pruneBackups, RestoreRefused, restoreBackup } from "../../scripts/backup/index";
import { tableChecksums } from "../../scripts/backup/database";
import { runScheduledBackup } from "../../scripts/backup/schedule";
import { BACKED_UP_SECRETS, NEXTAUTH_SECRET_FILE } from "../../scripts/backup/secrets";
import type { EmbeddedDatabase } from "../../scripts/db/embedded";
import { startThrowawayPostgres } from "../../scripts/db/throwaway";
import { databaseIdentity } from "../../scripts/stack";
import { createEmptyDatabase, withClient } from "../helpers/databases";

const work = vi.hoisted(() => {
  const dir = `/tmp/backup-test-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = `${dir}/source/uploads`;
  return dir;
});
const sourceData = path.join(work, "source");
const backupDir = path.join(work, "backups");
const ADMIN = { email: "admin@backup.test", password: "mot-de-passe-de-sauvegarde" };

let target: EmbeddedDatabase;
let archive: string;
let image: { filename: string; bytes: Buffer };

/** A fresh data folder and upload store for a restore. */
async function freshTarget(name: string) {
  const dataDir = path.join(work, name);
  return { dataDir, storage: localDiskStorage(path.join(dataDir, "uploads")) };
}

/** What the site reads through lib/ from the database at `databaseUrl`: an article, and a login. */
function readSite(databaseUrl: string, slug: string) {
  const script = `
    import { findPublishedPostBySlug } from "@/lib/blog";
    import { authenticate } from "@/lib/auth/login";
    import { db } from "@/lib/db";
    const post = await findPublishedPostBySlug(${JSON.stringify(slug)}, "fr");
    const user = await authenticate(${JSON.stringify(ADMIN)}, { clientAddress: "127.0.0.1" }).then(
      (result) => (result.kind === "signed-in" ? result.user.email : result.kind),
      (e) => "refused: " + e.message,
    );
    console.log(JSON.stringify({ post, user }));
    await db.$disconnect();`;
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/no-server-only.mjs", "--input-type=module", "-e", script],
    { env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "test" }, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split("\n").pop()!) as { post: unknown; user: string };
}

beforeAll(async () => {
  // The login checked after the restore is the password's: the policy of a second factor is not what is tested here.
  await seedDatabase(db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, requireAdminTwoFactor: false });
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const stored = await storeImage({ bytes, originalName: "equipe.png" });
  image = { filename: stored.filename, bytes: (await uploadStorage().read(stored.filename))! };
  await writeFile(path.join(sourceData, NEXTAUTH_SECRET_FILE), "secret-de-session-de-la-source\n");
  target = await startThrowawayPostgres("restored");
  ({ file: archive } = await createBackup({
    databaseUrl: process.env.DATABASE_URL!,
    storage: uploadStorage(),
    dataDir: sourceData,
    backupDir,
  }));
}, 120_000);

afterAll(async () => {
  await target?.stop();
  await rm(work, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("restores the same rows, image bytes, secret, article and login into a fresh PostgreSQL and upload folder", async () => {
    const { dataDir, storage } = await freshTarget("restored");
    const report = await restoreBackup({ archive, databaseUrl: target.url, storage, dataDir });

    const before = await tableChecksums(process.env.DATABASE_URL!);
    const after = await tableChecksums(target.url);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(before.users!.rows).toBeGreaterThan(0);
    expect(before.blog_posts!.rows).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(report.laterMigrations).toEqual([]);

    expect(await storage.list()).toEqual([image.filename]);
    expect((await storage.read(image.filename))!.equals(image.bytes)).toBe(true);
    expect(await readFile(path.join(dataDir, NEXTAUTH_SECRET_FILE), "utf8")).toBe("secret-de-session-de-la-source\n");

    const slug = (await db.blogPost.findFirstOrThrow({ where: { published: true } })).slug;
    const source = readSite(process.env.DATABASE_URL!, slug);
    const restored = readSite(target.url, slug);
    expect(source.post).not.toBeNull();
    expect(restored).toEqual(source);
    expect(restored.user).toBe(ADMIN.email);

    // Sequences continue after the restored rows: a new row gets a fresh id.
    await withClient(target.url, async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO blog_categories (name, slug, updated_at) VALUES ('Nouvelle', 'nouvelle', now()) RETURNING id`,
      );
      const { rows: max } = await client.query<{ max: number }>(`SELECT max(id) AS max FROM blog_categories`);
      expect(rows[0]!.id).toBe(max[0]!.max);
    });
  }, 120_000);

  it("refuses a non-empty database or upload store unless told to replace it", async () => {
    // The target of the previous test now holds rows and an upload.
    const { dataDir, storage } = await freshTarget("restored");
    const refused = restoreBackup({ archive, databaseUrl: target.url, storage, dataDir });
    await expect(refused).rejects.toThrow(RestoreRefused);
    await expect(refused).rejects.toThrow(/Not empty: the database holds rows .*--replace/);
    // The row added after the restore is still there: nothing was touched.
    await withClient(target.url, async (client) => {
      const { rowCount } = await client.query(`SELECT 1 FROM blog_categories WHERE slug = 'nouvelle'`);
      expect(rowCount).toBe(1);
    });

    await storage.write("orpheline.webp", Buffer.from("pas dans la sauvegarde"));
    const { manifest } = await restoreBackup({ archive, databaseUrl: target.url, storage, dataDir, replace: true });
    // (The source has changed since: the login of the first test was recorded there.)
    expect(await tableChecksums(target.url)).toEqual(
      Object.fromEntries(manifest.tables.map((table) => [table.name, { rows: table.rows, sha256: table.sha256 }])),
    );
    expect(await storage.list()).toEqual([image.filename]);
  }, 120_000);

  it("refuses a corrupt, truncated or foreign archive with a clear message, leaving the target empty", async () => {
    const empty = await startThrowawayPostgres("empty");
    try {
      const { dataDir, storage } = await freshTarget("untouched");
      const attempt = (file: string) => restoreBackup({ archive: file, databaseUrl: empty.url, storage, dataDir });

      const truncated = path.join(work, "truncated.tar.gz");
      await writeFile(truncated, await readFile(archive));
      await truncate(truncated, Math.floor((await readFile(archive)).byteLength / 2));
      await expect(attempt(truncated)).rejects.toThrow(/cannot be read as a backup/);

      const foreign = path.join(work, "foreign.tar.gz");
      await mkdtemp(path.join(work, "foreign-")).then(async (dir) => {
        await writeFile(path.join(dir, "notes.txt"), "rien à voir");
        await tar.create({ gzip: true, file: foreign, cwd: dir }, ["notes.txt"]);
      });
      await expect(attempt(foreign)).rejects.toThrow(/is not a backup of this site/);

      // One byte of one table changed inside an otherwise valid archive.
      const unpacked = await mkdtemp(path.join(work, "tampered-"));
      await tar.extract({ file: archive, cwd: unpacked });
      const [root] = await readdir(unpacked);
      const table = path.join(unpacked, root!, "database", "users.copy");
      await writeFile(table, (await readFile(table, "utf8")).replace(ADMIN.email, "intrus@backup.test"));
      const tampered = path.join(work, "tampered.tar.gz");
      await tar.create({ gzip: true, file: tampered, cwd: unpacked }, [root!]);
      await expect(attempt(tampered)).rejects.toThrow("The backup is damaged: database/users.copy");

      await expect(attempt(path.join(work, "missing.tar.gz"))).rejects.toThrow(RestoreRefused);

      await withClient(empty.url, async (client) => {
        const { rows } = await client.query(
          `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = current_schema()`,
        );
        expect(rows[0]).toEqual({ count: 0 });
      });
      expect(await storage.list()).toEqual([]);
      expect(existsSync(path.join(dataDir, NEXTAUTH_SECRET_FILE))).toBe(false);
    } finally {
      await empty.stop();
    }
  }, 120_000);

  it("backs up every secret file of the one list, and only those", async () => {
    const names = BACKED_UP_SECRETS.map((secret) => secret.file);
    expect(names).toContain(NEXTAUTH_SECRET_FILE);
    await writeFile(path.join(sourceData, "not-a-secret.txt"), "ignored");
    const { manifest } = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      storage: uploadStorage(),
      dataDir: sourceData,
      backupDir: path.join(work, "secrets-check"),
    });
    expect(manifest.secrets.map((secret) => secret.name)).toEqual([NEXTAUTH_SECRET_FILE]);
  });
});

describe("a restore into a scratch database, run from the production folder", () => {
  it("leaves the production build and database as they were, and changes the identity of the database it fills", async () => {
    const root = path.resolve(import.meta.dirname, "../..");
    // The production build (its own folder here) and database (this file's).
    const distDir = `.next-restore-test-${process.pid}`;
    const fingerprint = path.join(root, distDir, "source-fingerprint");
    await mkdir(path.dirname(fingerprint), { recursive: true });
    await writeFile(fingerprint, "the fingerprint of the production build");
    const productionIdentity = await databaseIdentity(process.env.DATABASE_URL!);
    // An archive without secrets: the command writes an archive's secrets into the data folder it runs from.
    const { file } = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      storage: uploadStorage(),
      dataDir: path.join(work, "no-secrets"),
      backupDir: path.join(work, "scratch-backups"),
    });
    const scratch = await createEmptyDatabase();
    const scratchIdentity = await databaseIdentity(scratch);
    try {
      const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/backup/restore-cli.ts", file], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: scratch,
          NEXT_DIST_DIR: distDir,
          UPLOAD_DIR: path.join(work, "scratch-uploads"),
        },
        encoding: "utf8",
      });
      expect(run.status, run.stderr + run.stdout).toBe(0);
      expect(run.stdout).toMatch(/Restored the backup of/);
      expect(await readFile(fingerprint, "utf8")).toBe("the fingerprint of the production build");
      expect(await databaseIdentity(process.env.DATABASE_URL!)).toBe(productionIdentity);
      expect(await tableChecksums(scratch)).toEqual(await tableChecksums(process.env.DATABASE_URL!));
      // npm start on a database a restore filled does rebuild: its content is not the one a build was made from.
      const restoredIdentity = await databaseIdentity(scratch);
      expect(restoredIdentity).not.toBe(scratchIdentity);
      await restoreBackup({
        archive: file,
        databaseUrl: scratch,
        storage: localDiskStorage(path.join(work, "scratch-uploads")),
        dataDir: path.join(work, "scratch-data"),
        replace: true,
      });
      expect(await databaseIdentity(scratch)).not.toBe(restoredIdentity);
    } finally {
      await rm(path.join(root, distDir), { recursive: true, force: true });
    }
  }, 120_000);
});

describe("daily backups", () => {
  it("make one archive a day, skip while another instance holds the lock, and keep the newest N", async () => {
    const dir = path.join(work, "daily");
    const options = {
      databaseUrl: process.env.DATABASE_URL!,
      storage: uploadStorage(),
      dataDir: sourceData,
      backupDir: dir,
      keep: 2,
    };
    // Another instance is making one: this one skips.
    const busy = await withBackupLock(process.env.DATABASE_URL!, false, () =>
      runScheduledBackup({ ...options, now: () => new Date("2026-03-01T03:00:00Z") }),
    );
    expect(busy).toBe("busy");
    expect(await listBackups(dir)).toEqual([]);

    const days = ["2026-03-01T03:00:00Z", "2026-03-01T15:00:00Z", "2026-03-02T03:00:01Z", "2026-03-03T03:00:02Z"];
    const outcomes = [];
    for (const day of days) outcomes.push(await runScheduledBackup({ ...options, now: () => new Date(day) }));
    expect(outcomes).toEqual(["made", "recent", "made", "made"]);
    expect((await listBackups(dir)).map((backup) => backup.createdAt.toISOString())).toEqual([
      "2026-03-03T03:00:02.000Z",
      "2026-03-02T03:00:01.000Z",
    ]);
    expect(await pruneBackups(dir, 2)).toEqual([]);
  }, 120_000);
});
