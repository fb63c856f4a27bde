import { FolderIcon, ImageIcon } from "lucide-react";
import { getImageProps } from "next/image";
import Link from "next/link";
import { MediaFilterFields } from "@/components/admin/media/media-filters";
import { MEDIA_MOVE_FORM, MediaFolderTools, MediaMoveForm } from "@/components/admin/media/media-folder-tools";
import { MediaUploader } from "@/components/admin/media/media-uploader";
import { PageHeader } from "@/components/admin/page-header";
import { UserText } from "@/components/admin/user-text";
import { Pager } from "@/components/admin/pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import { folderTrail, isWithinFolder } from "@/lib/media/folder-tree";
import { fileSizeLabel } from "@/lib/media/rules";
import type { ServerAction } from "@/lib/auth/action-result";
import { MEDIA_PAGE_SIZE, mediaFilterValues, type MediaPageQuery } from "@/lib/media/schemas";
import type { MediaFilterChoices, MediaFolderOption, MediaSummary } from "@/lib/media/types";
import type { Pagination } from "@/lib/pagination";
import { hrefWithQuery } from "@/lib/search-params";

const QUERY_DEFAULTS = {
  type: "all",
  size: "all",
  usage: "all",
  description: "all",
  view: "grid",
  page: 1,
  limit: MEDIA_PAGE_SIZE,
} as const;

function pageHref(query: MediaPageQuery, changes: Partial<Record<keyof MediaPageQuery, string | number>>) {
  const { folder, uploader, ...rest } = query;
  return hrefWithQuery(
    "/admin/media",
    { ...rest, folder: folder === undefined ? undefined : String(folder), uploader, ...changes },
    QUERY_DEFAULTS,
  );
}

/** What the library's folder tools and 'Déplacer' call (the screen's server actions, passed by its page). */
export interface MediaFolderActions {
  create: ServerAction<{ name: string; parentId: number | null }, MediaFolderOption>;
  rename: ServerAction<{ id: number; name: string }, MediaFolderOption>;
  relocate: ServerAction<{ id: number; parentId: number | null }, MediaFolderOption>;
  remove: ServerAction<{ id: number }, { movedFiles: number }>;
  move: ServerAction<{ ids: number[]; folderId: number | null }, { moved: number }>;
}

/**
 * /admin/media: the library. Its search and filters are a GET form (they work without scripts), the files a grid of
 * thumbnails or a table, each leading to its page; uploads drop into it from the uploader above. The folder shown (the
 * 'Dossier' filter) has its breadcrumb, its folders and its tools; checked files move into any folder.
 */
