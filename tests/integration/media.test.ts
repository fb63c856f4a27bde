import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { MAX_UPLOAD_BYTES, readUpload, storeImage, storedFilename, UPLOAD_ERRORS } from "@/lib/media";
import { deleteMediaByPath } from "@/lib/media/library";
import type { SessionUser } from "@/lib/auth/session";
import { createTestUser } from "../helpers/auth";

const uploadDir = vi.hoisted(() => {
  const dir = `/tmp/uploads-test-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});

async function photoWithExif() {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c2410c" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "Secret de l'appareil", Artist: "Photographe" } } })
    .toBuffer();
}

let editor: SessionUser;
const deleteUpload = async (pathOrName: string) =>
  deleteMediaByPath(pathOrName, (editor ??= await createTestUser("editor")));

describe("image uploads", () => {
  it("re-encode a valid image to WebP under a random name, without its EXIF metadata", async () => {
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const stored = await storeImage({ bytes: original, originalName: "photo.jpg" });
    expect(stored.path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(stored).toMatchObject({ width: 1200, height: 800 });

    const bytes = await readFile(path.join(uploadDir, stored.filename));
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("Secret de l'appareil"))).toBe(false);
    expect(await db.mediaFile.findUnique({ where: { filename: stored.filename } })).toMatchObject({
      originalName: "photo.jpg",
      mimeType: "image/webp",
    });
  });

  it("refuse a file that is not an image, whatever its name says", async () => {
    const notAnImage = Buffer.from("#!/bin/sh\necho ceci n'est pas une image\n");
    await expect(storeImage({ bytes: notAnImage, originalName: "photo.png" })).rejects.toMatchObject({
      status: 400,
      message: UPLOAD_ERRORS.invalidType.description,
    });
  });

  it("refuse SVG documents", async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`,
    );
    await expect(storeImage({ bytes: svg, originalName: "logo.png" })).rejects.toMatchObject({ status: 400 });
  });

  it("refuse an image over 5 MB", async () => {
    const side = 1450;
    const noise = Buffer.alloc(side * side * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
    const large = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.byteLength).toBeGreaterThan(6 * 1024 * 1024 - 1);
    expect(large.byteLength).toBeGreaterThan(MAX_UPLOAD_BYTES);
    await expect(storeImage({ bytes: large, originalName: "grande.png" })).rejects.toMatchObject({
      status: 413,
      message: UPLOAD_ERRORS.tooLarge.description,
    });
  });

  it("refuse to delete or read anything but a name the pipeline wrote", async () => {
    for (const name of [
      "../../etc/passwd",
      "..%2F..%2Fetc%2Fpasswd",
      "/uploads/../secret.webp",
      "a.webp",
      "image.png",
    ]) {
      await expect(deleteUpload(name)).rejects.toMatchObject({ status: 400 });
      expect(await readUpload(name)).toBeNull();
    }
    expect(storedFilename("/uploads/../../x")).toBeNull();
  });

  it("delete an upload's file and record, and answer 404 for one that does not exist", async () => {
    const stored = await storeImage({ bytes: await photoWithExif() });
    await deleteUpload(stored.path);
    expect(existsSync(path.join(uploadDir, stored.filename))).toBe(false);
    expect(await db.mediaFile.count({ where: { filename: stored.filename } })).toBe(0);
    await expect(deleteUpload(stored.filename)).rejects.toMatchObject({ status: 404 });
  });
});
