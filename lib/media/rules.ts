/** Rules of the media pipeline and library that the browser applies too (the server decides from the bytes in lib/media). */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Where the site serves uploads (app/uploads/[filename]); stored paths start with it ("/uploads/<uuid>.webp"). */
export const UPLOAD_PATH_PREFIX = "/uploads/";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/**
 * Names the media pipeline gives its files: '<uuid>.webp' (a library image's name for good, and the bytes of its
 * first version) or '<uuid>.v<n>.webp' (the bytes of version n). Anything else is refused before any storage access.
 */
const STORED_NAME = new RegExp(`^(${UUID})(?:\\.v([1-9]\\d{0,5}))?\\.webp$`);

/** The stored file name of an upload path or name, or null when it is not one the pipeline could have written. */
export function storedFilename(pathOrName: string): string | null {
  const name = pathOrName.startsWith(UPLOAD_PATH_PREFIX) ? pathOrName.slice(UPLOAD_PATH_PREFIX.length) : pathOrName;
  return STORED_NAME.test(name) ? name : null;
}

/**
 * What an upload's name says: the library image it belongs to (its `filename`, '<uuid>.webp') and the version it
 * names (null for the image's own name, which always means its current version).
 */
export function parseStoredName(pathOrName: string): { filename: string; version: number | null } | null {
  const name = storedFilename(pathOrName);
  const match = name ? STORED_NAME.exec(name) : null;
  if (!match) return null;
  return { filename: `${match[1]}.webp`, version: match[2] ? Number(match[2]) : null };
}

/** The library image an upload path names ('/uploads/<uuid>.v3.webp', 'uploads/<uuid>.webp'…), or null. */
export function mediaFilenameOf(pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  const path = pathOrUrl.startsWith("uploads/") ? `/${pathOrUrl}` : pathOrUrl;
  return path.startsWith(UPLOAD_PATH_PREFIX) ? (parseStoredName(path)?.filename ?? null) : null;
}

/** Where the bytes of a version are stored: the image's own name for version 1, '<uuid>.v<n>.webp' after. */
export function storageKey(filename: string, version: number): string {
  return version === 1 ? filename : filename.replace(/\.webp$/, `.v${version}.webp`);
}

/**
 * The public address of an image's current bytes, '/uploads/<uuid>.v<n>.webp' (version 1 included): it changes when
 * the file is replaced, so that browsers, caches and CDNs fetch the new bytes, and may keep each version for good.
 */
export function versionedPath(filename: string, version: number): string {
  return `${UPLOAD_PATH_PREFIX}${filename.replace(/\.webp$/, `.v${version}.webp`)}`;
}

/** The spec's messages (title and description) for refused uploads. */
export const UPLOAD_ERRORS = {
  invalidType: {
    title: "Type de fichier non valide",
    description: "Veuillez sélectionner une image valide (JPG, PNG, GIF, etc.)",
  },
  tooLarge: { title: "Fichier trop volumineux", description: "L'image est trop volumineuse. Taille maximale: 5 Mo." },
} as const;

/**
 * Why a valid image could not be stored, or a stored one read: the server's storage, not the file (507 when full, 500
 * otherwise; 503 when it cannot be read).
 */
export const STORAGE_ERRORS = {
  full: "Espace disque insuffisant sur le serveur : l'image n'a pas été enregistrée. Libérez de la place ou contactez l'administrateur du site.",
  notWritable:
    "Le dossier des images n'est pas accessible en écriture sur le serveur : l'image n'a pas été enregistrée. Contactez l'administrateur du site.",
  other: "L'image n'a pas pu être enregistrée sur le serveur. Veuillez réessayer.",
  /** Reading an image failed (the storage did not answer): served as a 503, never as a missing image. */
  unreadable: "Les images sont momentanément indisponibles. Veuillez réessayer plus tard.",
} as const;

export type UploadRefusal = (typeof UPLOAD_ERRORS)[keyof typeof UPLOAD_ERRORS];

/**
 * Why the browser should not even send a file: not declared as an image, or over 5 MB. A file that passes may
 * still be refused by the server, which decodes it (a renamed file is caught there).
 */
export function uploadRefusal(file: { type: string; size: number }): UploadRefusal | null {
  if (!file.type.startsWith("image/")) return UPLOAD_ERRORS.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_ERRORS.tooLarge;
  return null;
}

/** The spec's message for a refusal the server answered (status and message), or null for any other failure. */
export function serverUploadRefusal(status: number, message: string): UploadRefusal | null {
  if (status === 413 || message === UPLOAD_ERRORS.tooLarge.description) return UPLOAD_ERRORS.tooLarge;
  if (message === UPLOAD_ERRORS.invalidType.description) return UPLOAD_ERRORS.invalidType;
  return null;
}

/** The language of the site's texts: the descriptions edited in the library are in it (issue 45 adds others). */
export const DEFAULT_MEDIA_LOCALE = "fr";

/** What a public page needs to say about an image: its description, or that it is decorative (alt=""). */
export interface MediaDescribing {
  decorative: boolean;
  alt: string | null;
}

/** Whether an image is described: it has an alternative text, or was marked decorative ('À décrire' otherwise). */
export function isDescribed(media: MediaDescribing): boolean {
  return media.decorative || Boolean(media.alt?.trim());
}

/** The `alt` a public page gives the image: "" when decorative, its text otherwise, null while it is not described. */
export function altOf(media: MediaDescribing): string | null {
  if (media.decorative) return "";
  return media.alt?.trim() || null;
}

/** '850 Ko', '1,2 Mo': a stored file's size as the library shows it. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
  return `${(bytes / 1024 / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;
}
