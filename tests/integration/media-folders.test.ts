// The library's folders (issue 43): created at the top or inside another, renamed, deleted (their files go to 'Sans
// dossier'; a folder holding folders is refused), files moved into them one or several at a time, names unique per
// parent whatever their case — also when two editors create them at the same moment —, and the listing filtered by
// folder, as the library page and the pickers' GET /api/media read it.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listMediaRoute } from "@/app/api/media/route";
import { GET as filtersRoute } from "@/app/api/media/filters/route";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { storeImages } from "@/lib/media";
import {
  createMediaFolder,
  deleteMediaFolder,
  listMediaFolders,
  mediaFolderCreateSchema,
  mediaFolderRenameSchema,
  mediaFolderMoveSchema,
  mediaMoveSchema,
  moveMediaFiles,
  moveMediaFolder,
  renameMediaFolder,
  uploadFolder,
} from "@/lib/media/folders";
import { listMedia } from "@/lib/media/library";
import { mediaListQuerySchema } from "@/lib/media/schemas";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";
import { solidImage } from "../helpers/media";

vi.hoisted(() => {
  process.env.UPLOAD_DIR = `/tmp/media-folders-test-${process.pid}-${Date.now()}`;
});

let editor: SessionUser;

beforeAll(async () => {
  editor = await createTestUser("editor");
});

const create = (name: string, parentId: number | null = null) =>
  createMediaFolder(mediaFolderCreateSchema.parse({ name, parentId }), editor);
const rename = (id: number, name: string) => renameMediaFolder(mediaFolderRenameSchema.parse({ id, name }), editor);
const move = (ids: number[], folderId: number | null) =>
  moveMediaFiles(mediaMoveSchema.parse({ ids, folderId }), editor);
const relocate = (id: number, parentId: number | null) =>
  moveMediaFolder(mediaFolderMoveSchema.parse({ id, parentId }), editor);
const listed = async (query: Record<string, string>) =>
  (await listMedia(mediaListQuerySchema.parse(query), 30)).items.map((item) => item.id);
const images = async (...names: string[]) =>
  storeImages(
    await Promise.all(
      names.map(async (name, index) => ({
        bytes: await solidImage(`#${(index * 40 + 16).toString(16)}3366`),
        originalName: name,
      })),
    ),
    editor.id,
  );

