import { ImageIcon } from "lucide-react";
import Link from "next/link";
import { AdminImage } from "@/components/admin/admin-image";
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
import type { MediaSummary } from "@/lib/media/types";
import type { Pagination } from "@/lib/pagination";
import { hrefWithQuery } from "@/lib/search-params";

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
}: {
  title: string;
  query: MediaPageQuery;
  list: { items: MediaSummary[]; pagination: Pagination };
  cleanup: number;
  retentionDays: number;
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
        {FILTERS.map((filter) => (
          <label key={filter.name} className="grid gap-1 text-sm">
            {filter.label}
            <NativeSelect name={filter.name} defaultValue={query[filter.name]}>
              {Object.entries(filter.options).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </label>
        ))}
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
              <Link href={`/admin/media/${item.id}`} className="group block space-y-1">
                <span className="relative block aspect-square overflow-hidden rounded-md border bg-muted">
                  <AdminImage
                    src={item.url}
                    alt={item.alt ?? ""}
                    title={item.originalName ?? item.filename}
                    sizes="(min-width: 1024px) 20vw, 50vw"
                    className="object-cover"
                  />
                </span>
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
              <Link className="underline" href={`/admin/media/${item.id}`}>
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
