// How a library image is cut for each shape the site shows it in: around its focal point, or by the crop an editor
// drew for that shape. Pure: the server cuts the bytes with it (lib/media/variants.ts), the library's editor shows
// the same frames (components/admin/media).
import { UPLOAD_PATH_PREFIX } from "@/lib/media/rules";

/**
 * The shapes the public pages show library images in, with the width each is generated at (next/image makes the
 * smaller sizes from it). The share image is exactly 1200 × 630 and in JPEG, which every social network reads.
 */
export const MEDIA_VARIANTS = {
  card: { label: "Carte (16:9)", ratio: 16 / 9, width: 1280, height: undefined, format: "webp" },
  square: { label: "Carré (1:1)", ratio: 1, width: 640, height: undefined, format: "webp" },
  hero: { label: "Bandeau (2:1)", ratio: 2, width: 1920, height: undefined, format: "webp" },
  og: { label: "Partage (1200 × 630)", ratio: 1200 / 630, width: 1200, height: 630, format: "jpeg" },
} as const;

export type MediaVariant = keyof typeof MEDIA_VARIANTS;
export const MEDIA_VARIANT_NAMES = Object.keys(MEDIA_VARIANTS) as MediaVariant[];

export function isMediaVariant(name: string): name is MediaVariant {
  return Object.hasOwn(MEDIA_VARIANTS, name);
}

/** A point of the image, in fractions of its width and height (0 to 1). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** A rectangle of the image, in fractions of its width and height. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ManualCrops = Partial<Record<MediaVariant, CropRect>>;

export interface ImageSize {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The largest rectangle of `ratio` (width / height) the image holds, centred on the focal point and pushed back
 * inside the image at its edges: it always contains the focal point, and a subject in a corner stays in the corner.
 */
export function focalCrop(size: ImageSize, ratio: number, focal: FocalPoint): CropRect {
  const imageRatio = size.width / size.height;
  const width = imageRatio > ratio ? ratio / imageRatio : 1;
  const height = imageRatio > ratio ? 1 : imageRatio / ratio;
  return {
    x: clamp(focal.x - width / 2, 0, 1 - width),
    y: clamp(focal.y - height / 2, 0, 1 - height),
    width,
    height,
  };
}

/** How far a drawn crop's shape may be from its ratio (rounding of the editor's pixels). */
const RATIO_TOLERANCE = 0.02;

/** Whether `rect` is a crop of `variant`'s shape inside an image of `size`. */
export function isValidCrop(size: ImageSize, variant: MediaVariant, rect: CropRect): boolean {
  const values = [rect.x, rect.y, rect.width, rect.height];
  if (!values.every(Number.isFinite) || rect.width <= 0 || rect.height <= 0) return false;
  if (rect.x < 0 || rect.y < 0 || rect.x + rect.width > 1 + 1e-6 || rect.y + rect.height > 1 + 1e-6) return false;
  const ratio = (rect.width * size.width) / (rect.height * size.height);
  return Math.abs(ratio / MEDIA_VARIANTS[variant].ratio - 1) <= RATIO_TOLERANCE;
}

/** The frame of `variant`: the crop drawn for it when there is one that fits the image, else around the focal point. */
export function frameOf(image: ImageSize & { focal: FocalPoint; crops: ManualCrops }, variant: MediaVariant): CropRect {
  const manual = image.crops[variant];
  if (manual && isValidCrop(image, variant, manual)) return manual;
  return focalCrop(image, MEDIA_VARIANTS[variant].ratio, image.focal);
}

