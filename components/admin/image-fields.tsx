"use client";

import { Trash2Icon } from "lucide-react";
import { AdminImage } from "@/components/admin/admin-image";
import {
  ImageDropZone,
  UPLOAD_HINT,
  UploadFailed,
  UploadProgress,
  useImageUpload,
} from "@/components/admin/image-upload";
import { MediaPicker } from "@/components/admin/media/media-picker";
import { Button } from "@/components/ui/button";

// The back office's image fields: an image or a list of images, each sent from the computer (dropped or chosen) or
// chosen in the library ('Choisir dans la médiathèque'), where what is sent goes too.

/** One image with its preview and a remove button (the cover image). */
export function SingleImageField({
  value,
  onChange,
  onRemove,
  label,
  alt,
}: {
  value: string | null;
  /** `uploaded`: sent from this form (its own to discard if it is not kept), not chosen in the library. */
  onChange: (path: string, uploaded: boolean) => void;
  onRemove: (path: string) => void;
  label: string;
  alt: string;
}) {
  const { upload, progress, uploading, failed } = useImageUpload();
  return (
    <div className="space-y-3">
      {value ? (
        <div className="relative aspect-video overflow-hidden rounded-lg border bg-muted">
          <AdminImage src={value} alt={alt} sizes="(min-width: 1024px) 320px, 100vw" />
          <Button
            type="button"
            variant="destructive"
            size="sm"
            className="absolute top-2 right-2"
            onClick={() => onRemove(value)}
          >
            <Trash2Icon />
            Supprimer l&apos;image
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <ImageDropZone
            label={label}
            hint={UPLOAD_HINT}
            disabled={uploading}
            onFiles={async (files) => {
              const [path] = await upload(files, "many");
              if (path) onChange(path, true);
            }}
          />
          <MediaPicker
            label={`${label} dans la médiathèque`}
            disabled={uploading}
            onPick={([image]) => image && onChange(image.path, false)}
          />
        </div>
      )}
      <UploadProgress progress={progress} />
      <UploadFailed failed={failed} />
    </div>
  );
}

/** A list of images with thumbnails, each removable, and an area to add more (several files at once). */
export function ImageListField({
  value,
  onAdd,
  onRemove,
  label,
  altFor,
}: {
  value: readonly string[];
  /** `uploaded`: sent from this form, not chosen in the library. */
  onAdd: (paths: string[], uploaded: boolean) => void;
  onRemove: (path: string) => void;
  label: string;
  altFor: (index: number) => string;
}) {
  const { upload, progress, uploading, failed } = useImageUpload();
  return (
    <div className="space-y-3">
      {value.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {value.map((path, index) => (
            <li key={path} className="space-y-2">
              <div className="relative aspect-video overflow-hidden rounded-md border bg-muted">
                <AdminImage src={path} alt={altFor(index)} sizes="(min-width: 640px) 200px, 50vw" />
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="w-full text-destructive hover:text-destructive"
                onClick={() => onRemove(path)}
                aria-label={`Supprimer ${altFor(index)}`}
              >
                <Trash2Icon />
                Supprimer
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ImageDropZone
        label={label}
        hint={UPLOAD_HINT}
        multiple
        disabled={uploading}
        onFiles={async (files) => {
          const paths = await upload(files, "single");
          if (paths.length) onAdd(paths, true);
        }}
      />
      <MediaPicker
        multiple
        label={`${label} depuis la médiathèque`}
        disabled={uploading}
        onPick={(images) =>
          onAdd(
            images.map((image) => image.path).filter((path) => !value.includes(path)),
            false,
          )
        }
      />
      <UploadProgress progress={progress} />
      <UploadFailed failed={failed} />
    </div>
  );
}
