import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { ApiError } from "@/lib/api";
import { db } from "@/lib/db";
import {
  MAX_UPLOAD_BYTES,
  parseStoredName,
  STORAGE_ERRORS,
  storageKey,
  storedFilename,
  UPLOAD_ERRORS,
  UPLOAD_PATH_PREFIX,
  versionedPath,
} from "@/lib/media/rules";
import { StorageError, UPLOAD_CACHE_CONTROL, uploadContentType, uploadStorage } from "@/lib/media/storage";
import { storableText } from "@/lib/schemas";

export { MAX_UPLOAD_BYTES, storedFilename, UPLOAD_ERRORS, UPLOAD_PATH_PREFIX };

// The media pipeline: bytes in (checked, re-encoded, stored whole or not at all under a random name), bytes out (the
// /uploads route). The library around it (descriptions, uses, listing) is lib/media/library.ts, its folders
// lib/media/folders.ts.

/** Longest side of a stored image: larger uploads are scaled down. */
const MAX_DIMENSION = 2560;
/** Formats accepted as input, decided from the bytes. SVG is refused: it is a document, not a photo. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export interface StoredImage {
  id: number;
  /** The image's path for good, e.g. /uploads/3f…​.webp: what articles, projects and settings store. */
  path: string;
  /** The address of its current bytes (/uploads/3f….v1.webp), which a replacement changes. */
  url: string;
  filename: string;
  width: number;
  height: number;
  size: number;
}

/** A storage failure as the uploader is told it: 507 when the disk is full, 500 otherwise, in French. */
function storageApiError(error: unknown): ApiError {
  const reason = error instanceof StorageError ? error.reason : "other";
  console.error("Upload storage failed:", error instanceof Error ? error.message : error);
  if (reason === "full") return new ApiError(507, STORAGE_ERRORS.full);
  return new ApiError(500, reason === "not-writable" ? STORAGE_ERRORS.notWritable : STORAGE_ERRORS.other);
}

async function writeBytes(name: string, bytes: Buffer): Promise<void> {
  await uploadStorage()
    .write(name, bytes)
    .catch((error: unknown) => {
      throw storageApiError(error);
    });
}

/** What the library searches for an image: its name, texts and tags, lower-cased. */
export function mediaSearchText(media: {
  originalName: string | null;
  tags: readonly string[];
  texts: readonly (string | null)[];
}): string {
  return [media.originalName ?? "", ...media.texts.map((text) => text ?? ""), media.tags.join(" ")]
    .filter(Boolean)
    .join("\n")
    .toLowerCase();
}

/**
 * Stores an uploaded image into the library: accepted only if sharp decodes its bytes as a raster image of at most
 * 5 MB, re-encoded to WebP (orientation applied, metadata such as EXIF and GPS stripped) under a random name, in
 * `folderId` when given. All or nothing: the file is written whole or not at all (lib/media/storage.ts), and removed
 * again when its record cannot be stored.
 */
export async function storeImage(
  upload: { bytes: Buffer; originalName?: string },
  uploadedById?: number,
  folderId?: number | null,
): Promise<StoredImage> {
  const encoded = await reencode(upload.bytes);
  const filename = `${randomUUID()}.webp`;
  await writeBytes(filename, encoded.data);
  // The name the browser gave (NUL or half a surrogate pair in it would make the insert fail): information only.
  const originalName = upload.originalName ? storableText(upload.originalName).slice(0, 255) || null : null;
  try {
    const row = await db.mediaFile.create({
      data: {
        filename,
        originalName,
        mimeType: "image/webp",
        sourceFormat: encoded.format,
        size: encoded.info.size,
        width: encoded.info.width,
        height: encoded.info.height,
        uploadedById: uploadedById ?? null,
        folderId: folderId ?? null,
        searchText: mediaSearchText({ originalName, tags: [], texts: [] }),
      },
      select: { id: true },
    });
    return {
      id: row.id,
      path: `${UPLOAD_PATH_PREFIX}${filename}`,
      url: versionedPath(filename, 1),
      filename,
      width: encoded.info.width,
      height: encoded.info.height,
      size: encoded.info.size,
    };
  } catch (error) {
    await uploadStorage()
      .delete(filename)
      .catch(() => {});
    if (error instanceof Error && "code" in error && error.code === "P2003")
      throw ApiError.badRequest("Ce dossier n'existe plus. Choisissez-en un autre.");
    throw error;
  }
}

/** The bytes of an upload re-encoded as the pipeline stores them, with the format they were sent in. */
export async function reencode(bytes: Buffer) {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, UPLOAD_ERRORS.tooLarge.description);
  try {
    const image = sharp(bytes, { animated: true, failOn: "error", limitInputPixels: 100_000_000 });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new ApiError(400, UPLOAD_ERRORS.invalidType.description);
    const output = await image
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { ...output, format };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, UPLOAD_ERRORS.invalidType.description);
  }
}

/**
 * Writes a replacement's bytes as the next version of `filename` (a new name, so that the current bytes stay served
 * until the database says otherwise). Answers what the record must now say, and a function that removes the bytes
 * again should the record not be saved.
 */
