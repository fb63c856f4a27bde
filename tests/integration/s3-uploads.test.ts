// The site with its uploads in an S3 bucket (S3_BUCKET set, against s3rver): the media pipeline's rules unchanged
// (re-encoding, refusals, deletion), the /uploads route serving from the bucket, and the public HTML pointing at
// MEDIA_PUBLIC_URL while stored paths stay '/uploads/…'.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { S3_TEST_CREDENTIALS, S3_TEST_REGION, startTestS3Server } from "../helpers/s3";

const server = await startTestS3Server({ buckets: ["uploads"] });
const localDir = await mkdtemp(path.join(os.tmpdir(), "s3-uploads-local-"));
const mediaPublicUrl = `${server.endpoint}/uploads`;
// Before any module reads the configuration.
Object.assign(process.env, server.env("uploads"), { UPLOAD_DIR: localDir, MEDIA_PUBLIC_URL: mediaPublicUrl });

const { db } = await import("@/lib/db");
const { storeImage, UPLOAD_ERRORS } = await import("@/lib/media");
const { deleteMediaByPath, replaceMediaFile } = await import("@/lib/media/library");
const { createTestUser } = await import("../helpers/auth");
const { s3Storage } = await import("@/lib/media/s3-storage");
const { STORAGE_ERRORS } = await import("@/lib/media/rules");
const { UPLOAD_CACHE_CONTROL } = await import("@/lib/media/storage");
const { sanitizeArticleHtml } = await import("@/lib/blog/html");
const { blogPostingJsonLd, shareImage } = await import("@/lib/seo");
const { findMediaViews } = await import("@/lib/media/public");
const { currentContentImages, publicImage } = await import("@/lib/media/public-image");
const uploadRoute = await import("@/app/uploads/[filename]/route");
const { routeContext } = await import("../helpers/auth");

afterAll(async () => {
  await server.stop();
  await rm(localDir, { recursive: true, force: true });
});

/** The bucket, read directly (not through the app's configured storage). */
const bucket = s3Storage({
  bucket: "uploads",
  region: S3_TEST_REGION,
  endpoint: server.endpoint,
  forcePathStyle: true,
  credentials: { ...S3_TEST_CREDENTIALS },
});

async function photoWithExif() {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c2410c" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "Secret de l'appareil" } } })
    .toBuffer();
}

const getUpload = (filename: string) =>
  uploadRoute.GET(new NextRequest(`http://localhost/uploads/${filename}`), routeContext({ filename }));

