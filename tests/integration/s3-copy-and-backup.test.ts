// Moving a site's uploads to S3 and keeping them safe there, against s3rver: `npm run media:copy-to-s3` (copies the
// local folder, then skips what the bucket holds with the same size; clear failures), and a backup made with S3
// configured restored into another bucket and database.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabaseIfMissing } from "../../scripts/db/embedded";
import { createBackup, restoreBackup } from "../../scripts/backup/index";
import { tableChecksums } from "../../scripts/backup/database";
import { copyUploads } from "../../scripts/media/copy-to-s3";
import { withDatabase } from "../helpers/postgres-global-setup";
import { S3_TEST_CREDENTIALS, S3_TEST_REGION, startTestS3Server } from "../helpers/s3";

const server = await startTestS3Server({ buckets: ["uploads", "copy-function", "copy-cli", "restored"] });
const work = await mkdtemp(path.join(os.tmpdir(), "s3-copy-backup-"));
Object.assign(process.env, server.env("uploads"));

const { db } = await import("@/lib/db");
const { storeImage } = await import("@/lib/media");
const { localDiskStorage, uploadStorage } = await import("@/lib/media/storage");
const { s3Storage } = await import("@/lib/media/s3-storage");

afterAll(async () => {
  await server.stop();
  await rm(work, { recursive: true, force: true });
});

const bucket = (name: string) =>
  s3Storage({
    bucket: name,
    region: S3_TEST_REGION,
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: { ...S3_TEST_CREDENTIALS },
  });

const image = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}.webp`;

/** A local upload folder holding `count` files. */
async function localUploads(folder: string, count: number) {
  const local = localDiskStorage(path.join(work, folder));
  for (let index = 1; index <= count; index += 1) await local.write(image(index), Buffer.alloc(100 * index, index));
  return local;
}

describe("copying the local uploads into the bucket", () => {
  it("copies every file, then skips those already there with the same size, and sends a changed one again", async () => {
    const local = await localUploads("copy-function", 3);
    const target = bucket("copy-function");
    const lines: string[] = [];

    const first = await copyUploads(local, target, (line) => lines.push(line));
    expect(first.copied.map((file) => file.name)).toEqual([image(1), image(2), image(3)]);
    expect(first.skipped).toEqual([]);
    for (const name of [image(1), image(2), image(3)])
      expect((await target.read(name))!.equals((await local.read(name))!)).toBe(true);

    const second = await copyUploads(local, target);
    expect(second).toEqual({ copied: [], skipped: [image(1), image(2), image(3)] });

    await local.write(image(2), Buffer.from("une autre version, d'une autre taille"));
    const third = await copyUploads(local, target);
    expect(third.copied.map((file) => file.name)).toEqual([image(2)]);
    expect((await target.read(image(2)))!.toString()).toBe("une autre version, d'une autre taille");
    expect(lines).toEqual(
      [image(1), image(2), image(3)].map((name, index) => `  copied ${name} (${100 * (index + 1)} bytes)`),
    );
  });

  /** npm run media:copy-to-s3, as a person runs it. */
  function copyCommand(env: Record<string, string | undefined>) {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/media/copy-to-s3-cli.ts"], {
      env: { ...process.env, ...server.env("copy-cli"), ...env },
      encoding: "utf8",
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  }

  it("npm run media:copy-to-s3: prints what it copied, then what it skipped, and exits 0", async () => {
    await localUploads("copy-cli", 2);
    const uploadDir = path.join(work, "copy-cli");
    const first = copyCommand({ UPLOAD_DIR: uploadDir });
    expect(first).toMatchObject({ status: 0 });
    expect(first.output).toContain(`copied ${image(1)} (100 bytes)`);
    expect(first.output).toMatch(/2 copied \(300 bytes\), 0 already in the bucket/);
    expect((await bucket("copy-cli").list()).sort()).toEqual([image(1), image(2)]);

    const second = copyCommand({ UPLOAD_DIR: uploadDir });
    expect(second).toMatchObject({ status: 0 });
    expect(second.output).toContain(`skipped ${image(1)} (already there, same size)`);
    expect(second.output).toMatch(/0 copied \(0 bytes\), 2 already in the bucket/);
  });

  it("npm run media:copy-to-s3: exits non-zero with the reason when it cannot copy or is not configured", () => {
    const uploadDir = path.join(work, "copy-cli");
    const missingBucket = copyCommand({ UPLOAD_DIR: uploadDir, S3_BUCKET: "inexistant" });
    expect(missingBucket.status).toBe(1);
    expect(missingBucket.output).toMatch(/✖ The copy stopped: .*inexistant.* does not exist/);

    const noBucket = copyCommand({ UPLOAD_DIR: uploadDir, S3_BUCKET: "" });
    expect(noBucket.status).toBe(1);
    expect(noBucket.output).toContain("✖ S3_BUCKET is not set");

    const noRegion = copyCommand({ UPLOAD_DIR: uploadDir, S3_REGION: "" });
    expect(noRegion.status).toBe(1);
    expect(noRegion.output).toMatch(/✖ Invalid configuration: S3_REGION: S3_REGION must be set with S3_BUCKET/);
  });
});

describe("backup and restore with S3_BUCKET set", () => {
  it("backs up the bucket's uploads and restores them, byte for byte, into another bucket and database", async () => {
    const stored = await storeImage({
      bytes: await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer(),
    });
    // The storage the backup command uses is the app's configured one: the bucket.
    expect(await uploadStorage().list()).toEqual([stored.filename]);
    const { file, manifest } = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      storage: uploadStorage(),
      dataDir: path.join(work, "source-data"),
      backupDir: path.join(work, "backups"),
    });
    expect(manifest.uploads.map((upload) => upload.name)).toEqual([stored.filename]);

    const adminUrl = inject("postgresAdminUrl");
    const targetName = `restored_${process.pid}`;
    await createDatabaseIfMissing(adminUrl, targetName);
    const targetUrl = withDatabase(adminUrl, targetName);
    const restored = bucket("restored");
    await restoreBackup({
      archive: file,
      databaseUrl: targetUrl,
      storage: restored,
      dataDir: path.join(work, "restored-data"),
    });

    expect(await restored.list()).toEqual([stored.filename]);
    expect((await restored.read(stored.filename))!.equals((await uploadStorage().read(stored.filename))!)).toBe(true);
    expect(await tableChecksums(targetUrl)).toEqual(await tableChecksums(process.env.DATABASE_URL!));
    expect(await db.mediaFile.count()).toBe(1);
  }, 120_000);
});
