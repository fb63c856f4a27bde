// Where uploaded files live, behind one small interface: the local disk today (UPLOAD_DIR); another driver (S3…)
// implements the same five operations. Not marked server-only: npm run backup and restore use it too.
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { serverEnv } from "@/lib/env";

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
  /** Every stored name (for backups), in no particular order. */
  list(): Promise<string[]>;
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
    async list() {
      const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith(PARTIAL_PREFIX))
        .map((entry) => entry.name);
    },
  };
}

let configured: UploadStorage | undefined;

/** The storage the app uses: the local disk under UPLOAD_DIR (default .data/uploads). */
export function uploadStorage(): UploadStorage {
  configured ??= localDiskStorage(serverEnv().UPLOAD_DIR);
  return configured;
}
