import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { db, type DbClient } from "@/lib/db";
import { parseId } from "@/lib/ids";
import { idField, textSchema } from "@/lib/schemas";
import { isWithinFolder } from "@/lib/media/folder-tree";
import { MEDIA_TEXT_LIMITS } from "@/lib/media/schemas";
import type { MediaFolderOption } from "@/lib/media/types";
import type { Actor } from "@/lib/users";
import { labelFields, z } from "@/lib/zod";

// The library's folders: their schemas, their queries and the files they hold. Who may act is the library's
// permission ('media:write'), checked by the doors that call these functions (adminAction, adminRoute, adminPage).
//
// A name is unique among its parent's folders whatever its case ('Photos' and 'photos' are one folder). That rule is
// held by one advisory lock, taken by every write of a folder (create, rename, delete), rather than by a unique index:
// an index on (parent_id, lower(name)) would let two top folders share a name (their parent is NULL, and NULLs are
// distinct to it), and lower() in the database's C locale leaves accented capitals as they are ('Été', 'été'). Under
// the lock, the names are compared by `folderNameKey`, the one folding rule, in JavaScript. The lock also orders a
// folder's deletion ('it holds folders') after a creation inside it, and moves of files take it shared, so that a
// file never lands in a folder being deleted, and a folder's move sees the tree no other write is changing (so that
// two crossed moves cannot make a loop). Folder writes are rare: serialising them all costs nothing.

const FOLDERS_LOCK = "media-folders";

/** Folder writes take it alone; moves of files into a folder take it shared with each other. */
async function lockFolders(tx: DbClient, mode: "exclusive" | "shared") {
  if (mode === "exclusive") await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${FOLDERS_LOCK}))::text`;
  else await tx.$queryRaw`SELECT pg_advisory_xact_lock_shared(hashtext(${FOLDERS_LOCK}))::text`;
}

export const FOLDER_NOT_FOUND = "Dossier introuvable.";
const PARENT_NOT_FOUND = "Le dossier parent n'existe plus. Rechargez la page.";
const HOLDS_FOLDERS = "Ce dossier contient d'autres dossiers : supprimez-les ou déplacez-les d'abord.";
const INTO_ITSELF = "Un dossier ne peut pas être déplacé dans lui-même ni dans l'un de ses sous-dossiers.";
const nameTaken = (name: string, parent: string | null) =>
  parent === null
    ? `Un dossier « ${name} » existe déjà à la racine de la médiathèque (les majuscules ne comptent pas).`
    : `Un dossier « ${name} » existe déjà dans « ${parent} » (les majuscules ne comptent pas).`;

/** The one comparison of folder names: same letters whatever their case and their Unicode composition. */
export function folderNameKey(name: string): string {
  return name.normalize("NFC").toLowerCase();
}

const folderName = textSchema("Le nom du dossier est requis.")
  .trim()
  .min(1, "Le nom du dossier est requis.")
  .max(MEDIA_TEXT_LIMITS.folder, `Le nom d'un dossier fait ${MEDIA_TEXT_LIMITS.folder} caractères au plus.`)
  .transform((name) => name.normalize("NFC"));
const folderId = idField(FOLDER_NOT_FOUND);
/** A folder, or null: the top of the library ('Sans dossier' for files). */
const targetFolder = z.union([folderId, z.null()], FOLDER_NOT_FOUND);

/** 'Nouveau dossier': at the top (parentId null) or inside a folder. */
export const mediaFolderCreateSchema = z.object({ name: folderName, parentId: targetFolder.default(null) });
labelFields(mediaFolderCreateSchema, { name: "Nom du dossier", parentId: "Dossier parent" });

/** 'Renommer'. */
export const mediaFolderRenameSchema = z.object({ id: folderId, name: folderName });
labelFields(mediaFolderRenameSchema, { id: "Dossier", name: "Nom du dossier" });

/** 'Déplacer le dossier': into another folder, or to the top (null), with what it holds. */
export const mediaFolderMoveSchema = z.object({ id: folderId, parentId: targetFolder });
labelFields(mediaFolderMoveSchema, { id: "Dossier", parentId: "Dossier parent" });

/** 'Supprimer le dossier': its files go to 'Sans dossier'. */
export const mediaFolderDeleteSchema = z.object({ id: folderId });
labelFields(mediaFolderDeleteSchema, { id: "Dossier" });

