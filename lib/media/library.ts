import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError, zodError } from "@/lib/api";
import { db, type DbClient, Prisma } from "@/lib/db";
import { siteDayStart } from "@/lib/dates";
import { deleteVersions, mediaSearchText, type UploadedFile, writeNextVersion } from "@/lib/media";
import { DEFAULT_MEDIA_LOCALE, isDescribed, mediaFilenameOf } from "@/lib/media/rules";
import { type ManualCrops, MEDIA_VARIANTS, pixelsToCrop } from "@/lib/media/framing";
import {
  MEDIA_SIZE_BOUNDS,
  type MediaCropFields,
  mediaCropFitSchema,
  type MediaDescriptionFields,
  type MediaListQuery,
} from "@/lib/media/schemas";
import { listMediaFolders } from "@/lib/media/folders";
import type { MediaDetail, MediaFilterChoices, MediaSummary } from "@/lib/media/types";
import { expireMediaPages, findMediaUses, usesSentence } from "@/lib/media/uses";
import { mediaViewSelect, toMediaView } from "@/lib/media/views";
import { deferredJoinPage, type Pagination, paginate } from "@/lib/pagination";
import { type Actor, listUsers } from "@/lib/users";

// The library ('Médiathèque'): its lists and pages, descriptions, frames, replacement and deletion (its folders are
// lib/media/folders.ts). Every write records an activity and expires the public pages that show the image
// (expireMediaPages).

export const MEDIA_NOT_FOUND = "Fichier introuvable.";
const DAY_MS = 24 * 60 * 60 * 1000;

const summarySelect = {
  ...mediaViewSelect,
  originalName: true,
  size: true,
  sourceFormat: true,
  createdAt: true,
  uploadedBy: { select: { id: true, username: true } },
  folderId: true,
  tags: true,
} satisfies Prisma.MediaFileSelect;

type SummaryRow = Prisma.MediaFileGetPayload<{ select: typeof summarySelect }>;

/**
 * How many uses each of these images has, counted on the uses index for these ids only: Prisma's `_count` of a
 * relation aggregates the whole `media_uses` table before joining it to the page's rows.
 */
async function countUses(ids: readonly number[], client: DbClient = db): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const groups = await client.mediaUse.groupBy({
    by: ["mediaId"],
    where: { mediaId: { in: [...ids] } },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.mediaId, group._count._all]));
}

/** The rows as the library's lists show them, with their use counts. */
async function toSummaries(rows: readonly SummaryRow[], client: DbClient = db): Promise<MediaSummary[]> {
  const counts = await countUses(
    rows.map((row) => row.id),
    client,
  );
  return rows.map((row) => toSummary(row, counts.get(row.id) ?? 0));
}

function toSummary(row: SummaryRow, useCount: number): MediaSummary {
  const view = toMediaView(row);
  return {
    ...view,
    originalName: row.originalName,
    size: row.size,
    sourceFormat: row.sourceFormat,
    createdAt: row.createdAt.toISOString(),
    uploadedBy: row.uploadedBy,
    folderId: row.folderId,
    tags: row.tags,
    described: isDescribed(view),
    useCount,
  };
}

const KNOWN_FORMATS = ["jpeg", "png", "webp", "gif", "avif"];
const hasFrenchAlt = { descriptions: { some: { locale: DEFAULT_MEDIA_LOCALE, alt: { not: null } } } };

/** The unused images the library offers to clean up: older than the retention the settings give. */
export function cleanupCutoff(retentionDays: number, now = new Date()): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