describe("the media library's folders", () => {
  it("creates folders at the top and inside others, named by their path, and renames them", async () => {
    const clients = await create("  Clients ");
    const orange = await create("Orange", clients.id);
    expect(clients).toMatchObject({ name: "Clients", parentId: null, label: "Clients" });
    expect(orange).toMatchObject({ name: "Orange", parentId: clients.id, label: "Clients / Orange" });

    const renamed = await rename(orange.id, "Orange CI");
    expect(renamed.label).toBe("Clients / Orange CI");
    // Its own name in other capitals is its name: allowed.
    expect((await rename(clients.id, "CLIENTS")).label).toBe("CLIENTS");
    expect((await listMediaFolders()).filter((folder) => [clients.id, orange.id].includes(folder.id))).toEqual([
      { id: clients.id, name: "CLIENTS", parentId: null, label: "CLIENTS" },
      { id: orange.id, name: "Orange CI", parentId: clients.id, label: "CLIENTS / Orange CI" },
    ]);

    await expect(create("Orange", 999_999)).rejects.toMatchObject({ status: 404 });
    expect(mediaFolderCreateSchema.safeParse({ name: "   " }).success).toBe(false);
    expect(mediaFolderCreateSchema.safeParse({ name: "x".repeat(101) }).success).toBe(false);
  });

  it("refuses a name its parent already has, whatever its case, with a French message (409)", async () => {
    const top = await create("Événements");
    await expect(create("événements")).rejects.toMatchObject({
      status: 409,
      message: "Un dossier « Événements » existe déjà à la racine de la médiathèque (les majuscules ne comptent pas).",
    });
    const inside = await create("Salon", top.id);
    await expect(create("SALON", top.id)).rejects.toMatchObject({
      status: 409,
      message: "Un dossier « Salon » existe déjà dans « Événements » (les majuscules ne comptent pas).",
    });
    // The same name elsewhere is another folder.
    const atTop = await create("Salon");
    const other = await create("Autre", top.id);
    await expect(rename(other.id, "salon")).rejects.toMatchObject({ status: 409 });
    expect((await listMediaFolders()).map((folder) => folder.id)).toEqual(
      expect.arrayContaining([top.id, inside.id, atTop.id, other.id]),
    );
  });

  it("lets one of two concurrent creations of 'Photos' and 'photos' at the top win, the other answers 409", async () => {
    for (const round of [1, 2, 3, 4, 5]) {
      const results = await Promise.allSettled([create(`Photos ${round}`), create(`photos ${round}`)]);
      const won = results.filter((result) => result.status === "fulfilled");
      const lost = results.filter((result) => result.status === "rejected");
      expect(won, `round ${round}`).toHaveLength(1);
      expect(lost[0]?.reason).toMatchObject({ status: 409 });
      const rows = await db.mediaFolder.findMany({
        where: { parentId: null, name: { in: [`Photos ${round}`, `photos ${round}`] } },
      });
      expect(rows).toHaveLength(1);
    }
    // Two concurrent renames onto one name: the same.
    const [a, b] = [await create("Alpha"), await create("Beta")];
    const renames = await Promise.allSettled([rename(a.id, "Gamma"), rename(b.id, "GAMMA")]);
    expect(renames.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  it("moves one file or several into a folder and out of it, and lists a folder's files (page and GET /api/media)", async () => {
    const folder = await create("Équipe");
    const [one, two, three] = await images("portrait-1.png", "portrait-2.png", "portrait-3.png");
    expect(await move([one!.id], folder.id)).toEqual({ moved: 1 });
    expect(await move([two!.id, three!.id], folder.id)).toEqual({ moved: 2 });
    expect(await listed({ folder: String(folder.id) })).toEqual([three!.id, two!.id, one!.id]);
    expect(await listed({ folder: "none" })).not.toContain(one!.id);

    expect(await move([three!.id], null)).toEqual({ moved: 1 });
    expect(await listed({ folder: String(folder.id) })).toEqual([two!.id, one!.id]);
    expect(await listed({ folder: "none" })).toContain(three!.id);
    // Combined with the other filters, as the pickers send them.
    expect(await listed({ folder: String(folder.id), search: "portrait-2", uploader: String(editor.id) })).toEqual([
      two!.id,
    ]);

    // All or nothing: a missing file or folder moves nothing.
    await expect(move([three!.id, 999_999], folder.id)).rejects.toMatchObject({ status: 404 });
    await expect(move([three!.id], 999_999)).rejects.toMatchObject({ status: 404 });
    expect((await db.mediaFile.findUnique({ where: { id: three!.id } }))?.folderId).toBeNull();

    const answer = await listMediaRoute(
      await apiRequest(`/api/media?folder=${folder.id}&limit=1`, { as: editor }),
      routeContext(),
    );
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { items: { id: number; folderId: number }[]; pagination: { total: number } };
    expect(body.items).toEqual([expect.objectContaining({ id: two!.id, folderId: folder.id })]);
    expect(body.pagination.total).toBe(2);
    const bad = await listMediaRoute(await apiRequest("/api/media?folder=dossier", { as: editor }), routeContext());
    expect(bad.status).toBe(400);
  });

  it("moves a folder with what it holds into another or to the top, never into itself or one of its own folders", async () => {
    const studio = await create("Studio");
    const shoots = await create("Shootings", studio.id);
    const june = await create("Juin", shoots.id);
    const press = await create("Presse");
    const [photo] = await images("juin.png");
    await move([photo!.id], june.id);

    expect(await relocate(shoots.id, press.id)).toMatchObject({ parentId: press.id, label: "Presse / Shootings" });
    const labels = new Map((await listMediaFolders()).map((folder) => [folder.id, folder.label]));
    expect(labels.get(june.id)).toBe("Presse / Shootings / Juin");
    // Its files went with it.
    expect(await listed({ folder: String(june.id) })).toEqual([photo!.id]);

    for (const into of [shoots.id, june.id])
      await expect(relocate(shoots.id, into)).rejects.toMatchObject({
        status: 409,
        message: "Un dossier ne peut pas être déplacé dans lui-même ni dans l'un de ses sous-dossiers.",
      });
    await expect(relocate(shoots.id, 999_999)).rejects.toMatchObject({ status: 404 });
    // A folder of its name where it goes: refused, as a creation there would be.
    await create("shootings", studio.id);
    await expect(relocate(shoots.id, studio.id)).rejects.toMatchObject({
      status: 409,
      message: "Un dossier « shootings » existe déjà dans « Studio » (les majuscules ne comptent pas).",
    });
    expect(await relocate(shoots.id, null)).toMatchObject({ parentId: null, label: "Shootings" });

    // Two crossed moves at once (each into the other) cannot make a loop: the second sees the first's tree.
    const [left, right] = [await create("Gauche"), await create("Droite")];
    const crossed = await Promise.allSettled([relocate(left.id, right.id), relocate(right.id, left.id)]);
    expect(crossed.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(crossed.find((result) => result.status === "rejected")?.reason).toMatchObject({ status: 409 });
    const rows = await db.mediaFolder.findMany({ where: { id: { in: [left.id, right.id] } } });
    expect(rows.filter((row) => row.parentId === null)).toHaveLength(1);
    expect(mediaFolderMoveSchema.safeParse({ id: left.id, parentId: "racine" }).success).toBe(false);
  });

  it("deletes a folder, its files going to 'Sans dossier'; a folder that holds folders is refused", async () => {
    const parent = await create("Archives");
    const child = await create("2025", parent.id);
    const [kept, inChild] = await images("archive.png", "archive-2025.png");
    await move([kept!.id], parent.id);
    await move([inChild!.id], child.id);

    await expect(deleteMediaFolder(parent.id, editor)).rejects.toMatchObject({
      status: 409,
      message: "Ce dossier contient d'autres dossiers : supprimez-les ou déplacez-les d'abord.",
    });
    expect(await deleteMediaFolder(child.id, editor)).toEqual({ movedFiles: 1 });
    expect(await deleteMediaFolder(parent.id, editor)).toEqual({ movedFiles: 1 });
    expect(await db.mediaFolder.count({ where: { id: { in: [parent.id, child.id] } } })).toBe(0);
    // No file was deleted: both are in 'Sans dossier'.
    expect(await listed({ folder: "none", search: "archive" })).toEqual([inChild!.id, kept!.id]);
    await expect(deleteMediaFolder(parent.id, editor)).rejects.toMatchObject({ status: 404 });
  });

  it("gives the pickers the folders and uploaders (GET /api/media/filters), to editors only; uploads check their folder", async () => {
    const parent = await create("Filtres");
    await create("Sous-dossier", parent.id);
    const answer = await filtersRoute(await apiRequest("/api/media/filters", { as: editor }), routeContext());
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      folders: { label: string }[];
      uploaders: { id: number; username: string }[];
    };
    expect(body.folders.map((folder) => folder.label)).toEqual(
      expect.arrayContaining(["Filtres", "Filtres / Sous-dossier"]),
    );
    expect(body.uploaders).toContainEqual({ id: editor.id, username: editor.username });
    const reader = await createTestUser("user");
    expect((await filtersRoute(await apiRequest("/api/media/filters", { as: reader }), routeContext())).status).toBe(
      403,
    );

    const form = (folder: string) => {
      const data = new FormData();
      data.set("folder", folder);
      return data;
    };
    expect(await uploadFolder(form(String(parent.id)))).toBe(parent.id);
    expect(await uploadFolder(form(""))).toBeNull();
    await expect(uploadFolder(form("999999"))).rejects.toMatchObject({ status: 400 });
    await expect(uploadFolder(form("abc"))).rejects.toMatchObject({ status: 400 });
  });
});