/** 'Déplacer': files (one, or those checked) into a folder, or out of every folder (null). */
export const mediaMoveSchema = z.object({
  ids: z
    .array(idField("Fichier introuvable."), "Sélection invalide")
    .min(1, "Cochez au moins un fichier.")
    .max(100, "100 fichiers au plus à la fois."),
  folderId: targetFolder,
});
labelFields(mediaMoveSchema, { ids: "Fichiers", folderId: "Dossier" });

export type MediaFolderCreateInput = z.output<typeof mediaFolderCreateSchema>;
export type MediaFolderRenameInput = z.output<typeof mediaFolderRenameSchema>;
export type MediaFolderMoveInput = z.output<typeof mediaFolderMoveSchema>;
export type MediaMoveInput = z.output<typeof mediaMoveSchema>;

type FolderRow = { id: number; name: string; parentId: number | null };

/** Each folder with its path from the top ('Clients / Orange'), sorted by it. */
function withPaths(folders: readonly FolderRow[]): MediaFolderOption[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  // The tree has no loop (moveMediaFolder refuses one under the folders' lock), so the walk up ends.
  const labelOf = (folder: FolderRow): string => {
    const parent = folder.parentId === null ? undefined : byId.get(folder.parentId);
    return parent ? `${labelOf(parent)} / ${folder.name}` : folder.name;
  };
  return folders
    .map((folder) => ({ id: folder.id, name: folder.name, parentId: folder.parentId, label: labelOf(folder) }))
    .sort((a, b) => a.label.localeCompare(b.label, "fr", { numeric: true }));
}

/** Every folder of the library, named by its path and sorted by it: the 'Dossier' filters, the breadcrumb, 'Déplacer'. */
export async function listMediaFolders(client: DbClient = db): Promise<MediaFolderOption[]> {
  return withPaths(await client.mediaFolder.findMany({ select: { id: true, name: true, parentId: true } }));
}

/** The folder `id` of `folders`; 404 with `message` when there is none. */
function folderOf(folders: readonly MediaFolderOption[], id: number, message = FOLDER_NOT_FOUND): MediaFolderOption {
  const folder = folders.find((candidate) => candidate.id === id);
  if (!folder) throw ApiError.notFound(message);
  return folder;
}

async function findFolder(tx: DbClient, id: number, message = FOLDER_NOT_FOUND): Promise<MediaFolderOption> {
  return folderOf(await listMediaFolders(tx), id, message);
}

/** Refuses `name` when another folder of `parent` has it, whatever the case. */
async function checkNameFree(tx: DbClient, name: string, parent: MediaFolderOption | null, except?: number) {
  const siblings = await tx.mediaFolder.findMany({
    where: { parentId: parent?.id ?? null, ...(except ? { id: { not: except } } : {}) },
    select: { name: true },
  });
  const key = folderNameKey(name);
  const taken = siblings.find((sibling) => folderNameKey(sibling.name) === key);
  if (taken) {
    const message = nameTaken(taken.name, parent?.label ?? null);
    throw new ApiError(409, message, { fieldErrors: { name: [message] } });
  }
}

/** 'Nouveau dossier' at the top or inside `parentId`; 409 when the name is taken there. */
export async function createMediaFolder(input: MediaFolderCreateInput, actor: Actor): Promise<MediaFolderOption> {
  return db.$transaction(async (tx) => {
    await lockFolders(tx, "exclusive");
    const parent = input.parentId === null ? null : await findFolder(tx, input.parentId, PARENT_NOT_FOUND);
    await checkNameFree(tx, input.name, parent);
    const folder = await tx.mediaFolder.create({
      data: { name: input.name, parentId: parent?.id ?? null, createdById: actor.id },
      select: { id: true, name: true, parentId: true },
    });
    const label = parent ? `${parent.label} / ${folder.name}` : folder.name;
    await recordActivity(
      { type: "media", title: `Dossier créé : ${label}`, description: `Par ${actor.username}.`, actorId: actor.id },
      tx,
    );
    return { ...folder, label };
  });
}

/** 'Renommer': the same rule as a creation, among the folder's siblings. */
export async function renameMediaFolder(input: MediaFolderRenameInput, actor: Actor): Promise<MediaFolderOption> {
  return db.$transaction(async (tx) => {
    await lockFolders(tx, "exclusive");
    const folder = await findFolder(tx, input.id);
    const parent = folder.parentId === null ? null : await findFolder(tx, folder.parentId);
    await checkNameFree(tx, input.name, parent, folder.id);
    await tx.mediaFolder.update({ where: { id: folder.id }, data: { name: input.name } });
    const label = parent ? `${parent.label} / ${input.name}` : input.name;
    await recordActivity(
      {
        type: "media",
        title: `Dossier renommé : ${folder.label} → ${label}`,
        description: `Par ${actor.username}.`,
        actorId: actor.id,
      },
      tx,
    );
    return { ...folder, name: input.name, label };
  });
}

