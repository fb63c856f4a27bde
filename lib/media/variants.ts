import "server-only";
import sharp from "sharp";
import { db } from "@/lib/db";
import { readCurrentVersion, type UploadAnswer } from "@/lib/media";
import { UPLOAD_CACHE_CONTROL } from "@/lib/media/storage";
import {
  frameOf,
  framePixels,
  frameToken,
  MEDIA_VARIANTS,
  parseVariantName,
  variantPath,
  variantSize,
} from "@/lib/media/framing";
import { mediaViewSelect, toMediaView } from "@/lib/media/views";
import type { MediaView } from "@/lib/media/types";
import type { MediaVariant } from "@/lib/media/framing";

// The frames of library images ('/uploads/<uuid>.v<n>.<variant>-<frame>.webp'): cut from the current bytes with
// sharp on request. Their address names the version and the frame, so each answer is cached for good by browsers,
// nginx and next/image's optimizer (which makes the smaller sizes from it), like the originals.

/** The bytes of a frame: the image cut to it, then scaled to the variant's size. */
export async function renderVariant(bytes: Buffer, view: MediaView, variant: MediaVariant): Promise<Buffer> {
  const frame = frameOf(view, variant);
  const size = variantSize(view, variant, frame);
  const image = sharp(bytes, { failOn: "error" })
    .extract(framePixels(view, frame))
    .resize({ width: size.width, height: size.height, fit: "cover" });
  return MEDIA_VARIANTS[variant].format === "jpeg"
    ? image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
    : image.webp({ quality: 80 }).toBuffer();
}

/**
 * What GET /uploads/{name} answers for a variant's name: the frame's bytes when the name is the image's current
 * version and frame; the current address when it names an older one (a page cached before a change); null for
 * anything else.
 */
export async function variantAnswer(name: string): Promise<UploadAnswer | null> {
  const parsed = parseVariantName(name);
  if (!parsed) return null;
  const row = await db.mediaFile.findUnique({ where: { filename: parsed.filename }, select: mediaViewSelect });
  if (!row) return null;
  const view = toMediaView(row);
  const { variant } = parsed;
  if (parsed.version !== view.version || parsed.token !== frameToken(frameOf(view, variant)))
    return { redirect: variantPath(view, variant) };
  const bytes = await readCurrentVersion(view);
  if (!bytes) return null;
  return {
    bytes: await renderVariant(bytes, view, variant),
    contentType: MEDIA_VARIANTS[variant].format === "jpeg" ? "image/jpeg" : "image/webp",
    cacheControl: UPLOAD_CACHE_CONTROL,
  };
}
