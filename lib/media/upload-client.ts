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
 * Uploads files from the browser with real progress (XMLHttpRequest upload events; fetch has none).
 * `field` is "images" for POST /api/upload and "image" for POST /api/upload/single; `fields` are sent beside the files
 * (the library's `folder`).
 */
export function uploadImages(
  url: string,
  field: "images" | "image",
  files: readonly File[],
  onProgress?: (percent: number) => void,
  fields: Record<string, string> = {},
): Promise<UploadedImage[]> {
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
      const answer = (request.response ?? {}) as {
        success?: boolean;
        message?: string;
        files?: UploadedImage[];
      } & Partial<UploadedImage>;
      if (request.status >= 200 && request.status < 300 && answer.success) {
        onProgress?.(100);
        resolve(answer.files ?? [answer as UploadedImage]);
      } else {
        reject(new UploadError(request.status, answer.message ?? `Erreur ${request.status}: ${request.statusText}`));
      }
    };
    request.onerror = () => reject(new UploadError(0, "Le serveur est injoignable. Vérifiez votre connexion."));
    request.send(body);
  });
}
