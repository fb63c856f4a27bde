import "server-only";
import type { Prisma } from "@/lib/db";
import type { ManualCrops } from "@/lib/media/framing";
import { DEFAULT_MEDIA_LOCALE, UPLOAD_PATH_PREFIX, versionedPath } from "@/lib/media/rules";
import type { MediaView } from "@/lib/media/types";

export type { MediaView };

// What a library image is to the pages that show it (public and back office): its addresses, size, texts and frames.

export const MEDIA_TAGS = {
  /** Every cached read of one image (by its filename): a new description, frame or file expires it. */
  file: (filename: string) => `media:${filename}`,
} as const;

export const mediaViewSelect = {
  id: true,
  filename: true,
  version: true,
  width: true,
  height: true,
  decorative: true,
  focalX: true,
  focalY: true,
  crops: true,
  descriptions: { where: { locale: DEFAULT_MEDIA_LOCALE }, select: { alt: true, caption: true, credit: true } },
} satisfies Prisma.MediaFileSelect;

type MediaViewRow = Prisma.MediaFileGetPayload<{ select: typeof mediaViewSelect }>;

export function toMediaView(row: MediaViewRow): MediaView {
  const texts = row.descriptions[0];
  return {
    id: row.id,
    filename: row.filename,
    path: `${UPLOAD_PATH_PREFIX}${row.filename}`,
    url: versionedPath(row.filename, row.version),
    version: row.version,
    width: row.width,
    height: row.height,
    alt: texts?.alt ?? null,
    decorative: row.decorative,
    caption: texts?.caption ?? null,
    credit: texts?.credit ?? null,
    focal: { x: row.focalX, y: row.focalY },
    crops: (row.crops ?? {}) as ManualCrops,
  };
}