/**
 * 'Déplacer le dossier': into another folder or to the top, with its files and folders. Refused (409) into itself or
 * one of its own folders, and when its new parent already has a folder of its name.
 */
export async function moveMediaFolder(input: MediaFolderMoveInput, actor: Actor): Promise<MediaFolderOption> {
  return db.$transaction(async (tx) => {
    await lockFolders(tx, "exclusive");
    // One read of the tree for the folder, its new parent and the loop check.
    const folders = await listMediaFolders(tx);
    const folder = folderOf(folders, input.id);
    const parent = input.parentId === null ? null : folderOf(folders, input.parentId, PARENT_NOT_FOUND);
    if (parent && isWithinFolder(folders, parent, folder)) throw ApiError.conflict(INTO_ITSELF);
    if ((parent?.id ?? null) === folder.parentId) return folder;
    await checkNameFree(tx, folder.name, parent, folder.id);
    await tx.mediaFolder.update({ where: { id: folder.id }, data: { parentId: parent?.id ?? null } });
    const label = parent ? `${parent.label} / ${folder.name}` : folder.name;
    await recordActivity(
      {
        type: "media",
        title: `Dossier déplacé : ${folder.label} → ${label}`,
        description: `Par ${actor.username}.`,
        actorId: actor.id,
      },
      tx,
    );
    return { ...folder, parentId: parent?.id ?? null, label };
  });
}

/**
 * 'Supprimer le dossier': its files go to 'Sans dossier' (none is deleted); a folder that holds folders is refused, so
 * that nothing disappears that the editor did not see.
 */
export async function deleteMediaFolder(id: number, actor: Actor): Promise<{ movedFiles: number }> {
  return db.$transaction(async (tx) => {
    await lockFolders(tx, "exclusive");
    const folder = await findFolder(tx, id);
    if ((await tx.mediaFolder.count({ where: { parentId: folder.id } })) > 0) throw ApiError.conflict(HOLDS_FOLDERS);
    const { count } = await tx.mediaFile.updateMany({ where: { folderId: folder.id }, data: { folderId: null } });
    await tx.mediaFolder.delete({ where: { id: folder.id } });
    await recordActivity(
      {
        type: "media",
        title: `Dossier supprimé : ${folder.label}`,
        description: `Par ${actor.username} ; ${count} fichier${count > 1 ? "s" : ""} passé${count > 1 ? "s" : ""} dans « Sans dossier ».`,
        actorId: actor.id,
      },
      tx,
    );
    return { movedFiles: count };
  });
}

/** 'Déplacer': files into a folder, or into 'Sans dossier' (null). All of them or none (404 for a missing file). */
export async function moveMediaFiles(input: MediaMoveInput, actor: Actor): Promise<{ moved: number }> {
  const ids = [...new Set(input.ids)];
  return db.$transaction(async (tx) => {
    await lockFolders(tx, "shared");
    const folder = input.folderId === null ? null : await findFolder(tx, input.folderId);
    const { count } = await tx.mediaFile.updateMany({
      where: { id: { in: ids } },
      data: { folderId: folder?.id ?? null },
    });
    if (count < ids.length) throw ApiError.notFound("Un des fichiers n'existe plus. Rechargez la page.");
    await recordActivity(
      {
        type: "media",
        title: `${count} fichier${count > 1 ? "s" : ""} déplacé${count > 1 ? "s" : ""} vers ${folder ? `« ${folder.label} »` : "« Sans dossier »"}`,
        description: `Par ${actor.username}.`,
        targetId: count === 1 ? ids[0] : null,
        actorId: actor.id,
      },
      tx,
    );
    return { moved: count };
  });
}

/** The folder an upload goes into (the multipart field `folder`, a folder's id), checked; null for none. */
export async function uploadFolder(form: FormData): Promise<number | null> {
  const value = form.get("folder");
  if (value === null || value === "") return null;
  const id = typeof value === "string" ? parseId(value) : null;
  if (id === null) throw ApiError.badRequest("Dossier invalide.");
  if (!(await db.mediaFolder.findUnique({ where: { id }, select: { id: true } })))
    throw ApiError.badRequest("Ce dossier n'existe plus. Rechargez la page.");
  return id;
}
