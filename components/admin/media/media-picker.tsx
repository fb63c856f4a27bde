"use client";

import { CheckIcon, LibraryIcon, SearchIcon } from "lucide-react";
import { type FormEvent, type ReactElement, useId, useRef, useState } from "react";
import { MediaFilterFields } from "@/components/admin/media/media-filters";
import { AdminImage } from "@/components/admin/admin-image";
import {
  ImageDropZone,
  UPLOAD_HINT,
  UploadFailed,
  UploadProgress,
  useImageUpload,
} from "@/components/admin/image-upload";
import { UserText } from "@/components/admin/user-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { fetchJson } from "@/lib/api-client";
import { type MediaFilterValues, NO_MEDIA_FILTERS } from "@/lib/media/schemas";
import type { MediaFilterChoices, MediaSummary } from "@/lib/media/types";
import type { Pagination } from "@/lib/pagination";
import { cn } from "@/lib/utils";

/** Thumbnails a page of the picker shows: two rows of the grid at its widest. */
const PICKER_PAGE_SIZE = 12;

type Listing = { items: MediaSummary[]; pagination: Pagination };
type Wanted = { filters: MediaFilterValues; page: number };

/** The query string of GET /api/media for a page of the picker: the filters that filter, the page, its size. */
function listingParams({ filters, page }: Wanted, limit = PICKER_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== "" && value !== NO_MEDIA_FILTERS[name as keyof MediaFilterValues]) params.set(name, value);
  params.set("page", String(page));
  params.set("limit", String(limit));
  return params;
}

/** The filters the dialog's form holds (the names of MediaFilterFields and of the search box). */
function formFilters(form: HTMLFormElement): MediaFilterValues {
  const data = new FormData(form);
  const filters = { ...NO_MEDIA_FILTERS };
  for (const name of Object.keys(filters) as (keyof MediaFilterValues)[]) {
    const value = data.get(name);
    if (typeof value === "string") filters[name] = name === "search" ? value.trim() : value;
  }
  return filters;
}

/** What the dialog says when the library cannot be read: the server's French message, else a general one. */
const loadFailure = (failure: unknown) =>
  failure instanceof Error ? failure.message : "Impossible de charger la médiathèque. Veuillez réessayer.";

/** The name a file is shown by: its alternative text, else the name it was sent with. */
const nameOf = (image: MediaSummary) => image.alt || image.originalName || image.filename;

/**
 * 'Choisir dans la médiathèque': a dialog that lists the library (GET /api/media: the library's search and filters —
 * folder, type, who sent it, unused, dates… —, pages), where the editor chooses an existing file — or sends new ones,
 * which join the library and are chosen at once. Each file is a toggle button (keyboard, screen readers: its name and
 * whether it is chosen); 'Choisir' hands the chosen files over.
 */
