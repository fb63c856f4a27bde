"use client";

import { ImagePlusIcon, Loader2Icon, StarIcon, Trash2Icon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { AdminImage } from "@/components/admin/admin-image";
import { MediaPicker } from "@/components/admin/media/media-picker";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { uploadImages } from "@/lib/media/upload-client";
import { addImages, canRemoveImage, type Gallery, removeImage } from "@/lib/projects/gallery";
import { cn } from "@/lib/utils";

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED_TYPES = "image/jpeg,image/png,image/gif,image/webp,image/avif";
/** Spec: the progress indicator disappears 1 s after the upload finished. */
const PROGRESS_LINGER_MS = 1000;

interface UploadOutcome {
  /** 'Aucun fichier n'a pu être uploadé' when every file failed, else 'Erreur lors de l'upload des images'. */
  title: string;
  failures: string[];
}

/** Why a file is refused before any upload (the server checks the bytes again). */
function refusal(file: File): string | null {
  if (!file.type.startsWith("image/"))
    return `${file.name} : veuillez sélectionner une image valide (JPG, PNG, GIF, etc.)`;
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name} : l'image est trop volumineuse. Taille maximale: 5 Mo.`;
  return null;
}

/**
 * The media step of the project form: several images uploaded at once (one file per call to
 * POST /api/upload/single, a failing file is skipped), the featured image chosen by its star, the last image kept.
 */
export function GalleryField({
  title,
  gallery,
  onChange,
  error,
  uploadsEnabled,
  onUploadingChange,
}: {
  title: string;
  gallery: Gallery;
  /** Receives how the gallery changes: an upload that ends later applies to the gallery as it is then. */
  onChange: (update: (current: Gallery) => Gallery) => void;
  /** The form's message (no image at save). */
  error?: string;
  /** Off in preview mode: nothing is stored. */
  uploadsEnabled: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [dragging, setDragging] = useState(false);
  // Uploads of this visit that no saved project shows yet: removing one deletes the file.
  const uploadedHere = useRef(new Set<string>());
  const uploading = progress !== null && progress < 100;

  useEffect(() => {
    if (progress !== 100) return;
    const timer = setTimeout(() => setProgress(null), PROGRESS_LINGER_MS);
    return () => clearTimeout(timer);
  }, [progress]);

  async function upload(files: File[]) {
    if (files.length === 0) return;
    setOutcome(null);
    const failures = files.map(refusal).filter((reason): reason is string => reason !== null);
    const accepted = files.filter((file) => !refusal(file));
    const totalBytes = accepted.reduce((sum, file) => sum + file.size, 0) || 1;
    let doneBytes = 0;
    const paths: string[] = [];
    onUploadingChange?.(true);
    setProgress(0);
    for (const file of accepted) {
      try {
        const [image] = await uploadImages("/api/upload/single", "image", [file], (percent) =>
          setProgress(Math.min(99, Math.round(((doneBytes + (file.size * percent) / 100) / totalBytes) * 100))),
        );
        paths.push(image!.path);
        uploadedHere.current.add(image!.path);
      } catch (reason) {
        failures.push(`${file.name} : ${reason instanceof Error ? reason.message : "échec de l'envoi"}`);
      }
      doneBytes += file.size;
    }
    setProgress(100);
    onUploadingChange?.(false);
    if (paths.length > 0) onChange((current) => addImages(current, paths));
    if (failures.length > 0)
      setOutcome({
        title: paths.length === 0 ? "Aucun fichier n'a pu être uploadé" : "Erreur lors de l'upload des images",
        failures,
      });
  }

  function remove(index: number) {
    const path = gallery.images[index]!;
    onChange((current) => removeImage(current, index));
    if (uploadedHere.current.delete(path) && path.startsWith("/uploads/")) {
      // Never saved with a project: the file has no reason to stay. A failure only leaves an unused file.
      void fetch(`/api/upload/${encodeURIComponent(path.slice("/uploads/".length))}`, { method: "DELETE" }).catch(
        () => {},
      );
    }
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      {uploadsEnabled ? (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (!uploading) void upload([...event.dataTransfer.files]);
          }}
          className={cn(
            "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center",
            dragging && "border-primary bg-primary/5",
            error && "border-destructive",
          )}
        >
          <ImagePlusIcon className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">
            Glissez vos images ici ou choisissez-en plusieurs à la fois (JPG, PNG, GIF, 5 Mo au plus chacune).
          </p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES}
            multiple
            className="sr-only"
            aria-label="Ajouter des images"
            disabled={uploading}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = "";
              void upload(files);
            }}
          />
          <div className="flex flex-wrap justify-center gap-2">
            <Button type="button" variant="outline" disabled={uploading} onClick={() => input.current?.click()}>
              {uploading ? <Loader2Icon className="animate-spin" /> : <ImagePlusIcon />}
              {uploading ? "Upload en cours..." : "Ajouter des images"}
            </Button>
            <MediaPicker
              multiple
              label="Choisir dans la médiathèque"
              disabled={uploading}
              onPick={(images) =>
                onChange((current) =>
                  addImages(
                    current,
                    images.map((image) => image.path).filter((path) => !current.images.includes(path)),
                  ),
                )
              }
            />
          </div>
          {progress !== null && (
            <div className="w-full max-w-sm">
              <div
                role="progressbar"
                aria-label="Progression de l'upload"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
              </div>
              <p className="mt-1 text-xs text-muted-foreground">{progress} %</p>
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Mode prévisualisation : l&apos;ajout d&apos;images est désactivé, rien n&apos;est enregistré.
        </p>
      )}

      {outcome && (
        <Alert variant="destructive">
          <AlertTitle>Erreur: {outcome.title}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {outcome.failures.map((failure) => (
                <li key={failure}>{failure}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}

      {gallery.images.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Images du projet">
          {gallery.images.map((image, index) => {
            const featured = index === gallery.featuredImageIndex;
            const position = index + 1;
            return (
              <li
                key={image}
                className={cn("overflow-hidden rounded-lg border bg-background", featured && "ring-2 ring-primary")}
                aria-label={`Image ${position}${featured ? " (image principale)" : ""}`}
              >
                <div className="relative aspect-[4/3] bg-muted">
                  <AdminImage
                    src={image}
                    title={title || "Image"}
                    alt={`Image ${position} du projet`}
                    sizes="(min-width: 1024px) 25vw, 50vw"
                  />
                  {featured && <Badge className="absolute top-2 left-2">Image principale</Badge>}
                </div>
                <div className="flex items-center justify-between gap-1 p-2">
                  <Button
                    type="button"
                    variant={featured ? "secondary" : "ghost"}
                    size="icon"
                    disabled={featured}
                    aria-pressed={featured}
                    aria-label={`Définir l'image ${position} comme image principale`}
                    title="Définir comme image principale"
                    onClick={() => onChange((current) => ({ ...current, featuredImageIndex: index }))}
                  >
                    <StarIcon className={cn(featured && "fill-current")} />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive"
                    disabled={!canRemoveImage(gallery)}
                    title={
                      canRemoveImage(gallery) ? "Supprimer l'image" : "La dernière image ne peut pas être supprimée"
                    }
                    aria-label={`Supprimer l'image ${position}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2Icon />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
