import type { FocalPoint, ManualCrops } from "@/lib/media/framing";

// The library's data as screens receive it (plain, serialisable): no Prisma here, client components import it.

/** A library image as a page shows it (public pages cache it). */
export interface MediaView {
  id: number;
  filename: string;
  /** The path articles and projects store, '/uploads/<uuid>.webp'. */
  path: string;
  /** The address of the current bytes, '/uploads/<uuid>.v<n>.webp'. */
  url: string;
  version: number;
  width: number;
  height: number;
  /** The alternative text in French; null when none was written. */
  alt: string | null;
  decorative: boolean;
  caption: string | null;
  credit: string | null;
  focal: FocalPoint;
  crops: ManualCrops;
}

/** An image in the library's lists and pickers. */
export interface MediaSummary extends MediaView {
  originalName: string | null;
  /** Stored bytes (WebP). */
  size: number;
  sourceFormat: string | null;
  createdAt: string;
  uploadedBy: { id: number; username: string } | null;
  folderId: number | null;
  tags: string[];
  /** Whether it may be shown on a public page (isDescribed). */
  described: boolean;
  useCount: number;
}

export type MediaUseOwner = "article" | "project" | "page" | "settings";

/** One place an image is shown, with where to edit it and where visitors see it. */
export interface MediaUseView {
  owner: MediaUseOwner;
  /** 'Image de couverture', 'Contenu', 'Galerie'… */
  fieldLabel: string;
  /** 'Article : Guide du référencement', 'Paramètres du site'… */
  title: string;
  editHref: string;
  /** Null while it is not public (a draft). */
  publicHref: string | null;
}

/** One image's page in the library. */
export interface MediaDetail extends MediaSummary {
  uses: MediaUseView[];
  replacedAt: string | null;
  updatedAt: string;
}

/** A folder as the library's filter names it: its path from the top ('Clients / Orange'). */
export interface MediaFolderOption {
  id: number;
  name: string;
  /** Null for a folder at the top of the library. */
  parentId: number | null;
  label: string;
}

/** What the library's filters offer beyond their fixed choices: its folders and who sent files. */
export interface MediaFilterChoices {
  folders: MediaFolderOption[];
  uploaders: { id: number; username: string }[];
}