export function MediaPicker({
  multiple = false,
  label = "Choisir dans la médiathèque",
  disabled,
  trigger,
  onPick,
}: {
  multiple?: boolean;
  label?: string;
  disabled?: boolean;
  /** The button that opens it, when not the default one (it must forward its props and ref: a `Button`). */
  trigger?: ReactElement;
  onPick: (images: MediaSummary[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<Wanted>({ filters: NO_MEDIA_FILTERS, page: 1 });
  /** Bumped to show the form's fields as `query` holds them again (they are uncontrolled). */
  const [formKey, setFormKey] = useState(0);
  const [choices, setChoices] = useState<MediaFilterChoices | null>(null);
  const [listing, setListing] = useState<Listing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<MediaSummary[]>([]);
  const { upload, progress, uploading, failed } = useImageUpload();
  const searchId = useId();
  const listingRequest = useRef<AbortController | null>(null);

  /**
   * The library's page `wanted` asks for; null when a newer request replaced this one. A newer request cancels the
   * older: the first page asked for on opening, larger and slower, must not land after a search typed meanwhile.
   */
  async function fetchListing(wanted: Wanted, limit?: number): Promise<Listing | null> {
    listingRequest.current?.abort();
    const request = (listingRequest.current = new AbortController());
    try {
      const listing = await fetchJson<Listing>(`/api/media?${listingParams(wanted, limit)}`, {
        signal: request.signal,
      });
      return request.signal.aborted ? null : listing;
    } catch (failure) {
      if (request.signal.aborted) return null;
      throw failure;
    }
  }

  /** Shows the library's page `wanted` asks for (a search, filters, a page). */
  async function show(wanted: Wanted) {
    setQuery(wanted);
    setError(null);
    try {
      const listing = await fetchListing(wanted);
      if (listing) setListing(listing);
    } catch (failure) {
      setError(loadFailure(failure));
    }
  }

  function toggle(image: MediaSummary) {
    setChosen((current) => {
      if (current.some((item) => item.id === image.id)) return current.filter((item) => item.id !== image.id);
      return multiple ? [...current, image] : [image];
    });
  }

  async function send(files: File[]) {
    const paths = await upload(files, "single");
    if (paths.length === 0) return;
    // The new files are the newest of the library: its first page, without the search and filters, holds them.
    const first = { filters: NO_MEDIA_FILTERS, page: 1 };
    setQuery(first);
    setFormKey((key) => key + 1);
    try {
      const fresh = await fetchListing(first, Math.max(PICKER_PAGE_SIZE, paths.length));
      if (!fresh) return;
      const sent = fresh.items.filter((item) => paths.includes(item.path));
      setListing(fresh);
      setChosen((current) => (multiple ? [...current, ...sent] : sent.slice(0, 1)));
    } catch (failure) {
      setError(loadFailure(failure));
    }
  }

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Inside another form (the article's): this one must not submit it.
    event.stopPropagation();
    // The filters close on a phone's height they would otherwise share with the images they select.
    event.currentTarget.querySelector("details")?.removeAttribute("open");
    void show({ filters: formFilters(event.currentTarget), page: 1 });
  }

  /** The library's folders and uploaders for the filters, once per opening (folders change meanwhile). */
  async function loadChoices() {
    try {
      setChoices(await fetchJson<MediaFilterChoices>("/api/media/filters"));
    } catch (failure) {
      setError(loadFailure(failure));
    }
  }

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      void show(query);
      void loadChoices();
    } else setChosen([]);
  }

  const pagination = listing?.pagination;
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        {trigger ?? (
          // Its label names the field ('Choisir une image de couverture dans la médiathèque'): it wraps in a narrow
          // column (the article form's sidebar, a phone) instead of widening the page.
          <Button
            type="button"
            variant="outline"
            disabled={disabled}
            className="h-auto min-h-9 max-w-full justify-start py-2 text-left whitespace-normal"
          >
            <LibraryIcon />
            {label}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_auto_minmax(0,1fr)_auto] sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Médiathèque</DialogTitle>
          <DialogDescription>
            {multiple ? "Choisissez une ou plusieurs images" : "Choisissez une image"}, ou envoyez-en : elles rejoignent
            la médiathèque.
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <form key={formKey} role="search" onSubmit={submitSearch} className="min-w-0 space-y-2">
            <div className="flex min-w-0 gap-2">
              <label htmlFor={searchId} className="sr-only">
                Rechercher dans la médiathèque
              </label>
              <Input
                id={searchId}
                type="search"
                name="search"
                defaultValue={query.filters.search}
                maxLength={200}
                placeholder="Nom, description, mot-clé…"
                className="min-w-0"
              />
              <Button type="submit" variant="secondary">
                <SearchIcon />
                Rechercher
              </Button>
            </div>
            <details className="text-sm">
              <summary className="cursor-pointer">Filtres (dossier, type, envoyé par…)</summary>
              {choices ? (
                <div className="mt-2 grid max-h-[40dvh] grid-cols-2 gap-2 overflow-y-auto p-1">
                  <MediaFilterFields values={query.filters} choices={choices} />
                  <Button type="submit" variant="secondary" className="col-span-2">
                    Appliquer les filtres
                  </Button>
                </div>
              ) : (
                <p className="mt-2 text-muted-foreground">Chargement des filtres…</p>
              )}
            </details>
          </form>
          <div className="min-w-0 space-y-2">
            <ImageDropZone label="Envoyer des images" hint={UPLOAD_HINT} multiple disabled={uploading} onFiles={send} />
            <UploadProgress progress={progress} />
            <UploadFailed failed={failed} />
          </div>
        </div>
        <div className="min-h-0 overflow-y-auto">
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          {!listing && !error && <p className="text-sm text-muted-foreground">Chargement…</p>}
          {listing && listing.items.length === 0 && (
            <p className="text-sm text-muted-foreground">Aucune image ne correspond.</p>
          )}
          {listing && listing.items.length > 0 && (
            <ul aria-label="Images de la médiathèque" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {listing.items.map((image) => {
                const selected = chosen.some((item) => item.id === image.id);
                return (
                  <li key={image.id} className="min-w-0">
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => toggle(image)}
                      className={cn(
                        "w-full min-w-0 rounded-md border p-1 text-left text-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                        selected && "border-primary ring-2 ring-primary",
                      )}
                    >
                      <span className="relative block aspect-video overflow-hidden rounded bg-muted">
                        <AdminImage src={image.url} alt="" title={nameOf(image)} sizes="160px" />
                        {selected && (
                          <CheckIcon
                            aria-hidden
                            className="absolute top-1 right-1 size-5 rounded-full bg-primary p-0.5 text-primary-foreground"
                          />
                        )}
                      </span>
                      <UserText className="mt-1 line-clamp-2">{nameOf(image)}</UserText>
                      {!image.described && (
                        <Badge variant="outline" className="mt-1">
                          À décrire
                        </Badge>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <DialogFooter className="items-center gap-2 sm:justify-between">
          {pagination && pagination.totalPages > 1 ? (
            <nav aria-label="Pages de la médiathèque" className="flex items-center gap-2 text-sm">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={pagination.page <= 1}
                onClick={() => void show({ ...query, page: query.page - 1 })}
              >
                Précédent
              </Button>
              <span>
                Page {pagination.page} sur {pagination.totalPages}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={pagination.page >= pagination.totalPages}
                onClick={() => void show({ ...query, page: query.page + 1 })}
              >
                Suivant
              </Button>
            </nav>
          ) : (
            <span />
          )}
          <Button
            type="button"
            disabled={chosen.length === 0}
            onClick={() => {
              onPick(chosen);
              openChange(false);
            }}
          >
            {multiple && chosen.length > 1 ? `Choisir ${chosen.length} images` : "Choisir"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
