"use client";

import { FolderInputIcon, FolderPlusIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { type ComponentProps, type FormEvent, useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog, DeletedItemDetails } from "@/components/admin/confirm-delete-dialog";
import { PendingButton } from "@/components/admin/pending-button";
import { UserText } from "@/components/admin/user-text";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { ServerAction } from "@/lib/auth/action-result";
import { MEDIA_TEXT_LIMITS } from "@/lib/media/schemas";
import type { MediaFolderOption } from "@/lib/media/types";

/** The field error of `name`, else the general one. */
function nameError(result: { error: string; fieldErrors?: Record<string, string[]> }) {
  return result.fieldErrors?.name?.[0] ?? result.error;
}

/**
 * The folder tools of /admin/media: 'Nouveau dossier' (inside the folder shown, or at the top), and for the folder
 * shown 'Renommer', 'Déplacer' (with what it holds, anywhere but inside itself) and 'Supprimer le dossier' (its files
 * go to 'Sans dossier'; a folder that holds folders is refused by the server with its reason).
 */
export function MediaFolderTools({
  current,
  destinations,
  create,
  rename,
  relocate,
  remove,
}: {
  /** The folder the library shows; null for all files or 'Sans dossier' (new folders then go at the top). */
  current: MediaFolderOption | null;
  /** Where the folder shown may go: every folder but itself and those inside it. */
  destinations: MediaFolderOption[];
  create: ServerAction<{ name: string; parentId: number | null }, MediaFolderOption>;
  rename: ServerAction<{ id: number; name: string }, MediaFolderOption>;
  relocate: ServerAction<{ id: number; parentId: number | null }, MediaFolderOption>;
  remove: ServerAction<{ id: number }, { movedFiles: number }>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [createError, setCreateError] = useState<string | null>(null);
  /** The folder's form open instead of its buttons: 'Renommer' or 'Déplacer'. */
  const [editing, setEditing] = useState<"rename" | "relocate" | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const ids = { create: useId(), createError: useId(), edit: useId(), editError: useId() };

  function openEditor(which: "rename" | "relocate") {
    setEditError(null);
    setEditing(which);
  }

  function submitCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "");
    startTransition(async () => {
      const result = await create({ name, parentId: current?.id ?? null });
      if (!result.ok) {
        setCreateError(nameError(result));
        return;
      }
      setCreateError(null);
      form.reset();
      toast.success(`Dossier « ${result.data.label} » créé`);
      router.refresh();
    });
  }

  function submitEdit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!current) return;
    const data = new FormData(event.currentTarget);
    startTransition(async () => {
      const result =
        editing === "relocate"
          ? await relocate({ id: current.id, parentId: chosenFolder(data) })
          : await rename({ id: current.id, name: String(data.get("name") ?? "") });
      if (!result.ok) {
        setEditError(nameError(result));
        return;
      }
      setEditing(null);
      toast.success(
        editing === "relocate"
          ? `Dossier déplacé : « ${result.data.label} »`
          : `Dossier renommé « ${result.data.label} »`,
      );
      router.refresh();
    });
  }

  async function confirmDelete() {
    if (!current) return;
    const result = await remove({ id: current.id });
    setConfirmingDelete(false);
    if (!result.ok) {
      toast.error("Impossible de supprimer le dossier.", { description: result.error });
      return;
    }
    const moved = result.data.movedFiles;
    toast.success(`Dossier « ${current.label} » supprimé`, {
      description:
        moved === 0
          ? undefined
          : `${moved} fichier${moved > 1 ? "s" : ""} passé${moved > 1 ? "s" : ""} dans « Sans dossier ».`,
    });
    router.push(current.parentId === null ? "/admin/media" : `/admin/media?folder=${current.parentId}`);
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <form onSubmit={submitCreate} className="flex max-w-full min-w-0 flex-wrap items-end gap-2">
        <div className="grid min-w-0 gap-1 text-sm wrap-anywhere">
          <label htmlFor={ids.create}>
            {current ? (
              <>
                Nouveau dossier dans « <UserText>{current.name}</UserText> »
              </>
            ) : (
              "Nouveau dossier"
            )}
          </label>
          <Input
            id={ids.create}
            name="name"
            required
            maxLength={MEDIA_TEXT_LIMITS.folder}
            aria-invalid={createError ? true : undefined}
            aria-describedby={createError ? ids.createError : undefined}
            className="min-w-0"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={pending}>
          <FolderPlusIcon />
          Créer le dossier
        </Button>
        {createError && (
          <p id={ids.createError} role="alert" className="basis-full text-sm text-destructive">
            {createError}
          </p>
        )}
      </form>
      {current && !editing && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => openEditor("rename")}>
            <PencilIcon />
            Renommer le dossier
          </Button>
          <Button type="button" variant="outline" onClick={() => openEditor("relocate")}>
            <FolderInputIcon />
            Déplacer le dossier
          </Button>
          <Button type="button" variant="outline" aria-haspopup="dialog" onClick={() => setConfirmingDelete(true)}>
            <Trash2Icon />
            Supprimer le dossier
          </Button>
        </div>
      )}
      {current && editing && (
        <form onSubmit={submitEdit} className="flex max-w-full min-w-0 flex-wrap items-end gap-2">
          <div className="grid min-w-0 max-w-full gap-1 text-sm wrap-anywhere">
            <label htmlFor={ids.edit}>
              {editing === "rename" ? "Nouveau nom du dossier" : "Déplacer le dossier dans"}
            </label>
            {editing === "rename" ? (
              <Input
                id={ids.edit}
                name="name"
                required
                defaultValue={current.name}
                maxLength={MEDIA_TEXT_LIMITS.folder}
                aria-invalid={editError ? true : undefined}
                aria-describedby={editError ? ids.editError : undefined}
                className="min-w-0"
              />
            ) : (
              <FolderSelect
                id={ids.edit}
                folders={destinations}
                top="La racine de la médiathèque"
                defaultValue={current.parentId === null ? "none" : String(current.parentId)}
                aria-invalid={editError ? true : undefined}
                aria-describedby={editError ? ids.editError : undefined}
              />
            )}
          </div>
          <PendingButton type="submit" pending={pending} pendingLabel="Enregistrement...">
            {editing === "rename" ? "Renommer" : "Déplacer"}
          </PendingButton>
          <Button type="button" variant="ghost" onClick={() => setEditing(null)}>
            Annuler
          </Button>
          {editError && (
            <p id={ids.editError} role="alert" className="basis-full text-sm text-destructive">
              {editError}
            </p>
          )}
        </form>
      )}
      {current && (
        <ConfirmDeleteDialog
          open={confirmingDelete}
          title="Supprimer ce dossier ?"
          description="Ses fichiers ne sont pas supprimés : ils passent dans « Sans dossier »."
          onConfirm={confirmDelete}
          onClose={() => setConfirmingDelete(false)}
        >
          <DeletedItemDetails entries={[{ label: "Dossier", value: <UserText>{current.label}</UserText> }]} />
        </ConfirmDeleteDialog>
      )}
    </div>
  );
}