export function MediaLibraryScreen({
  title,
  query,
  list,
  cleanup,
  retentionDays,
  choices,
  folderActions,
}: {
  title: string;
  query: MediaPageQuery;
  list: { items: MediaSummary[]; pagination: Pagination };
  cleanup: number;
  retentionDays: number;
  choices: MediaFilterChoices;
  folderActions: MediaFolderActions;
}) {
  const { items, pagination } = list;
  const { folders } = choices;
  const current =
    typeof query.folder === "number" ? (folders.find((folder) => folder.id === query.folder) ?? null) : null;
  const trail = current ? folderTrail(folders, current) : [];
  // 'Sans dossier' shows files only; every folder shows its own folders, 'Tous les dossiers' the top ones.
  const children = query.folder === "none" ? [] : folders.filter((folder) => folder.parentId === (current?.id ?? null));
  const folderHref = (folder: number | "none" | undefined) =>
    pageHref(query, { folder: folder === undefined ? "" : String(folder), page: 1 });
  return (
    <div className="space-y-6">
      <PageHeader title={title} description="Chaque image envoyée une fois, décrite une fois, utilisée partout." />
      <MediaUploader folder={current ?? undefined} />
      <form method="get" action="/admin/media" className="flex flex-wrap items-end gap-3" role="search">
        <label className="grid min-w-48 flex-1 gap-1 text-sm">
          Rechercher
          <Input
            type="search"
            name="search"
            defaultValue={query.search ?? ""}
            placeholder="Nom, description, mot-clé…"
            maxLength={200}
          />
        </label>
        <MediaFilterFields values={mediaFilterValues(query)} choices={choices} />
        <input type="hidden" name="view" value={query.view} />
        <Button type="submit">Filtrer</Button>
      </form>
      <section aria-labelledby="media-folders-title" className="space-y-3 rounded-md border p-4">
        <h2 id="media-folders-title" className="text-base font-semibold">
          Dossiers
        </h2>
        <nav aria-label="Fil d'Ariane des dossiers" className="min-w-0 text-sm">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              {query.folder === undefined ? (
                <span aria-current="page">Tous les dossiers</span>
              ) : (
                <Link className="underline" href={folderHref(undefined)}>
                  Tous les dossiers
                </Link>
              )}
            </li>
            {query.folder === "none" && (
              <li className="before:mr-1 before:content-['/']">
                <span aria-current="page">Sans dossier</span>
              </li>
            )}
            {trail.map((folder) => (
              <li key={folder.id} className="min-w-0 before:mr-1 before:content-['/']">
                {folder.id === current?.id ? (
                  <span aria-current="page">
                    <UserText>{folder.name}</UserText>
                  </span>
                ) : (
                  <Link className="underline" href={folderHref(folder.id)}>
                    <UserText>{folder.name}</UserText>
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {(children.length > 0 || query.folder === undefined) && (
          <ul aria-label={current ? `Dossiers dans « ${current.name} »` : "Dossiers"} className="flex flex-wrap gap-2">
            {query.folder === undefined && (
              <li>
                <FolderLink href={folderHref("none")} name="Sans dossier" />
              </li>
            )}
            {children.map((folder) => (
              <li key={folder.id} className="min-w-0 max-w-full">
                <FolderLink href={folderHref(folder.id)} name={folder.name} />
              </li>
            ))}
          </ul>
        )}
        <MediaFolderTools
          current={current}
          create={folderActions.create}
          rename={folderActions.rename}
          relocate={folderActions.relocate}
          remove={folderActions.remove}
          destinations={current ? folders.filter((folder) => !isWithinFolder(folders, folder, current)) : []}
        />
      </section>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p aria-live="polite">
          {pagination.total} fichier{pagination.total > 1 ? "s" : ""}
          {cleanup > 0 && (
            <>
              {" · "}
              <Link className="underline" href={pageHref(query, { usage: "cleanup", page: 1 })}>
                {cleanup} à nettoyer (inutilisés depuis plus de {retentionDays} jours)
              </Link>
            </>
          )}
        </p>
        <nav aria-label="Affichage" className="flex gap-2">
          <Link aria-current={query.view === "grid" ? "page" : undefined} href={pageHref(query, { view: "grid" })}>
            Grille
          </Link>
          <Link aria-current={query.view === "list" ? "page" : undefined} href={pageHref(query, { view: "list" })}>
            Liste
          </Link>
        </nav>
      </div>
      {items.length > 0 && <MediaMoveForm folders={folders} move={folderActions.move} />}
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
          <ImageIcon className="mx-auto mb-2 size-6" aria-hidden />
          Aucun fichier ne correspond.
        </p>
      ) : query.view === "list" ? (
        <MediaTable items={items} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-label="Fichiers">
          {items.map((item) => (
            <li key={item.id} className="relative min-w-0">
              <Link href={`/admin/media/${item.id}`} prefetch={false} className="group block space-y-1">
                <MediaThumbnail url={item.url} />
                <span className="block truncate text-sm font-medium group-hover:underline">
                  {item.originalName ?? item.filename}
                </span>
                <MediaBadges item={item} />
              </Link>
              <MoveCheckbox item={item} className="absolute top-2 left-2 size-5 bg-background" />
            </li>
          ))}
        </ul>
      )}
      <Pager pagination={pagination} href={(page) => pageHref(query, { page })} />
    </div>
  );
}

function FolderLink({ href, name }: { href: string; name: string }) {
  return (
    <Link
      href={href}
      className="inline-flex max-w-full min-w-0 items-center gap-2 rounded-md border px-3 py-1.5 text-sm hover:bg-muted"
    >
      <FolderIcon className="size-4 shrink-0" aria-hidden />
      <UserText className="min-w-0">{name}</UserText>
    </Link>
  );
}

/** A file's checkbox for 'Déplacer': a plain input of the move form (its `form` attribute), rendered here. */
function MoveCheckbox({ item, className }: { item: MediaSummary; className?: string }) {
  return (
    <input
      type="checkbox"
      name="ids"
      value={item.id}
      form={MEDIA_MOVE_FORM}
      aria-label={`Cocher « ${item.originalName ?? item.filename} »`}
      className={className}
    />
  );
}

const THUMBNAIL_SIZE = 256;

/**
 * A file's thumbnail in the grid: a plain <img> rendered on the server (no client component per file), one optimised
 * width and its double (where next/image's `fill` lists every width of the configuration for each of the page's
 * files). Its alt is empty: the link it sits in says the file's name.
 */
function MediaThumbnail({ url }: { url: string }) {
  const { props } = getImageProps({ src: url, alt: "", width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps: next/image's attributes, on the server
    <img {...props} alt="" className="aspect-square w-full rounded-md border bg-muted object-cover" />
  );
}

function MediaBadges({ item }: { item: MediaSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      {!item.described && <Badge variant="destructive">À décrire</Badge>}
      <Badge variant="secondary">
        {item.useCount === 0 ? "Inutilisé" : `${item.useCount} utilisation${item.useCount > 1 ? "s" : ""}`}
      </Badge>
    </span>
  );
}

function MediaTable({ items }: { items: MediaSummary[] }) {
  return (
    <Table scrollLabel="Fichiers de la médiathèque">
      <TableHeader>
        <TableRow>
          <TableHead>
            <span className="sr-only">Cocher</span>
          </TableHead>
          <TableHead>Fichier</TableHead>
          <TableHead>Dimensions</TableHead>
          <TableHead>Taille</TableHead>
          <TableHead>Envoyé</TableHead>
          <TableHead>État</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              <MoveCheckbox item={item} className="size-4" />
            </TableCell>
            <TableCell className="max-w-64 truncate">
              <Link className="underline" href={`/admin/media/${item.id}`} prefetch={false}>
                {item.originalName ?? item.filename}
              </Link>
            </TableCell>
            <TableCell>
              {item.width} × {item.height}
            </TableCell>
            <TableCell>{fileSizeLabel(item.size)}</TableCell>
            <TableCell>
              {formatDateTime(item.createdAt)}
              {item.uploadedBy ? ` par ${item.uploadedBy.username}` : ""}
            </TableCell>
            <TableCell>
              <MediaBadges item={item} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