function mediaWhere(query: Omit<MediaListQuery, "page" | "limit">, retentionDays: number): Prisma.MediaFileWhereInput {
  const and: Prisma.MediaFileWhereInput[] = [];
  if (query.search) and.push({ searchText: { contains: query.search.toLowerCase() } });
  if (query.folder === "none") and.push({ folderId: null });
  else if (query.folder !== undefined) and.push({ folderId: query.folder });
  if (query.type === "other") and.push({ OR: [{ sourceFormat: null }, { sourceFormat: { notIn: KNOWN_FORMATS } }] });
  else if (query.type !== "all") and.push({ sourceFormat: query.type });
  if (query.size === "small") and.push({ size: { lt: MEDIA_SIZE_BOUNDS.small } });
  if (query.size === "medium") and.push({ size: { gte: MEDIA_SIZE_BOUNDS.small, lte: MEDIA_SIZE_BOUNDS.large } });
  if (query.size === "large") and.push({ size: { gt: MEDIA_SIZE_BOUNDS.large } });
  if (query.usage === "used") and.push({ uses: { some: {} } });
  if (query.usage === "unused") and.push({ uses: { none: {} } });
  if (query.usage === "cleanup") and.push({ uses: { none: {} }, createdAt: { lt: cleanupCutoff(retentionDays) } });
  if (query.description === "missing") and.push({ decorative: false, NOT: hasFrenchAlt });
  if (query.description === "described") and.push({ OR: [{ decorative: true }, hasFrenchAlt] });
  if (query.uploader) and.push({ uploadedById: query.uploader });
  if (query.from) and.push({ createdAt: { gte: siteDayStart(query.from) } });
  if (query.to) and.push({ createdAt: { lt: new Date(siteDayStart(query.to).getTime() + DAY_MS) } });
  return { AND: and };
}

const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.MediaFileOrderByWithRelationInput[];

/** One page of the library, newest first, filtered and paged by PostgreSQL (deferred join: ids, then those rows). */
export async function listMedia(
  query: MediaListQuery,
  retentionDays: number,
): Promise<{ items: MediaSummary[]; pagination: Pagination }> {
  const where = mediaWhere(query, retentionDays);
  const pagination = paginate(await db.mediaFile.count({ where }), query.page, query.limit);
  const rows = await deferredJoinPage(
    pagination,
    (window) => db.mediaFile.findMany({ where, orderBy: NEWEST_FIRST, ...window, select: { id: true } }),
    (ids) => db.mediaFile.findMany({ where: { id: { in: ids } }, select: summarySelect }),
  );
  return { items: await toSummaries(rows), pagination };
}

/** The choices of the library's filters (/admin/media and the pickers' GET /api/media/filters): folders, uploaders. */
export async function listMediaFilterChoices(): Promise<MediaFilterChoices> {
  const [folders, users] = await Promise.all([listMediaFolders(), listUsers()]);
  const uploaders = users
    .map(({ id, username }) => ({ id, username }))
    .sort((a, b) => a.username.localeCompare(b.username, "fr"));
  return { folders, uploaders };
}

/** How many unused images are older than the retention ('À nettoyer'). */
export function countCleanupCandidates(retentionDays: number): Promise<number> {
  return db.mediaFile.count({ where: { uses: { none: {} }, createdAt: { lt: cleanupCutoff(retentionDays) } } });
}