/** A crop as the editor's form writes it: whole pixels of the image (its height follows the shape's ratio). */
export interface CropPixels {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The height of a crop `width` pixels wide in `variant`'s shape. */
export function cropHeightFor(variant: MediaVariant, width: number): number {
  return Math.round(width / MEDIA_VARIANTS[variant].ratio);
}

/**
 * The smallest crop's height: at 50 pixels, the rounding of the height to a whole pixel keeps the shape well within
 * isValidCrop's tolerance (half a pixel in 50 is 1 %).
 */
export const MIN_CROP_HEIGHT = 50;

/** The smallest width a crop of `variant` may be drawn at. */
export function minCropWidth(variant: MediaVariant): number {
  return Math.ceil(MIN_CROP_HEIGHT * MEDIA_VARIANTS[variant].ratio);
}

/** A frame in the editor's pixels. */
export function cropToPixels(size: ImageSize, rect: CropRect): CropPixels {
  return {
    x: Math.round(rect.x * size.width),
    y: Math.round(rect.y * size.height),
    width: Math.round(rect.width * size.width),
    height: Math.round(rect.height * size.height),
  };
}

/** The editor's pixels as the frame that is stored (fractions of the image). */
export function pixelsToCrop(size: ImageSize, crop: CropPixels): CropRect {
  return {
    x: crop.x / size.width,
    y: crop.y / size.height,
    width: crop.width / size.width,
    height: crop.height / size.height,
  };
}

/** A frame in whole pixels of the image, never outside it and at least one pixel wide and high. */
export function framePixels(size: ImageSize, rect: CropRect) {
  const left = clamp(Math.round(rect.x * size.width), 0, size.width - 1);
  const top = clamp(Math.round(rect.y * size.height), 0, size.height - 1);
  return {
    left,
    top,
    width: clamp(Math.round(rect.width * size.width), 1, size.width - left),
    height: clamp(Math.round(rect.height * size.height), 1, size.height - top),
  };
}

/** The size a variant is generated at: its width, or the frame's when that is smaller (never enlarged), or exactly 1200 × 630. */
export function variantSize(size: ImageSize, variant: MediaVariant, rect: CropRect): ImageSize {
  const spec = MEDIA_VARIANTS[variant];
  if (spec.height) return { width: spec.width, height: spec.height };
  const width = Math.max(1, Math.min(spec.width, Math.round(rect.width * size.width)));
  return { width, height: Math.max(1, Math.round(width / spec.ratio)) };
}

const PRECISION = 10_000;

/** A frame written in its address: 'x-y-w-h' in ten-thousandths, so that another frame is another address. */
export function frameToken(rect: CropRect): string {
  return [rect.x, rect.y, rect.width, rect.height].map((value) => Math.round(value * PRECISION)).join("-");
}

const VARIANT_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.v([1-9]\d{0,5})\.([a-z]+)-(\d{1,5}-\d{1,5}-\d{1,5}-\d{1,5})\.(webp|jpg)$/;

const extensionOf = (variant: MediaVariant) => (MEDIA_VARIANTS[variant].format === "jpeg" ? "jpg" : "webp");

/**
 * The address of a variant: '/uploads/<uuid>.v2.card-1250-0-7500-10000.webp'. Version, shape and frame are in it, so
 * that a new file or a new focal point is a new address, and every address may be cached for good.
 */
export function variantPath(
  image: ImageSize & { filename: string; version: number; focal: FocalPoint; crops: ManualCrops },
  variant: MediaVariant,
): string {
  const base = image.filename.replace(/\.webp$/, "");
  const frame = frameToken(frameOf(image, variant));
  return `${UPLOAD_PATH_PREFIX}${base}.v${image.version}.${variant}-${frame}.${extensionOf(variant)}`;
}

/** What a variant's file name says, or null when it is not one `variantPath` writes. */
export function parseVariantName(
  name: string,
): { filename: string; version: number; variant: MediaVariant; token: string } | null {
  const match = VARIANT_NAME.exec(name);
  if (!match || !isMediaVariant(match[3]!) || match[5] !== extensionOf(match[3])) return null;
  return { filename: `${match[1]}.webp`, version: Number(match[2]), variant: match[3], token: match[4]! };
}
