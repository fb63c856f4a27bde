"use client";

import { ImagePlusIcon, Loader2Icon } from "lucide-react";
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { serverUploadRefusal, uploadRefusal } from "@/lib/media/rules";
import { UploadError, uploadImages } from "@/lib/media/upload-client";
import { cn } from "@/lib/utils";

/** The progress bar stays this long at 100 % before it disappears (spec: 1 s). */
export const PROGRESS_HIDE_DELAY_MS = 1000;

/**
 * Uploads images with the spec's checks and messages and real progress (upload events, not a simulated climb).
 * `"many"` sends every file in one POST /api/upload (field images); `"single"` sends them one by one to
 * POST /api/upload/single (field image), so that one refused file does not stop the others.
 * Answers the stored paths; refusals and failures are reported in toasts, and `failed` keeps a failed upload on
 * screen (`<UploadFailed>`) until the next attempt (spec: the article form's inline 'Impossible de télécharger
 * l'image. …' beside the toast).
 */
export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const upload = useCallback(async (files: readonly File[], endpoint: "many" | "single"): Promise<string[]> => {
    const accepted = files.filter((file) => {
      const refusal = uploadRefusal(file);
      if (refusal) toast.error(refusal.title, { description: refusal.description });
      return !refusal;
    });
    if (accepted.length === 0) return [];
    setFailed(false);
    window.clearTimeout(hideTimer.current);
    setProgress(0);
    const batches = endpoint === "many" ? [accepted] : accepted.map((file) => [file]);
    const paths: string[] = [];
    for (const [index, batch] of batches.entries()) {
      try {
        const onProgress = (percent: number) =>
          setProgress(Math.round(((index + percent / 100) / batches.length) * 100));
        const stored = await uploadImages(
          endpoint === "many" ? "/api/upload" : "/api/upload/single",
          endpoint === "many" ? "images" : "image",
          batch,
          onProgress,
        );
        paths.push(...stored.map((image) => image.path));
      } catch (error) {
        reportUploadFailure(error);
        setFailed(true);
      }
    }
    setProgress(100);
    hideTimer.current = window.setTimeout(() => setProgress(null), PROGRESS_HIDE_DELAY_MS);
    return paths;
  }, []);

  return { upload, progress, uploading: progress !== null && progress < 100, failed };
}

/** The inline message of a failed upload (the toast says it too, but goes away). */
export function UploadFailed({ failed }: { failed: boolean }) {
  if (!failed) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      Impossible de télécharger l&apos;image. Veuillez réessayer.
    </p>
  );
}

function reportUploadFailure(error: unknown) {
  const refusal = error instanceof UploadError ? serverUploadRefusal(error.status, error.message) : null;
  if (refusal) toast.error(refusal.title, { description: refusal.description });
  else
    toast.error("Impossible d'uploader l'image. Veuillez réessayer.", {
      description: error instanceof Error ? error.message : undefined,
    });
}

/** The real progress of an upload; `null` hides it. */
export function UploadProgress({
  progress,
  label = "Téléversement de l'image",
}: {
  progress: number | null;
  label?: string;
}) {
  if (progress === null) return null;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width] duration-200" style={{ width: `${progress}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">{progress < 100 ? `Envoi… ${progress} %` : "Envoi terminé"}</p>
    </div>
  );
}

/** A button-like area that opens the file picker, and takes files dropped on it. */
export function ImageDropZone({
  label,
  hint,
  multiple = false,
  disabled,
  onFiles,
}: {
  label: string;
  hint?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files].slice(0, multiple ? undefined : 1));
  }
  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cn(
        "flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm transition-colors hover:bg-accent/50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
        dragging && "border-primary bg-accent/50",
        disabled && "pointer-events-none opacity-60",
      )}
    >
      {disabled ? (
        <Loader2Icon className="size-6 animate-spin text-muted-foreground" aria-hidden />
      ) : (
        <ImagePlusIcon className="size-6 text-muted-foreground" aria-hidden />
      )}
      <span className="font-medium">{label}</span>
      {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}

export const UPLOAD_HINT = "JPG, PNG, GIF ou WebP, 5 Mo au plus";
