"use client";

import { useRouter } from "next/navigation";
import { type ClipboardEvent, useState } from "react";
import { ImageDropZone, UPLOAD_HINT } from "@/components/admin/image-upload";
import { UserText } from "@/components/admin/user-text";
import { serverUploadRefusal, uploadRefusal } from "@/lib/media/rules";
import { UploadError, uploadImages } from "@/lib/media/upload-client";

interface FileProgress {
  key: string;
  name: string;
  /** 0–100 while it goes up; null once done. */
  percent: number | null;
  error?: string;
}

function refusalMessage(error: unknown): string {
  const refusal = error instanceof UploadError ? serverUploadRefusal(error.status, error.message) : null;
  if (refusal) return refusal.description;
  return error instanceof Error ? error.message : "Impossible de télécharger l'image. Veuillez réessayer.";
}

/**
 * Bulk upload into the library: files chosen, dropped or pasted from the clipboard are sent one by one (one refused
 * file does not stop the others), each with its own progress and its own message; the list refreshes after. Inside a
 * folder (`folder`), they go into it.
 */
export function MediaUploader({ folder }: { folder?: { id: number; name: string } }) {
  const router = useRouter();
  const [files, setFiles] = useState<FileProgress[]>([]);

  async function send(chosen: readonly File[]) {
    const batch = chosen.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }));
    setFiles((current) => [...batch.map(({ file, key }) => ({ key, name: file.name, percent: 0 })), ...current]);
    const update = (key: string, change: Partial<FileProgress>) =>
      setFiles((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
    for (const { file, key } of batch) {
      const refusal = uploadRefusal(file);
      if (refusal) {
        update(key, { percent: null, error: refusal.description });
        continue;
      }
      try {
        await uploadImages(
          "/api/upload/single",
          "image",
          [file],
          (percent) => update(key, { percent }),
          folder ? { folder: String(folder.id) } : {},
        );
        update(key, { percent: null });
      } catch (error) {
        update(key, { percent: null, error: refusalMessage(error) });
      }
    }
    router.refresh();
  }

  function paste(event: ClipboardEvent) {
    const pasted = [...event.clipboardData.files];
    if (pasted.length === 0) return;
    event.preventDefault();
    void send(pasted);
  }

  return (
    <section aria-label="Envoyer des images" className="space-y-2" onPaste={paste}>
      <ImageDropZone
        label="Déposez des images ici, collez-les (Ctrl+V) ou choisissez des fichiers"
        hint={UPLOAD_HINT}
        multiple
        onFiles={(chosen) => void send(chosen)}
      />
      {folder && (
        <p className="text-sm text-muted-foreground">
          Les images envoyées ici rejoignent le dossier « <UserText>{folder.name}</UserText> ».
        </p>
      )}
      {files.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Envois">
          {files.map((entry) => (
            <li key={entry.key} className="flex min-w-0 items-center gap-3">
              <span className="min-w-0 flex-1 truncate">{entry.name}</span>
              {entry.error ? (
                <span role="alert" className="text-destructive">
                  {entry.error}
                </span>
              ) : entry.percent === null ? (
                <span className="text-green-700">Envoyée</span>
              ) : (
                <progress className="w-32" max={100} value={entry.percent} aria-label={`Envoi de ${entry.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