describe("uploads with S3_BUCKET set", () => {
  it("store a valid image re-encoded to WebP, without EXIF, in the bucket and not on the local disk", async () => {
    const stored = await storeImage({ bytes: await photoWithExif(), originalName: "photo.jpg" });
    expect(stored.path).toBe(`/uploads/${stored.filename}`);
    const bytes = await bucket.read(stored.filename);
    expect(bytes).not.toBeNull();
    const metadata = await sharp(bytes!).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1200, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(await readdir(localDir)).toEqual([]);
    expect(await db.mediaFile.count({ where: { filename: stored.filename } })).toBe(1);
  });

  it("refuse what is not an image, and store nothing", async () => {
    const before = await bucket.list();
    await expect(storeImage({ bytes: Buffer.from("pas une image"), originalName: "x.png" })).rejects.toMatchObject({
      status: 400,
      message: UPLOAD_ERRORS.invalidType.description,
    });
    expect(await bucket.list()).toEqual(before);
  });

  it("are served by /uploads from the bucket: a version cached for good, the stored name for a minute; an unknown one is a 404", async () => {
    const stored = await storeImage({ bytes: await photoWithExif() });
    const response = await getUpload(path.basename(stored.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(UPLOAD_CACHE_CONTROL);
    expect(Buffer.from(await response.arrayBuffer()).equals((await bucket.read(stored.filename))!)).toBe(true);
    const current = await getUpload(stored.filename);
    expect(current.headers.get("cache-control")).toBe("public, max-age=60");
    expect(Buffer.from(await current.arrayBuffer()).equals((await bucket.read(stored.filename))!)).toBe(true);

    expect((await getUpload("00000000-0000-4000-8000-000000000000.webp")).status).toBe(404);
    expect((await getUpload("..%2Fsecret.webp")).status).toBe(404);
  });

  it("are replaced under a new version's key, and deleted from the bucket with every version and their record", async () => {
    const editor = await createTestUser("editor");
    const gone = await storeImage({ bytes: await photoWithExif() });
    await replaceMediaFile(gone.id, { bytes: await photoWithExif(), originalName: "v2.jpg" }, editor);
    const second = gone.filename.replace(/\.webp$/, ".v2.webp");
    expect(await bucket.exists(second)).toBe(true);
    expect(await bucket.exists(gone.filename)).toBe(false);
    await deleteMediaByPath(gone.path, editor);
    expect(await bucket.exists(second)).toBe(false);
    expect(await db.mediaFile.count({ where: { filename: gone.filename } })).toBe(0);
    await expect(deleteMediaByPath(gone.filename, editor)).rejects.toMatchObject({ status: 404 });
  });
});

describe("MEDIA_PUBLIC_URL", () => {
  it("points the public article HTML, og:image and JSON-LD at the version's object in the public bucket, which serves the original", async () => {
    const stored = await storeImage({ bytes: await photoWithExif() });
    const publicUrl = `${mediaPublicUrl}/${stored.filename}`;
    const content = `<p>Texte</p><img src="${stored.url}" alt="Schéma"><img src="/images/hero.webp" alt="">`;

    const html = sanitizeArticleHtml(content, { publicMedia: true });
    expect(html).toContain(`src="${publicUrl}"`);
    // Only uploads move: the site's own images stay on the site.
    expect(html).toContain(`src="/images/hero.webp"`);
    // What is stored, edited or answered by the API keeps the site path.
    expect(sanitizeArticleHtml(content)).toContain(`src="${stored.url}"`);
    expect(sanitizeArticleHtml(content, { absolute: true, publicMedia: true })).toContain(`src="${publicUrl}"`);

    expect(shareImage({ title: "Article", image: { url: stored.url } })).toEqual({ alt: "Article", url: publicUrl });
    expect(shareImage({ title: "Accueil" }).url).toBe("/images/og-default.webp");
    expect(blogPostingJsonLd({ ...JSON_LD_POST, image: stored.url }).image).toBe(publicUrl);

    const original = await fetch(publicUrl);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await original.arrayBuffer()).equals((await bucket.read(stored.filename))!)).toBe(true);
  });

  it("never points a replaced image at its deleted first version: the public pages give its current version's object", async () => {
    const editor = await createTestUser("editor");
    const stored = await storeImage({ bytes: await photoWithExif() });
    await replaceMediaFile(stored.id, { bytes: await photoWithExif(), originalName: "v2.jpg" }, editor);
    expect(await bucket.exists(stored.filename)).toBe(false);

    // The stored path (what articles keep) stays on the app, whose /uploads route answers the current bytes.
    const content = `<p>Texte</p><img src="${stored.path}" alt="Schéma">`;
    expect(sanitizeArticleHtml(content, { publicMedia: true })).toContain(`src="${stored.path}"`);
    expect((await getUpload(stored.filename)).status).toBe(200);

    // What the public article page sends: the current version's object, which the bucket serves.
    const media = await findMediaViews([stored.path]);
    const html = sanitizeArticleHtml(currentContentImages(content, media), { publicMedia: true });
    const current = `${mediaPublicUrl}/${stored.filename.replace(/\.webp$/, ".v2.webp")}`;
    expect(html).toContain(`src="${current}"`);
    expect((await fetch(current)).status).toBe(200);
    const cover = publicImage(media, stored.path, "original")!.src;
    expect(blogPostingJsonLd({ ...JSON_LD_POST, image: cover }).image).toBe(current);
    // A frame is cut by the app: it stays on the site.
    expect(shareImage({ title: "A", image: { url: publicImage(media, stored.path, "og")!.src } }).url).toMatch(
      /^\/uploads\/.+\.v2\.og-[\d-]+\.jpg$/,
    );
  });
});

const JSON_LD_POST = {
  title: "A",
  excerpt: "E",
  path: "/blog/a",
  author: "A",
  datePublished: null,
  dateModified: new Date(0).toISOString(),
  categoryName: "C",
  tags: [],
  companyName: "Agence",
  locale: "fr" as const,
};

// Last: it stops the server.
describe("a bucket that does not answer", () => {
  it("makes /uploads answer a French 503 that no cache keeps, not a 404; an upload a French 500", async () => {
    const stored = await storeImage({ bytes: await photoWithExif() });
    await server.stop();
    const response = await getUpload(stored.filename);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control") ?? "").not.toContain("immutable");
    expect(await response.json()).toMatchObject({ message: STORAGE_ERRORS.unreadable });

    await expect(storeImage({ bytes: await photoWithExif() })).rejects.toMatchObject({
      status: 500,
      message: STORAGE_ERRORS.other,
    });
  });
});
