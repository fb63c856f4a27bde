"use client";

import { type FormEvent, type KeyboardEvent, type PointerEvent, useId, useRef, useState, useTransition } from "react";
import { useSearchParams } from "next/navigation";
import { toast } from "sonner";
import { AdminImage } from "@/components/admin/admin-image";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ServerAction } from "@/lib/auth/action-result";
import {
  type CropPixels,
  cropHeightFor,
  cropToPixels,
  frameOf,
  isMediaVariant,
  MEDIA_VARIANT_NAMES,
  MEDIA_VARIANTS,
  type MediaVariant,
  minCropWidth,
  variantPath,
} from "@/lib/media/framing";
import { mediaCropFitSchema, type MediaCropInput } from "@/lib/media/schemas";
import type { MediaSummary, MediaView } from "@/lib/media/types";

// 'Recadrage' on a file's page (back office only): per format, a rectangle of the format's ratio drawn on the image —
// dragged to move, resized by its corners (pointer events: mouse, pen and touch), moved with the arrow keys and resized
// with Shift + arrows — and the same crop as a form in pixels, which is enough without the drag.

type Fields = Record<"x" | "y" | "width", string>;
type Corner = "nw" | "ne" | "sw" | "se";
const CORNERS: Corner[] = ["nw", "ne", "sw", "se"];
const CORNER_CLASSES: Record<Corner, string> = {
  nw: "left-0 top-0 cursor-nwse-resize",
  ne: "left-full top-0 cursor-nesw-resize",
  sw: "left-0 top-full cursor-nesw-resize",
  se: "left-full top-full cursor-nwse-resize",
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const fieldsOf = (crop: CropPixels): Fields => ({ x: String(crop.x), y: String(crop.y), width: String(crop.width) });

/**
 * A crop `width` wide, one corner of it held at (`left`, `top`) or (`right`, `bottom`) as `corner` says which one is
 * moving, shrunk to stay inside the image; null when the image has no room for it at the format's smallest size.
 */
function sizedCrop(
  image: MediaView,
  variant: MediaVariant,
  held: { left: number; top: number; right: number; bottom: number },
  corner: Corner,
  width: number,
): CropPixels | null {
  const { ratio } = MEDIA_VARIANTS[variant];
  const east = corner.endsWith("e");
  const south = corner.startsWith("s");
  const room = Math.min(
    east ? image.width - held.left : held.right,
    Math.floor((south ? image.height - held.top : held.bottom) * ratio),
  );
  if (room < minCropWidth(variant)) return null;
  const sized = Math.round(clamp(width, minCropWidth(variant), room));
  const height = Math.min(cropHeightFor(variant, sized), south ? image.height - held.top : held.bottom);
  return {
    x: east ? held.left : held.right - sized,
    y: south ? held.top : held.bottom - height,
    width: sized,
    height,
  };
}

export function MediaCropEditor({
  media,
  save,
}: {
  media: MediaView;
  save: ServerAction<MediaCropInput, MediaSummary>;
}) {
  const [view, setView] = useState(media);
  // The chosen format is in the address (?format=): a save refreshes the page, which draws the screen anew.
  const formatParam = useSearchParams().get("format") ?? "";
  const [variant, setVariant] = useState<MediaVariant>(isMediaVariant(formatParam) ? formatParam : "card");
  const [draft, setDraft] = useState<Fields | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, startTransition] = useTransition();
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ corner: Corner | null; x: number; y: number; crop: CropPixels; scale: number } | null>(null);
  const id = useId();
  const spec = MEDIA_VARIANTS[variant];
  // A new focal point reaches the frames of the formats without a crop of their own.
  const image = { ...view, focal: media.focal };
  const saved = cropToPixels(image, frameOf(image, variant));
  const fields = draft ?? fieldsOf(saved);
  const typed = { x: Number(fields.x), y: Number(fields.y), width: Number(fields.width) };
  const valid = Object.values(typed).every(Number.isInteger);
  // What the rectangle and the preview show: the fields when they are numbers, kept inside the image.
  const width = valid ? clamp(typed.width, 1, image.width) : saved.width;
  const height = Math.min(cropHeightFor(variant, width), image.height);
  const shown: CropPixels = valid
    ? { x: clamp(typed.x, 0, image.width - width), y: clamp(typed.y, 0, image.height - height), width, height }
    : saved;
  const manual = Boolean(view.crops[variant]);

  function choose(next: MediaVariant) {
    setVariant(next);
    const address = new URL(window.location.href);
    address.searchParams.set("format", next);
    window.history.replaceState(null, "", address);
    setDraft(null);
    setErrors({});
  }

  function moved(crop: CropPixels | null) {
    if (crop) setDraft(fieldsOf(crop));
  }

  const moveBy = (crop: CropPixels, dx: number, dy: number): CropPixels => ({
    ...crop,
    x: clamp(Math.round(crop.x + dx), 0, image.width - crop.width),
    y: clamp(Math.round(crop.y + dy), 0, image.height - crop.height),
  });
  const heldOf = (crop: CropPixels) => ({
    left: crop.x,
    top: crop.y,
    right: crop.x + crop.width,
    bottom: crop.y + crop.height,
  });

  function startDrag(event: PointerEvent<HTMLButtonElement>) {
    if (!box.current || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    const corner = ((event.target as HTMLElement).dataset.corner as Corner | undefined) ?? null;
    const scale = image.width / box.current.getBoundingClientRect().width;
    drag.current = { corner, x: event.clientX, y: event.clientY, crop: shown, scale };
  }

  function dragTo(event: PointerEvent<HTMLButtonElement>) {
    const start = drag.current;
    if (!start) return;
    const dx = (event.clientX - start.x) * start.scale;
    const dy = (event.clientY - start.y) * start.scale;
    if (!start.corner) return moved(moveBy(start.crop, dx, dy));
    const east = start.corner.endsWith("e") ? 1 : -1;
    const south = start.corner.startsWith("s") ? 1 : -1;
    // The corner follows whichever of the pointer's two moves asks for the larger crop.
    const wanted = Math.max(start.crop.width + east * dx, (start.crop.height + south * dy) * spec.ratio);
    moved(sizedCrop(image, variant, heldOf(start.crop), start.corner, wanted));
  }

  function onKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = Math.max(1, Math.round(image.width / 100));
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    if (!event.shiftKey) return moved(moveBy(shown, move[0], move[1]));
    // Shift + → or ↓ grows the crop, Shift + ← or ↑ shrinks it, its top left corner held.
    const grow = move[0] + move[1];
    moved(sizedCrop(image, variant, heldOf(shown), "se", shown.width + grow));
  }

  function send(crop: CropPixels | null) {
    startTransition(async () => {
      const result = await save({ id: view.id, variant, crop });
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        toast.error("Impossible d'enregistrer le recadrage.", { description: result.error });
        return;
      }
      setView({ ...view, crops: result.data.crops });
      setDraft(null);
      setErrors({});
      toast.success(crop ? `Recadrage ${spec.label} enregistré` : `${spec.label} : retour au point focal`);
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const crop = { ...typed, height: cropHeightFor(variant, typed.width) };
    const checked = mediaCropFitSchema(image, variant).safeParse(crop);
    if (!checked.success) {
      const found: Record<string, string[]> = {};
      for (const issue of checked.error.issues) (found[String(issue.path[0] ?? "x")] ??= []).push(issue.message);
      setErrors(found);
      return;
    }
    send(checked.data);
  }

  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const errorOf = (field: string) => errors[field]?.[0] ?? (field === "width" ? errors.height?.[0] : undefined);
  const field = (name: keyof Fields, label: string) => (
    <div className="space-y-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        value={fields[name]}
        onChange={(event) => setDraft({ ...fields, [name]: event.target.value })}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={errorOf(name) ? `${id}-${name}-error` : undefined}
      />
      {errorOf(name) && (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errorOf(name)}
        </p>
      )}
    </div>
  );

  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-2 text-sm font-medium">Format</legend>
        {MEDIA_VARIANT_NAMES.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-variant`} checked={variant === name} onChange={() => choose(name)} />
            {MEDIA_VARIANTS[name].label}
            {view.crops[name] && <span className="text-xs text-muted-foreground">(manuel)</span>}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-muted-foreground" data-testid="crop-status">
        {manual
          ? `${spec.label} : recadrage manuel.`
          : `${spec.label} : cadré autour du point focal, tant qu'aucun recadrage n'est enregistré.`}
      </p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[2fr_1fr]">
        <div
          ref={box}
          className="relative w-full overflow-hidden rounded-md border bg-muted select-none"
          style={{ aspectRatio: `${image.width} / ${image.height}` }}
        >
          <AdminImage src={image.url} alt="" title="" sizes="(min-width: 1024px) 50vw, 100vw" />
          <button
            type="button"
            aria-label={`Zone de recadrage ${spec.label} : glissez pour la déplacer, tirez un coin pour la redimensionner ; au clavier, les flèches la déplacent, Maj + flèches la redimensionnent`}
            className="absolute cursor-move touch-none border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.45)] outline-none focus-visible:ring-4 focus-visible:ring-ring"
            style={{
              left: percent(shown.x, image.width),
              top: percent(shown.y, image.height),
              width: percent(shown.width, image.width),
              height: percent(shown.height, image.height),
            }}
            onPointerDown={startDrag}
            onPointerMove={dragTo}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={onKey}
          >
            {CORNERS.map((corner) => (
              <span
                key={corner}
                data-corner={corner}
                aria-hidden
                className={`absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary ${CORNER_CLASSES[corner]}`}
              />
            ))}
          </button>
        </div>
        <figure className="space-y-1">
          <div
            className="relative w-full overflow-hidden rounded-md border bg-muted"
            style={{ aspectRatio: String(spec.ratio) }}
          >
            <div
              className="absolute"
              style={{
                left: `-${percent(shown.x, shown.width)}`,
                top: `-${percent(shown.y, shown.height)}`,
                width: percent(image.width, shown.width),
                height: percent(image.height, shown.height),
              }}
            >
              <AdminImage src={image.url} alt="" title="" sizes="(min-width: 1024px) 50vw, 100vw" />
            </div>
          </div>
          <figcaption className="text-xs text-muted-foreground">Aperçu {spec.label}</figcaption>
        </figure>
      </div>
      <form className="space-y-3" onSubmit={submit} noValidate>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {field("x", "X (px)")}
          {field("y", "Y (px)")}
          {field("width", "Largeur (px)")}
          <div className="space-y-1">
            <Label htmlFor={`${id}-height`}>Hauteur (px)</Label>
            <Input id={`${id}-height`} value={valid ? cropHeightFor(variant, typed.width) : ""} readOnly />
          </div>
        </div>
        <p className="text-xs text-muted-foreground">
          En pixels de l&apos;image ({image.width} × {image.height}) ; la hauteur suit le format.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            Enregistrer le recadrage
          </Button>
          <Button type="button" variant="outline" disabled={pending || !manual} onClick={() => send(null)}>
            Revenir au point focal
          </Button>
          <a className="text-sm underline" href={variantPath(image, variant)} target="_blank" rel="noreferrer">
            Ouvrir l&apos;image {spec.label} du site
          </a>
        </div>
      </form>
    </div>
  );
}
