// Where uploaded files live, behind one small interface with two drivers: the local disk (UPLOAD_DIR, the default)
// and an S3-compatible bucket (S3_BUCKET, lib/media/s3-storage.ts). Not marked server-only: npm run backup,
// restore and media:copy-to-s3 use it too.
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, open, readdir, readFile, rename, rm, stat, statfs } from "node:fs/promises";
import path from "node:path";
import { storageEnv } from "@/lib/env";
import { MAX_UPLOAD_BYTES } from "@/lib/media/rules";
import { s3Storage } from "@/lib/media/s3-storage";

/** A storage failure that says what happened to the disk, for the upload's answer (507 when it is full). */
export class StorageError extends Error {
  override name = "StorageError";
  constructor(
    readonly reason: "full" | "not-writable" | "other",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface UploadStorage {
  /** Stores `bytes` under `name`, all or nothing: a failure leaves no file, whole or partial. */
  write(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes stored under `name`, or null when there are none. */
  read(name: string): Promise<Buffer | null>;
  /** Removes `name`; whether there was such a file. */
  delete(name: string): Promise<boolean>;
  exists(name: string): Promise<boolean>;
  /** The size in bytes of what is stored under `name`, or null when there is nothing. */
  size(name: string): Promise<number | null>;
  /** Every stored name (for backups), in no particular order. */
  list(): Promise<string[]>;
  /**
   * Whether an upload can be stored and served now (the health checks, lib/health.ts): throws a StorageError when the
   * store does not answer, refuses access, or has no room for one more upload. One cheap call.
   */
  probe(): Promise<void>;
}

/**
 * How long browsers and CDNs keep an upload: names are random and a stored file never changes, so for good. Sent by
 * the /uploads route and stored on each S3 object, so that a public bucket or CDN (MEDIA_PUBLIC_URL) sends it too.
 */
export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The Content-Type of a stored name (the media pipeline writes WebP only). */
export function uploadContentType(name: string): string {
  return name.toLowerCase().endsWith(".webp") ? "image/webp" : "application/octet-stream";
}

/** Files being written carry this prefix until they are complete: never served, listed or backed up. */
const PARTIAL_PREFIX = ".partial-";

function storageError(error: unknown): StorageError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC" || code === "EDQUOT")
    return new StorageError("full", "No space left for uploads", { cause: error });
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new StorageError("not-writable", "The upload folder is not writable", { cause: error });
  return new StorageError("other", error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * The local-disk driver: files in `dir`. A write goes to a hidden temporary name in the same folder, is flushed
 * to the disk, then renamed into place (atomic on one file system); on any failure the temporary file is removed.
 */
export function localDiskStorage(dir: string): UploadStorage {
  const root = path.resolve(dir);
  const file = (name: string) => path.join(root, name);
  return {
    async write(name, bytes) {
      const partial = file(`${PARTIAL_PREFIX}${randomBytes(8).toString("hex")}-${name}`);
      try {
        await mkdir(root, { recursive: true });
        const handle = await open(partial, "wx", 0o644);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, file(name));
      } catch (error) {
        await rm(partial, { force: true }).catch(() => {});
        throw storageError(error);
      }
    },
    async read(name) {
      return readFile(file(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
    },
    async delete(name) {
      return rm(file(name)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return false;
          throw error;
        },
      );
    },
    async exists(name) {
      return stat(file(name)).then(
        (stats) => stats.isFile(),
        () => false,
      );
    },
    async size(name) {
      return stat(file(name)).then(
        (stats) => (stats.isFile() ? stats.size : null),
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return null;
          throw error;
        },
      );
    },
    async list() {
      const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith(PARTIAL_PREFIX))
        .map((entry) => entry.name);
    },
    async probe() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
        const disk = await statfs(root);
        if (disk.bavail * disk.bsize < MAX_UPLOAD_BYTES)
          throw Object.assign(new Error("less room than one upload"), { code: "ENOSPC" });
      } catch (error) {
        throw storageError(error);
      }
    },
  };
}

let configured: UploadStorage | undefined;

/**
 * The storage the app uses: the bucket S3_BUCKET when it is set (every instance then sees every upload), else the
 * local disk under UPLOAD_DIR (default .data/uploads).
 */
export function uploadStorage(): UploadStorage {
  configured ??= configuredStorage();
  return configured;
}

function configuredStorage(): UploadStorage {
  const env = storageEnv();
  if (!env.S3_BUCKET) return localDiskStorage(env.UPLOAD_DIR);
  return s3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
