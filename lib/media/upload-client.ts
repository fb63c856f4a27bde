/** What POST /api/upload and /api/upload/single answer. */
export interface UploadedImage {
  path: string;
  filename: string;
  width: number;
  height: number;
  size: number;
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/**
 * Uploads files from the browser with real progress (XMLHttpRequest upload events; fetch has none) and resolves with
 * the route's JSON answer once it says `success`.
 * `field` is "images" for POST /api/upload and "image" for the one-file routes; `fields` are sent beside the files
 * (the library's `folder`).
 */
export function upload<Answer extends object>(
  url: string,
  field: "images" | "image",
  files: readonly File[],
  onProgress?: (percent: number) => void,
  fields: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const file of files) body.append(field, file);
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const answer = (request.response ?? {}) as { success?: boolean; message?: string };
      if (request.status >= 200 && request.status < 300 && answer.success) {
        onProgress?.(100);
        resolve(answer as Answer);
      } else {
        reject(new UploadError(request.status, answer.message ?? `Erreur ${request.status}: ${request.statusText}`));
      }
    };
    request.onerror = () => reject(new UploadError(0, "Le serveur est injoignable. Vérifiez votre connexion."));
    request.send(body);
  });
}

/** POST /api/upload (`files`) and /api/upload/single (the image itself): the stored images. */
export async function uploadImages(...args: Parameters<typeof upload>): Promise<UploadedImage[]> {
  const answer = await upload<{ files?: UploadedImage[] } & Partial<UploadedImage>>(...args);
  return answer.files ?? [answer as UploadedImage];
}