export async function writeNextVersion(filename: string, version: number, bytes: Buffer) {
  const encoded = await reencode(bytes);
  const key = storageKey(filename, version + 1);
  await writeBytes(key, encoded.data);
  return {
    encoded,
    discard: () =>
      uploadStorage()
        .delete(key)
        .then(() => {}),
  };
}

/** Removes the bytes of every version up to `version` (a deleted image, or the versions a replacement left behind). */
export async function deleteVersions(filename: string, fromVersion: number, toVersion: number): Promise<void> {
  for (let version = fromVersion; version <= toVersion; version += 1) {
    await uploadStorage()
      .delete(storageKey(filename, version))
      .catch((error: unknown) =>
        console.error(
          `Upload ${storageKey(filename, version)} could not be deleted:`,
          error instanceof Error ? error.message : error,
        ),
      );
  }
}

async function readStored(name: string): Promise<Buffer | null> {
  return uploadStorage()
    .read(name)
    .catch((error: unknown) => {
      console.error(`Upload ${name} could not be read:`, error instanceof Error ? error.message : error);
      throw ApiError.unavailable(STORAGE_ERRORS.unreadable);
    });
}

/**
 * The bytes of a stored upload by its storage name, or null when there is none by that name. A storage that cannot
 * be read (a bucket that does not answer) is a 503, not a missing image: a 404 would be kept by browsers and caches.
 */
export async function readUpload(name: string): Promise<Buffer | null> {
  const stored = storedFilename(name);
  return stored ? readStored(stored) : null;
}

/** The current bytes of a library image (its record's version), for the variants. */
export function readCurrentVersion(media: { filename: string; version: number }): Promise<Buffer | null> {
  return readStored(storageKey(media.filename, media.version));
}

/** A short lifetime for an answer that follows the image's current version (its own name, a redirect). */
export const CURRENT_VERSION_CACHE_CONTROL = "public, max-age=60";

/** What GET /uploads/{name} sends: bytes with their type and lifetime, or the address that replaced the one asked. */
export type UploadAnswer = { bytes: Buffer; contentType: string; cacheControl: string } | { redirect: string };

/**
 * What GET /uploads/{name} answers:
 * - '<uuid>.v<n>.webp', a version's address: its bytes, cached for good (they never change); an address of a version
 *   replaced since (a page cached before the replacement) is sent on to the current one;
 * - '<uuid>.webp', the image's own name, which articles and the API keep: its current bytes, cached for a minute,
 *   since a replacement changes them.
 */
export async function uploadAnswer(name: string): Promise<UploadAnswer | null> {
  const parsed = parseStoredName(name);
  if (!parsed) return null;
  const contentType = uploadContentType(name);
  if (parsed.version !== null) {
    const bytes = await readStored(storageKey(parsed.filename, parsed.version));
    if (bytes) return { bytes, contentType, cacheControl: UPLOAD_CACHE_CONTROL };
    const current = await db.mediaFile.findUnique({ where: { filename: parsed.filename }, select: { version: true } });
    return current && current.version !== parsed.version
      ? { redirect: versionedPath(parsed.filename, current.version) }
      : null;
  }
  const media = await db.mediaFile.findUnique({ where: { filename: parsed.filename }, select: { version: true } });
  const bytes = await readStored(storageKey(parsed.filename, media?.version ?? 1));
  return bytes
    ? { bytes, contentType, cacheControl: media ? CURRENT_VERSION_CACHE_CONTROL : UPLOAD_CACHE_CONTROL }
    : null;
}

/** At most this many files in one POST /api/upload. */
export const MAX_FILES_PER_REQUEST = 10;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadedFile {
  bytes: Buffer;
  originalName: string;
}

/**
 * The image files of a multipart request's `field`, and the whole form (for its other fields). The body is refused
 * before it is read when it is larger than the files could be (413), or when its length is not declared (411:
 * browsers always declare it).
 */
export async function readUploadedFiles(
  request: Request,
  field: string,
  maxFiles: number,
): Promise<{ files: UploadedFile[]; form: FormData }> {
  const length = request.headers.get("content-length");
  if (!length) throw new ApiError(411, "La taille de l'envoi doit être indiquée (Content-Length).");
  if (Number(length) > maxFiles * MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw new ApiError(413, UPLOAD_ERRORS.tooLarge.description);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw ApiError.badRequest("Envoi invalide : un formulaire multipart est attendu.");
  }
  const files = form
    .getAll(field)
    .filter((entry): entry is File => typeof entry === "object" && "arrayBuffer" in entry);
  if (files.length === 0) throw ApiError.badRequest(`Aucune image reçue (champ « ${field} »).`);
  if (files.length > maxFiles) throw ApiError.badRequest(`${maxFiles} images au plus par envoi.`);
  const read = await Promise.all(
    files.map(async (file) => ({ bytes: Buffer.from(await file.arrayBuffer()), originalName: file.name })),
  );
  return { files: read, form };
}

/** Stores every file, or none: when one is refused, those already stored are removed and the error is raised. */
export async function storeImages(
  files: UploadedFile[],
  uploadedById?: number,
  folderId?: number | null,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const file of files) stored.push(await storeImage(file, uploadedById, folderId));
    return stored;
  } catch (error) {
    for (const image of stored) {
      await db.mediaFile.delete({ where: { id: image.id } }).catch(() => {});
      await deleteVersions(image.filename, 1, 1);
    }
    throw error;
  }
}