/** One image with where it is used; null when there is none with this id. */
export async function findMediaDetail(id: number): Promise<MediaDetail | null> {
  const row = await db.mediaFile.findUnique({
    where: { id },
    select: { ...summarySelect, replacedAt: true, updatedAt: true },
  });
  if (!row) return null;
  const uses = await findMediaUses(id);
  return {
    ...toSummary(row, uses.length),
    uses,
    replacedAt: row.replacedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findSummary(id: number, client: DbClient = db): Promise<MediaSummary> {
  const row = await client.mediaFile.findUnique({ where: { id }, select: summarySelect });
  if (!row) throw ApiError.notFound(MEDIA_NOT_FOUND);
  const [summary] = await toSummaries([row], client);
  return summary!;
}

/** Locks the image's row for the rest of the transaction; 404 when there is none. */
async function lockMedia(tx: DbClient, id: number) {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM media_files WHERE id = ${id} FOR UPDATE`;
  if (!row) throw ApiError.notFound(MEDIA_NOT_FOUND);
  const media = await tx.mediaFile.findUniqueOrThrow({
    where: { id },
    select: { id: true, filename: true, version: true, originalName: true, width: true, height: true, crops: true },
  });
  return media;
}

const ALT_STILL_SHOWN =
  "Cette image est affichée sur le site : gardez un texte alternatif, ou cochez « Image décorative ».";

/**
 * Saves an image's texts (alternative text or 'décorative', caption, credit) and tags. An image that pages show keeps a
 * description: its text cannot be emptied without marking it decorative.
 */
export async function describeMedia(input: MediaDescriptionFields, actor: Actor): Promise<MediaSummary> {
  const alt = input.decorative ? null : input.alt;
  const { media, summary } = await db.$transaction(async (tx) => {
    const media = await lockMedia(tx, input.id);
    if (!input.decorative && !alt && (await tx.mediaUse.count({ where: { mediaId: media.id } })) > 0)
      throw ApiError.badRequest(ALT_STILL_SHOWN, { alt: [ALT_STILL_SHOWN] });
    const texts = { alt, caption: input.caption, credit: input.credit };
    await tx.mediaDescription.upsert({
      where: { mediaId_locale: { mediaId: media.id, locale: DEFAULT_MEDIA_LOCALE } },
      create: { mediaId: media.id, locale: DEFAULT_MEDIA_LOCALE, ...texts },
      update: texts,
    });
    const others = await tx.mediaDescription.findMany({
      where: { mediaId: media.id, locale: { not: DEFAULT_MEDIA_LOCALE } },
      select: { alt: true, caption: true, credit: true },
    });
    await tx.mediaFile.update({
      where: { id: media.id },
      data: {
        decorative: input.decorative,
        tags: input.tags,
        searchText: mediaSearchText({
          originalName: media.originalName,
          tags: input.tags,
          texts: [texts, ...others].flatMap((text) => [text.alt, text.caption, text.credit]),
        }),
      },
    });
    await recordActivity(
      {
        type: "media",
        title: `Image décrite : ${media.originalName ?? media.filename}`,
        description: `Description modifiée par ${actor.username}.`,
        targetId: media.id,
        actorId: actor.id,
      },
      tx,
    );
    return { media, summary: await findSummary(media.id, tx) };
  });
  await expireMediaPages(media);
  return summary;
}

/** 'Point focal': the point every frame keeps; the crops drawn by hand stay as they are. */
export async function setMediaFocalPoint(
  input: { id: number; x: number; y: number },
  actor: Actor,
): Promise<MediaSummary> {
  return updateFrames(input.id, actor, "Point focal modifié", () => ({ focalX: input.x, focalY: input.y }));
}

/**
 * 'Recadrage' of one format: the crop drawn for it (pixels of the image, checked against its stored size and the
 * format's ratio: 400 with a French message per field otherwise), or null to frame it around the focal point again.
 * Its frames' addresses change with it (lib/media/framing.ts, variantPath), and the pages that show the image are
 * expired like for every change of its frames.
 */
export async function setMediaCrop(input: MediaCropFields, actor: Actor): Promise<MediaSummary> {
  const { label } = MEDIA_VARIANTS[input.variant];
  const what = input.crop ? `Recadrage ${label} modifié` : `Recadrage ${label} rendu au point focal`;
  return updateFrames(input.id, actor, what, (media) => {
    const crops: ManualCrops = { ...(media.crops as ManualCrops) };
    if (input.crop) {
      const fit = mediaCropFitSchema(media, input.variant).safeParse(input.crop);
      if (!fit.success) throw zodError(fit.error);
      crops[input.variant] = pixelsToCrop(media, fit.data);
    } else delete crops[input.variant];
    return { crops: crops as Prisma.InputJsonObject };
  });
}

async function updateFrames(
  id: number,
  actor: Actor,
  what: string,
  data: (media: Awaited<ReturnType<typeof lockMedia>>) => Prisma.MediaFileUpdateInput,
): Promise<MediaSummary> {
  const { media, summary } = await db.$transaction(async (tx) => {
    const media = await lockMedia(tx, id);
    await tx.mediaFile.update({ where: { id }, data: data(media) });
    await recordActivity(
      {
        type: "media",
        title: `${what} : ${media.originalName ?? media.filename}`,
        description: `Par ${actor.username}.`,
        targetId: id,
        actorId: actor.id,
      },
      tx,
    );
    return { media, summary: await findSummary(id, tx) };
  });
  await expireMediaPages(media);
  return summary;
}

/**
 * 'Remplacer le fichier': new bytes for the same image. Its id, texts, focal point and uses stay (its crops, drawn on
 * the old pixels, are cleared); the sizes are made again from the new bytes and its public address changes version,
 * so that pages, caches and CDNs show the new file at once. The previous version's bytes are removed once the record
 * points at the new ones.
 */
export async function replaceMediaFile(id: number, upload: UploadedFile, actor: Actor): Promise<MediaSummary> {
  const current = await db.mediaFile.findUnique({ where: { id }, select: { filename: true, version: true } });
  if (!current) throw ApiError.notFound(MEDIA_NOT_FOUND);
  const written = await writeNextVersion(current.filename, current.version, upload.bytes);
  let result: { media: { id: number; filename: string; version: number }; summary: MediaSummary };
  try {
    result = await db.$transaction(async (tx) => {
      const media = await lockMedia(tx, id);
      // Another replacement got there first: this one would overwrite its version's name.
      if (media.version !== current.version)
        throw ApiError.conflict("Ce fichier vient d'être remplacé par quelqu'un d'autre. Rechargez la page.");
      const { info, format } = written.encoded;
      await tx.mediaFile.update({
        where: { id },
        data: {
          version: media.version + 1,
          size: info.size,
          width: info.width,
          height: info.height,
          sourceFormat: format,
          replacedAt: new Date(),
          // Crops were drawn on the old pixels: the new ones are framed around the focal point until cropped again.
          crops: {},
        },
      });
      await recordActivity(
        {
          type: "media",
          title: `Fichier remplacé : ${media.originalName ?? media.filename}`,
          description: `Nouveau fichier « ${upload.originalName} » envoyé par ${actor.username}.`,
          targetId: id,
          actorId: actor.id,
        },
        tx,
      );
      return { media, summary: await findSummary(id, tx) };
    });
  } catch (error) {
    await written.discard().catch(() => {});
    throw error;
  }
  await expireMediaPages(result.media);
  await deleteVersions(result.media.filename, result.media.version, result.media.version);
  return result.summary;
}

/**
 * Deletes images and their bytes (every version). An image still used anywhere is refused with the list of its uses
 * (409): nothing is deleted then, not even the unused ones of the selection.
 */
export async function deleteMedia(ids: readonly number[], actor: Actor): Promise<{ deleted: number }> {
  const deleted = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM media_files WHERE id = ANY(${[...ids]}::int[]) ORDER BY id FOR UPDATE`;
    if (rows.length < new Set(ids).size) throw ApiError.notFound(MEDIA_NOT_FOUND);
    const media = await tx.mediaFile.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, filename: true, version: true, originalName: true },
    });
    for (const image of media) {
      const uses = await findMediaUses(image.id, tx);
      if (uses.length > 0)
        throw ApiError.conflict(
          `« ${image.originalName ?? image.filename} » est encore utilisée, elle ne peut pas être supprimée. Utilisée par : ${usesSentence(uses)}.`,
        );
    }
    await tx.mediaFile.deleteMany({ where: { id: { in: media.map((image) => image.id) } } });
    for (const image of media) {
      await recordActivity(
        {
          type: "media",
          title: `Image supprimée : ${image.originalName ?? image.filename}`,
          description: `Supprimée de la médiathèque par ${actor.username}.`,
          targetId: image.id,
          actorId: actor.id,
        },
        tx,
      );
    }
    return media;
  });
  for (const image of deleted) await deleteVersions(image.filename, 1, image.version);
  return { deleted: deleted.length };
}

/** DELETE /api/upload/{filename} (the spec's call): the library's deletion of that image. */
export async function deleteMediaByPath(pathOrName: string, actor: Actor): Promise<void> {
  const filename = mediaFilenameOf(pathOrName.startsWith("/") ? pathOrName : `/uploads/${pathOrName}`);
  if (!filename) throw ApiError.badRequest("Nom de fichier invalide.");
  const media = await db.mediaFile.findUnique({ where: { filename }, select: { id: true } });
  if (!media) throw ApiError.notFound("Image introuvable.");
  await deleteMedia([media.id], actor);
}
