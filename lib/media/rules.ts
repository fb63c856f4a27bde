/** Rules of the media pipeline that the browser applies too (the server decides from the bytes in lib/media). */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Where the site serves uploads (app/uploads/[filename]); stored paths start with it ("/uploads/<uuid>.webp"). */
export const UPLOAD_PATH_PREFIX = "/uploads/";
/** Names the media pipeline gives its files: anything else is refused before any storage access. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The stored file name of an upload path or name, or null when it is not one the pipeline could have written. */
export function storedFilename(pathOrName: string): string | null {
  const name = pathOrName.startsWith(UPLOAD_PATH_PREFIX) ? pathOrName.slice(UPLOAD_PATH_PREFIX.length) : pathOrName;
  return STORED_NAME.test(name) ? name : null;
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
