import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { ApiError } from "@/lib/api";
import { db, type DbClient } from "@/lib/db";
import { MAX_UPLOAD_BYTES, STORAGE_ERRORS, storedFilename, UPLOAD_ERRORS, UPLOAD_PATH_PREFIX } from "@/lib/media/rules";
import { StorageError, uploadStorage } from "@/lib/media/storage";
import { storableText } from "@/lib/schemas";

export { MAX_UPLOAD_BYTES, storedFilename, UPLOAD_ERRORS, UPLOAD_PATH_PREFIX };

/** Longest side of a stored image: larger uploads are scaled down. */
const MAX_DIMENSION = 2560;
/** Formats accepted as input, decided from the bytes. SVG is refused: it is a document, not a photo. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export interface StoredImage {
  /** Public path, e.g. /uploads/3f…​.webp */
  path: string;
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

/**
 * Stores an uploaded image: accepted only if sharp decodes its bytes as a raster image of at most 5 MB,
 * re-encoded to WebP (orientation applied, metadata such as EXIF and GPS stripped) under a random name.
 * All or nothing: the file is written whole or not at all (lib/media/storage.ts), and removed again when its
 * record cannot be stored.
 */
export async function storeImage(
  upload: { bytes: Buffer; originalName?: string },
  uploadedById?: number,
): Promise<StoredImage> {
  if (upload.bytes.byteLength > MAX_UPLOAD_BYTES) throw new ApiError(413, UPLOAD_ERRORS.tooLarge.description);
  const encoded = await reencode(upload.bytes);
  const filename = `${randomUUID()}.webp`;
  const storage = uploadStorage();
  await storage.write(filename, encoded.data).catch((error: unknown) => {
    throw storageApiError(error);
  });
  try {
    await db.mediaFile.create({
      data: {
        filename,
        // The name the browser gave (NUL or half a surrogate pair in it would make the insert fail): information only.
        originalName: upload.originalName ? storableText(upload.originalName).slice(0, 255) : null,
        mimeType: "image/webp",
        size: encoded.info.size,
        width: encoded.info.width,
        height: encoded.info.height,
        uploadedById: uploadedById ?? null,
      },
    });
  } catch (error) {
    await storage.delete(filename).catch(() => {});
    throw error;
  }
  return {
    path: `${UPLOAD_PATH_PREFIX}${filename}`,
    filename,
    width: encoded.info.width,
    height: encoded.info.height,
    size: encoded.info.size,
  };
}

async function reencode(bytes: Buffer) {
  try {
    const image = sharp(bytes, { animated: true, failOn: "error", limitInputPixels: 100_000_000 });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new ApiError(400, UPLOAD_ERRORS.invalidType.description);
    return await image
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, UPLOAD_ERRORS.invalidType.description);
  }
}

function requireStoredFilename(pathOrName: string): string {
  const filename = storedFilename(pathOrName);
  if (!filename) throw ApiError.badRequest("Nom de fichier invalide.");
  return filename;
}

/**
 * The bytes of a stored upload, or null when there is none by that name. A storage that cannot be read (a bucket
 * that does not answer) is a 503, not a missing image: a 404 would be kept by browsers and caches.
 */
export async function readUpload(filename: string): Promise<Buffer | null> {
  const name = storedFilename(filename);
  if (!name) return null;
  return uploadStorage()
    .read(name)
    .catch((error: unknown) => {
      console.error(`Upload ${name} could not be read:`, error instanceof Error ? error.message : error);
      throw ApiError.unavailable(STORAGE_ERRORS.unreadable);
    });
}

/** Deletes an upload (file and record). Only names the pipeline writes are accepted: traversal is refused with 400. */
export async function deleteUpload(pathOrName: string): Promise<void> {
  const filename = requireStoredFilename(pathOrName);
  const deleted = await db.mediaFile.deleteMany({ where: { filename } });
  const existed = await uploadStorage()
    .delete(filename)
    .catch(() => false);
  if (deleted.count === 0 && !existed) throw ApiError.notFound("Image introuvable.");
}

/** Whether a blog post, a project (other than those excluded) or a page's SEO fields still show this upload. */
export async function isUploadInUse(
  uploadPath: string,
  exclude: { postId?: number; projectId?: number } = {},
  client: DbClient = db,
): Promise<boolean> {
  const [posts, projects, pages] = await Promise.all([
    client.blogPost.count({
      where: {
        ...(exclude.postId ? { id: { not: exclude.postId } } : {}),
        OR: [
          { coverImage: uploadPath },
          { socialImage: uploadPath },
          { additionalImages: { has: uploadPath } },
          { content: { contains: uploadPath } },
        ],
      },
    }),
    client.project.count({
      where: {
        ...(exclude.projectId ? { id: { not: exclude.projectId } } : {}),
        OR: [{ images: { has: uploadPath } }, { socialImage: uploadPath }],
      },
    }),
    client.pageSeo.count({ where: { socialImage: uploadPath } }),
  ]);
  return posts + projects + pages > 0;
}

/** Deletes the uploads among `paths` that nothing else uses (after an item was deleted or lost images). */
export async function deleteUnusedUploads(
  paths: readonly string[],
  exclude: { postId?: number; projectId?: number } = {},
): Promise<void> {
  for (const uploadPath of new Set(paths)) {
    if (!storedFilename(uploadPath) || (await isUploadInUse(uploadPath, exclude))) continue;
    await deleteUpload(uploadPath).catch(() => {});
  }
}

/** At most this many files in one POST /api/upload. */
export const MAX_FILES_PER_REQUEST = 10;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The image files of a multipart request's `field`. The body is refused before it is read when it is larger than
 * the files could be (413), or when its length is not declared (411: browsers always declare it).
 */
export async function readUploadedFiles(
  request: Request,
  field: string,
  maxFiles: number,
): Promise<{ bytes: Buffer; originalName: string }[]> {
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
  return Promise.all(
    files.map(async (file) => ({ bytes: Buffer.from(await file.arrayBuffer()), originalName: file.name })),
  );
}

/** Stores every file, or none: when one is refused, those already stored are removed and the error is raised. */
export async function storeImages(
  files: { bytes: Buffer; originalName: string }[],
  uploadedById?: number,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const file of files) stored.push(await storeImage(file, uploadedById));
    return stored;
  } catch (error) {
    await Promise.all(stored.map((image) => deleteUpload(image.filename).catch(() => {})));
    throw error;
  }
}

/** DELETE /api/upload/{filename}: refused while a post or a project still shows the image. */
export async function deleteUnusedUpload(pathOrName: string): Promise<void> {
  const filename = requireStoredFilename(pathOrName);
  if (await isUploadInUse(`${UPLOAD_PATH_PREFIX}${filename}`)) {
    throw ApiError.conflict("Cette image est encore utilisée par un article ou un projet enregistré.");
  }
  await deleteUpload(filename);
}
