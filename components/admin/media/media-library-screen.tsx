import { ImageIcon } from "lucide-react";
import { getImageProps } from "next/image";
import Link from "next/link";
import { MediaUploader } from "@/components/admin/media/media-uploader";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import { fileSizeLabel } from "@/lib/media/rules";
import {
  MEDIA_DESCRIPTION_FILTERS,
  MEDIA_PAGE_SIZE,
  MEDIA_SIZE_FILTERS,
  MEDIA_TYPE_FILTERS,
  MEDIA_USAGE_FILTERS,
  type MediaPageQuery,
} from "@/lib/media/schemas";
import type { MediaFolderOption, MediaSummary } from "@/lib/media/types";
import type { Pagination } from "@/lib/pagination";
import { hrefWithQuery } from "@/lib/search-params";

/** The choices of the filters that have fixed ones (folders and uploaders are the library's own). */
const FILTERS = [
  { name: "type", label: "Type", options: MEDIA_TYPE_FILTERS },
  { name: "size", label: "Taille", options: MEDIA_SIZE_FILTERS },
  { name: "usage", label: "Utilisation", options: MEDIA_USAGE_FILTERS },
  { name: "description", label: "Description", options: MEDIA_DESCRIPTION_FILTERS },
] as const;

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

/**
 * /admin/media: the library. Its search and filters are a GET form (they work without scripts), the files a grid of
 * thumbnails or a table, each leading to its page; uploads drop into it from the uploader above.
 */
export function MediaLibraryScreen({
  title,
  query,
  list,
  cleanup,
  retentionDays,
  folders,
  uploaders,
}: {
  title: string;
  query: MediaPageQuery;
  list: { items: MediaSummary[]; pagination: Pagination };
  cleanup: number;
  retentionDays: number;
  folders: MediaFolderOption[];
  uploaders: { id: number; username: string }[];
}) {
  const { items, pagination } = list;
  return (
    <div className="space-y-6">
      <PageHeader title={title} description="Chaque image envoyée une fois, décrite une fois, utilisée partout." />
      <MediaUploader />
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
        <QuerySelect label="Dossier" name="folder" value={query.folder === undefined ? "" : String(query.folder)}>
          <option value="">Tous les dossiers</option>
          <option value="none">Sans dossier</option>
          {folders.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.label}
            </option>
          ))}
        </QuerySelect>
        {FILTERS.map((filter) => (
          <QuerySelect key={filter.name} label={filter.label} name={filter.name} value={query[filter.name]}>
            {Object.entries(filter.options).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </QuerySelect>
        ))}
        <QuerySelect
          label="Envoyé par"
          name="uploader"
          value={query.uploader === undefined ? "" : String(query.uploader)}
        >
          <option value="">Tout le monde</option>
          {uploaders.map((user) => (
            <option key={user.id} value={user.id}>
              {user.username}
            </option>
          ))}
        </QuerySelect>
        <label className="grid gap-1 text-sm">
          Envoyé du
          <Input type="date" name="from" defaultValue={query.from ?? ""} />
        </label>
        <label className="grid gap-1 text-sm">
          au
          <Input type="date" name="to" defaultValue={query.to ?? ""} />
        </label>
        <input type="hidden" name="view" value={query.view} />
        <Button type="submit">Filtrer</Button>
      </form>
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
            <li key={item.id} className="min-w-0">
              <Link href={`/admin/media/${item.id}`} prefetch={false} className="group block space-y-1">
                <MediaThumbnail url={item.url} />
                <span className="block truncate text-sm font-medium group-hover:underline">
                  {item.originalName ?? item.filename}
                </span>
                <MediaBadges item={item} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager pagination={pagination} href={(page) => pageHref(query, { page })} />
    </div>
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

function QuerySelect({
  label,
  name,
  value,
  children,
}: {
  label: string;
  name: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <label className="grid max-w-full min-w-0 gap-1 text-sm">
      {label}
      <NativeSelect name={name} defaultValue={value}>
        {children}
      </NativeSelect>
    </label>
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
