// The S3 driver of the upload storage against a real S3-protocol server (s3rver): the same contract as the local
// disk (write all or nothing, read, delete, exists, size, list past one page of 1,000 keys), the object's headers
// as a public bucket serves them, and failures as StorageErrors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage, type S3StorageOptions } from "@/lib/media/s3-storage";
import { StorageError, UPLOAD_CACHE_CONTROL } from "@/lib/media/storage";
import { S3_TEST_CREDENTIALS, S3_TEST_REGION, startTestS3Server, type TestS3Server } from "../helpers/s3";

let server: TestS3Server;
let options: S3StorageOptions;

beforeAll(async () => {
  server = await startTestS3Server({ buckets: ["contract", "many", "refused"] });
  options = {
    bucket: "contract",
    region: S3_TEST_REGION,
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: { ...S3_TEST_CREDENTIALS },
  };
});
afterAll(() => server?.stop());

const webpName = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}.webp`;

describe("the S3 storage driver", () => {
  it("writes, reads back, tells the size of, lists and deletes an object", async () => {
    const storage = s3Storage(options);
    const name = webpName(1);
    await storage.write(name, Buffer.from("une image"));
    expect((await storage.read(name))?.toString()).toBe("une image");
    expect(await storage.exists(name)).toBe(true);
    expect(await storage.size(name)).toBe(Buffer.byteLength("une image"));
    expect(await storage.list()).toContain(name);
    expect(await storage.delete(name)).toBe(true);
    expect(await storage.exists(name)).toBe(false);
    expect(await storage.read(name)).toBeNull();
    expect(await storage.list()).not.toContain(name);
  });

  it("answers null, false and false for an object that is not there", async () => {
    const storage = s3Storage(options);
    expect(await storage.read(webpName(404))).toBeNull();
    expect(await storage.size(webpName(404))).toBeNull();
    expect(await storage.exists(webpName(404))).toBe(false);
    expect(await storage.delete(webpName(404))).toBe(false);
  });

  it("replaces an object written again under the same name", async () => {
    const storage = s3Storage(options);
    const name = webpName(2);
    await storage.write(name, Buffer.from("première version"));
    await storage.write(name, Buffer.from("seconde"));
    expect((await storage.read(name))?.toString()).toBe("seconde");
    expect(await storage.size(name)).toBe(Buffer.byteLength("seconde"));
    expect((await storage.list()).filter((listed) => listed === name)).toHaveLength(1);
  });

  it("stores the image's Content-Type and the uploads' Cache-Control, which the bucket then serves", async () => {
    const storage = s3Storage(options);
    const name = webpName(3);
    await storage.write(name, Buffer.from("RIFF....WEBP"));
    // s3rver serves objects to anonymous GETs, as a public bucket does (what MEDIA_PUBLIC_URL points at).
    const response = await fetch(`${server.endpoint}/contract/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(UPLOAD_CACHE_CONTROL);
    expect(await response.text()).toBe("RIFF....WEBP");
  });

  it("lists every object of a bucket that holds more than one page (1,000 keys)", async () => {
    const storage = s3Storage({ ...options, bucket: "many" });
    const names = Array.from({ length: 1_005 }, (_, index) => webpName(index));
    for (let start = 0; start < names.length; start += 25)
      await Promise.all(names.slice(start, start + 25).map((name) => storage.write(name, Buffer.from(name))));
    const listed = await storage.list();
    expect(listed).toHaveLength(names.length);
    expect([...listed].sort()).toEqual(names);
  }, 120_000);
});

describe("S3 failures become StorageErrors", () => {
  it("a bucket that does not exist", async () => {
    const storage = s3Storage({ ...options, bucket: "inexistant" });
    const failure = await storage.write(webpName(5), Buffer.from("x")).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageError);
    expect(failure).toMatchObject({ reason: "other", message: expect.stringMatching(/inexistant.*does not exist/) });
    await expect(storage.list()).rejects.toBeInstanceOf(StorageError);
  });

  it("credentials the server refuses: 'not writable', and nothing written", async () => {
    // s3rver checks the access key (InvalidAccessKeyId) but not the signature of V4 requests.
    const storage = s3Storage({
      ...options,
      bucket: "refused",
      credentials: { accessKeyId: "CLE-INCONNUE", secretAccessKey: "pas-le-bon-secret" },
    });
    const failure = await storage.write(webpName(6), Buffer.from("x")).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageError);
    expect(failure).toMatchObject({ reason: "not-writable" });
    expect(await s3Storage({ ...options, bucket: "refused" }).list()).toEqual([]);
  });

  it("a server that does not answer, for every operation", async () => {
    const unreachable = await startTestS3Server();
    await unreachable.stop();
    const storage = s3Storage({ ...options, endpoint: unreachable.endpoint });
    for (const operation of [
      () => storage.write(webpName(7), Buffer.from("x")),
      () => storage.read(webpName(7)),
      () => storage.exists(webpName(7)),
      () => storage.delete(webpName(7)),
      () => storage.list(),
    ]) {
      const failure = await operation().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StorageError);
      expect(failure).toMatchObject({ reason: "other", message: expect.stringMatching(/ECONNREFUSED/) });
    }
  });
});
