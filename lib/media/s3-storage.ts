// The S3 driver of the upload storage (lib/media/storage.ts): one object per upload, named as the file would be, in
// a bucket of its own, on AWS S3 or any S3-compatible server (Cloudflare R2, MinIO…). Not marked server-only: the
// backup, restore and copy commands use it too.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { StorageError, UPLOAD_CACHE_CONTROL, uploadContentType, type UploadStorage } from "@/lib/media/storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** The provider's URL; unset for AWS S3. */
  endpoint?: string;
  /** The bucket in the path (https://host/bucket/key), as most non-AWS servers expect. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, the machine's IAM role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Answers that mean the credentials may not write (or read) the bucket. */
const REFUSED = new Set([
  "AccessDenied",
  "AllAccessDisabled",
  "InvalidAccessKeyId",
  "SignatureDoesNotMatch",
  "AccountProblem",
  "InvalidToken",
  "ExpiredToken",
]);
/** Answers that mean the server has no room left (MinIO's disk, a provider's quota). */
const FULL = new Set(["XMinioStorageFull", "QuotaExceeded", "StorageFull"]);

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** A missing object (GetObject's NoSuchKey; HeadObject answers a bare 404, which the SDK names NotFound). */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as SdkError;
  return name === "NoSuchKey" || name === "NotFound" || ($metadata?.httpStatusCode === 404 && name !== "NoSuchBucket");
}

function s3Error(error: unknown, options: S3StorageOptions): StorageError {
  const { name = "Error", code, message = String(error) } = (error ?? {}) as SdkError;
  const where = `the bucket "${options.bucket}"${options.endpoint ? ` at ${options.endpoint}` : ""}`;
  if (REFUSED.has(name))
    return new StorageError("not-writable", `Access to ${where} was refused (${name}): ${message}`, { cause: error });
  if (FULL.has(name)) return new StorageError("full", `No space left in ${where} (${name})`, { cause: error });
  if (name === "NoSuchBucket")
    return new StorageError("other", `${where[0]!.toUpperCase()}${where.slice(1)} does not exist`, { cause: error });
  // Network failures (ECONNREFUSED, ENOTFOUND, timeouts) carry a code and no S3 error name.
  const reason = code ?? name;
  return new StorageError("other", `Cannot use ${where} (${reason}): ${message}`, { cause: error });
}

/**
 * Uploads in an S3 bucket. A write is one PutObject (an object appears whole or not at all), with the image's
 * Content-Type and the uploads' Cache-Control, so that a public bucket or CDN serves them as the app does. Every
 * failure becomes a StorageError (access refused: "not-writable"; no room: "full"; anything else: "other").
 */
export function s3Storage(options: S3StorageOptions): UploadStorage {
  const Bucket = options.bucket;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // The SDK's default integrity checksums (CRC32 headers on every upload) are refused or mishandled by several
    // S3-compatible servers; checksums stay on where S3 requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A bucket that does not answer fails the request rather than holding it (and a visitor's page) open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const fail = (error: unknown): never => {
    throw s3Error(error, options);
  };

  async function size(name: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: name }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissingObject(error)) return null;
      return fail(error);
    }
  }

  return {
    async write(name, bytes) {
      await client
        .send(
          new PutObjectCommand({
            Bucket,
            Key: name,
            Body: bytes,
            ContentLength: bytes.byteLength,
            ContentType: uploadContentType(name),
            CacheControl: UPLOAD_CACHE_CONTROL,
          }),
        )
        .catch(fail);
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (isMissingObject(error)) return null;
        return fail(error);
      }
    },
    async delete(name) {
      // S3 deletes a missing key without complaint: whether it existed is asked first.
      const existed = (await size(name)) !== null;
      if (existed) await client.send(new DeleteObjectCommand({ Bucket, Key: name })).catch(fail);
      return existed;
    },
    async exists(name) {
      return (await size(name)) !== null;
    },
    size,
    async list() {
      // One page holds at most 1,000 keys: follow the continuation tokens to the end.
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token })).catch(fail);
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
    async probe() {
      // A key no upload has (uploads are named by uuid): the bucket answers, and the keys may read it.
      await size(".probe");
    },
  };
}
