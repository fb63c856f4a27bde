// Uploads are all or nothing against real faults: a full file system (a small tmpfs), a read-only one, a folder
// that cannot be created, and a database that fails once the file is written. No file, whole or partial, is
// left behind, and the uploader gets a French 507 or 500.
import { mkdtempSync, writeFileSync } from "node:fs";
import { readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { setDatabaseAvailable } from "../helpers/outage";
import { mountTmpfs } from "../helpers/tmpfs";

const root = mkdtempSync(path.join(os.tmpdir(), "upload-storage-"));
const uploadDir = path.join(root, "uploads");
// 256 KB: room for a small image, not for a large one.
const unmount = mountTmpfs(uploadDir, "size=256k");
process.env.UPLOAD_DIR = uploadDir;

const { db } = await import("@/lib/db");
const { STORAGE_ERRORS } = await import("@/lib/media/rules");
const { localDiskStorage, StorageError } = await import("@/lib/media/storage");
const single = await import("@/app/api/upload/single/route");
const { createTestUser, routeContext, sessionCookieHeader } = await import("../helpers/auth");

const unmounts: (() => void)[] = [];
afterAll(async () => {
  for (const undo of [unmount, ...unmounts]) undo?.();
  await rm(root, { recursive: true, force: true });
});

let editor: Awaited<ReturnType<typeof createTestUser>>;
beforeAll(async () => {
  editor = await createTestUser("editor");
});

const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
/** Noise does not compress: its WebP is far larger than the file system's room. */
const largePng = () =>
  sharp({
    create: {
      width: 700,
      height: 700,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

async function upload(bytes: Buffer) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
  const encoded = new Request("http://localhost", { method: "POST", body: form });
  const body = await encoded.arrayBuffer();
  const response = await single.POST(
    new NextRequest("http://localhost/api/upload/single", {
      method: "POST",
      body,
      headers: {
        "content-type": encoded.headers.get("content-type")!,
        "content-length": String(body.byteLength),
        cookie: await sessionCookieHeader(editor),
      },
    }),
    routeContext(),
  );
  return { status: response.status, body: await response.json() };
}

/** Everything in the upload folder, hidden partial files included. */
const filesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);

describe.skipIf(!unmount)("an upload on a full file system (a 256 KB tmpfs)", () => {
  it("larger than the room left: 507 in French, and no partial file nor record", async () => {
    const before = await db.mediaFile.count();
    expect(await upload(await largePng())).toEqual({
      status: 507,
      body: { success: false, message: STORAGE_ERRORS.full, error: STORAGE_ERRORS.full },
    });
    expect(await filesIn(uploadDir)).toEqual([]);
    expect(await db.mediaFile.count()).toBe(before);
  });

  it("when not a byte is left: 507, and no empty file; once there is room again, the same upload goes through", async () => {
    const filler = path.join(uploadDir, "filler");
    // Fill the file system to its last byte.
    await writeFile(filler, Buffer.alloc(512 * 1024)).catch(() => {});
    expect((await upload(await smallPng())).status).toBe(507);
    expect(await filesIn(uploadDir)).toEqual(["filler"]);

    await rm(filler);
    const stored = await upload(await smallPng());
    expect(stored.status).toBe(201);
    expect(await filesIn(uploadDir)).toEqual([stored.body.filename]);
  });
});

describe("an upload that fails after its file is written", () => {
  it("removes the file again when its record cannot be stored (database down): 503, nothing left", async () => {
    const database = { adminUrl: inject("postgresAdminUrl"), databaseUrl: process.env.DATABASE_URL! };
    const before = await filesIn(uploadDir);
    await setDatabaseAvailable(false, database);
    try {
      // The session check reads the database too: the storage is called directly, as the route does after it.
      const { storeImage } = await import("@/lib/media");
      await expect(storeImage({ bytes: await smallPng() })).rejects.toThrow();
    } finally {
      await setDatabaseAvailable(true, database);
    }
    expect(await filesIn(uploadDir)).toEqual(before);
  });
});

describe("the local-disk storage", () => {
  it.skipIf(!unmount)("on a read-only file system: a 'not writable' failure, and nothing written", async () => {
    const dir = path.join(root, "read-only");
    const undo = mountTmpfs(dir, "ro,size=64k");
    expect(undo).not.toBeNull();
    unmounts.push(undo!);
    const failure = await localDiskStorage(dir)
      .write("a.webp", Buffer.from("image"))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageError);
    expect(failure).toMatchObject({ reason: "not-writable" });
    expect(await filesIn(dir)).toEqual([]);
  });

  it("whose folder cannot be created: a failure, and nothing written", async () => {
    const blocker = path.join(root, "not-a-folder");
    writeFileSync(blocker, "a file where the folder should be");
    const failure = await localDiskStorage(path.join(blocker, "uploads"))
      .write("a.webp", Buffer.from("image"))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "StorageError", reason: "other" });
  });

  it("lists, reads, tells and deletes what it stored, and never lists a file still being written", async () => {
    const dir = path.join(root, "plain");
    const storage = localDiskStorage(dir);
    await storage.write("b.webp", Buffer.from("deux"));
    await writeFile(path.join(dir, ".partial-0123-c.webp"), "en cours");
    expect(await storage.list()).toEqual(["b.webp"]);
    expect((await storage.read("b.webp"))?.toString()).toBe("deux");
    expect(await storage.exists("b.webp")).toBe(true);
    expect(await storage.read("absent.webp")).toBeNull();
    expect(await storage.delete("b.webp")).toBe(true);
    expect(await storage.delete("b.webp")).toBe(false);
    expect(await storage.exists("b.webp")).toBe(false);
  });
});
