import type { MediaFolderOption } from "@/lib/media/types";

// The library's folder tree, read from its flat list (each folder names its parent): the breadcrumb of the library
// page and the rule of a folder's move. The tree has no loop (moveMediaFolder refuses one), so every walk up ends.

/** The folder and its parents, from the top. */
export function folderTrail(folders: readonly MediaFolderOption[], folder: MediaFolderOption): MediaFolderOption[] {
  const byId = new Map(folders.map((candidate) => [candidate.id, candidate]));
  const trail: MediaFolderOption[] = [];
  for (let step: MediaFolderOption | undefined = folder; step;) {
    trail.unshift(step);
    step = step.parentId === null ? undefined : byId.get(step.parentId);
  }
  return trail;
}

/** Whether `candidate` is `folder` or lies somewhere inside it: where `folder` may not be moved. */
export function isWithinFolder(
  folders: readonly MediaFolderOption[],
  candidate: MediaFolderOption,
  folder: MediaFolderOption,
): boolean {
  return folderTrail(folders, candidate).some((step) => step.id === folder.id);
}