/** The form the files' checkboxes belong to (their `form` attribute): they stay server-rendered in the grid. */
export const MEDIA_MOVE_FORM = "media-move";

/**
 * A choice of folder, no folder first (value "none": 'Sans dossier' for files, the top for a folder), each folder by
 * its path ('Clients / Orange').
 */
function FolderSelect({
  folders,
  top = "Sans dossier",
  ...select
}: {
  id: string;
  folders: MediaFolderOption[];
  top?: string;
  defaultValue: string;
} & Pick<ComponentProps<"select">, "aria-invalid" | "aria-describedby">) {
  return (
    <NativeSelect name="folder" {...select}>
      <option value="none">{top}</option>
      {folders.map((folder) => (
        <option key={folder.id} value={folder.id}>
          {folder.label}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The folder a move sends files to: null for 'Sans dossier'. */
const chosenFolder = (data: FormData) => {
  const target = String(data.get("folder") ?? "none");
  return target === "none" ? null : Number(target);
};

/** The toast of a move: 'N fichier(s) déplacé(s) vers « Clients / Orange »'. */
function announceMove(moved: number, folderId: number | null, folders: MediaFolderOption[]) {
  const folder = folders.find((candidate) => candidate.id === folderId);
  toast.success(
    `${moved} fichier${moved > 1 ? "s" : ""} déplacé${moved > 1 ? "s" : ""} vers « ${folder?.label ?? "Sans dossier"} »`,
  );
}

/**
 * 'Déplacer les fichiers cochés': the checked files of the page (one or several) into a folder, or into 'Sans dossier'.
 */
export function MediaMoveForm({
  folders,
  move,
}: {
  folders: MediaFolderOption[];
  move: ServerAction<{ ids: number[]; folderId: number | null }, { moved: number }>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const selectId = useId();

  /** The page's checkboxes, wherever they sit (the grid, the table). */
  const checkboxes = (form: HTMLFormElement) =>
    [...form.elements].filter(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.name === "ids",
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const ids = data.getAll("ids").map(Number);
    const folderId = chosenFolder(data);
    if (ids.length === 0) {
      toast.error("Cochez au moins un fichier à déplacer.");
      return;
    }
    startTransition(async () => {
      const result = await move({ ids, folderId });
      if (!result.ok) {
        toast.error("Impossible de déplacer les fichiers.", { description: result.error });
        return;
      }
      announceMove(result.data.moved, folderId, folders);
      for (const checkbox of checkboxes(form)) checkbox.checked = false;
      router.refresh();
    });
  }

  return (
    <form
      id={MEDIA_MOVE_FORM}
      onSubmit={submit}
      aria-label="Déplacer des fichiers"
      className="flex max-w-full min-w-0 flex-wrap items-end gap-2"
    >
      <div className="grid max-w-full min-w-0 gap-1 text-sm wrap-anywhere">
        <label htmlFor={selectId}>Déplacer les fichiers cochés vers</label>
        <FolderSelect id={selectId} folders={folders} defaultValue="none" />
      </div>
      <PendingButton type="submit" variant="secondary" pending={pending} pendingLabel="Déplacement...">
        Déplacer
      </PendingButton>
      <Button
        type="button"
        variant="ghost"
        onClick={(event) => {
          const form = event.currentTarget.form;
          if (!form) return;
          const boxes = checkboxes(form);
          const check = boxes.some((box) => !box.checked);
          for (const box of boxes) box.checked = check;
        }}
      >
        Tout cocher / décocher
      </Button>
    </form>
  );
}

/** 'Dossier' on a file's page: the folder it is filed in, changed by 'Déplacer'. */
export function MediaFolderField({
  mediaId,
  folderId,
  folders,
  move,
}: {
  mediaId: number;
  folderId: number | null;
  folders: MediaFolderOption[];
  move: ServerAction<{ ids: number[]; folderId: number | null }, { moved: number }>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const selectId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = chosenFolder(new FormData(event.currentTarget));
    startTransition(async () => {
      const result = await move({ ids: [mediaId], folderId: target });
      if (!result.ok) {
        toast.error("Impossible de déplacer le fichier.", { description: result.error });
        return;
      }
      announceMove(result.data.moved, target, folders);
      router.refresh();
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Dossier du fichier"
      className="flex max-w-full min-w-0 flex-wrap items-end gap-2"
    >
      <div className="grid max-w-full min-w-0 gap-1 text-sm wrap-anywhere">
        <label htmlFor={selectId}>Dossier</label>
        <FolderSelect id={selectId} folders={folders} defaultValue={folderId === null ? "none" : String(folderId)} />
      </div>
      <PendingButton type="submit" variant="secondary" pending={pending} pendingLabel="Déplacement...">
        Déplacer
      </PendingButton>
    </form>
  );
}
