import { labelField, labelFields, z } from "@/lib/zod";
import { idField, optionalText, pageParam, textSchema } from "@/lib/schemas";
import {
  type CropPixels,
  cropHeightFor,
  type ImageSize,
  MEDIA_VARIANT_NAMES,
  MEDIA_VARIANTS,
  type MediaVariant,
  minCropWidth,
} from "@/lib/media/framing";
import { uniqueLabels } from "@/lib/text";
import { isSiteDay } from "@/lib/dates";
import { MAX_ID } from "@/lib/ids";

// The library's inputs: one schema per payload, shared by its screens (forms, filters) and the server (actions, the
// GET API's query).

export const MEDIA_PAGE_SIZE = 30;
export const MEDIA_TAG_LIMITS = { count: 20, length: 50 } as const;
export const MEDIA_TEXT_LIMITS = { alt: 500, caption: 1000, credit: 300, folder: 100 } as const;

/** The formats a file may have been sent in (it is stored as WebP whatever it was), for the 'Type' filter. */
export const MEDIA_TYPE_FILTERS = {
  all: "Tous les types",
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  gif: "GIF",
  avif: "AVIF",
  other: "Autres (HEIF, TIFF…)",
} as const;

/** File sizes, stored (WebP) bytes. */
export const MEDIA_SIZE_FILTERS = {
  all: "Toutes les tailles",
  small: "Moins de 200 Ko",
  medium: "De 200 Ko à 1 Mo",
  large: "Plus de 1 Mo",
} as const;
export const MEDIA_SIZE_BOUNDS = { small: 200 * 1024, large: 1024 * 1024 } as const;

export const MEDIA_USAGE_FILTERS = {
  all: "Utilisés ou non",
  used: "Utilisés",
  unused: "Non utilisés",
  cleanup: "À nettoyer",
} as const;

export const MEDIA_DESCRIPTION_FILTERS = {
  all: "Décrits ou non",
  missing: "À décrire",
  described: "Décrits",
} as const;

const keysOf = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as [keyof T & string];

const dayParam = textSchema()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isSiteDay(value), "Date invalide (AAAA-MM-JJ attendu)");

/** A GET form sends an empty value for 'all': it is the filter's absence, not a value to refuse. */
const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

const idValue = (message: string) => z.coerce.number(message).int(message).min(1, message).max(MAX_ID, message);
const idParam = (message: string) => z.preprocess(emptyAsAbsent, idValue(message).optional());

/**
 * Search, filters and page of the library (/admin/media). `folder` is a folder's id, 'none' for
 * the files in no folder, or absent for every file.
 */
export const mediaListQuerySchema = z.object({
  search: textSchema()
    .trim()
    .max(200, "La recherche ne peut pas dépasser 200 caractères")
    .optional()
    .transform((value) => value || undefined),
  folder: z.preprocess(
    emptyAsAbsent,
    z.union([z.literal("none"), idValue("Dossier invalide")], "Dossier invalide").optional(),
  ),
  type: z.enum(keysOf(MEDIA_TYPE_FILTERS), "Type inconnu").default("all"),
  size: z.enum(keysOf(MEDIA_SIZE_FILTERS), "Taille inconnue").default("all"),
  usage: z.enum(keysOf(MEDIA_USAGE_FILTERS), "Filtre d'utilisation inconnu").default("all"),
  description: z.enum(keysOf(MEDIA_DESCRIPTION_FILTERS), "Filtre de description inconnu").default("all"),
  uploader: idParam("Auteur de l'envoi invalide"),
  from: dayParam,
  to: dayParam,
  page: pageParam,
  limit: z.coerce
    .number("Nombre par page invalide")
    .int("Nombre par page invalide")
    .min(1, "Nombre par page invalide")
    .max(100, "100 fichiers par page au plus")
    .default(MEDIA_PAGE_SIZE),
});
labelFields(mediaListQuerySchema, {
  search: "Recherche",
  folder: "Dossier",
  type: "Type",
  size: "Taille",
  usage: "Utilisation",
  description: "Description",
  uploader: "Envoyé par",
  from: "Du",
  to: "Au",
  page: "Page",
  limit: "Nombre par page",
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

/** The library's page: the list's query and how it is shown (a grid of thumbnails, or a table). */
export const mediaPageQuerySchema = mediaListQuerySchema.extend({
  view: z.enum(["grid", "list"], "Affichage inconnu").default("grid"),
});
labelFields(mediaPageQuerySchema, { view: "Affichage" });
export type MediaPageQuery = z.output<typeof mediaPageQuerySchema>;

const mediaIdField = idField("Fichier introuvable.");

/** The texts of an image ('Description'), edited once in the library. */
export const mediaDescriptionSchema = z.object({
  id: mediaIdField,
  alt: optionalText(MEDIA_TEXT_LIMITS.alt),
  /** 'Image décorative': alt="" on public pages; the alternative text is then not asked for. */
  decorative: z.boolean("Valeur invalide pour « Image décorative »").default(false),
  caption: optionalText(MEDIA_TEXT_LIMITS.caption),
  credit: optionalText(MEDIA_TEXT_LIMITS.credit),
  tags: z
    .array(
      textSchema().trim().max(MEDIA_TAG_LIMITS.length, `Un mot-clé fait ${MEDIA_TAG_LIMITS.length} caractères au plus`),
    )
    .max(MEDIA_TAG_LIMITS.count, `${MEDIA_TAG_LIMITS.count} mots-clés au plus`)
    .default([])
    .transform(uniqueLabels),
});
labelFields(mediaDescriptionSchema, {
  id: "Fichier",
  alt: "Texte alternatif",
  decorative: "Image décorative",
  caption: "Légende",
  credit: "Crédit",
  tags: "Mots-clés",
});
export type MediaDescriptionInput = z.input<typeof mediaDescriptionSchema>;
export type MediaDescriptionFields = z.output<typeof mediaDescriptionSchema>;

// One schema for both coordinates of the focal point (fractions of the image): one name for them.
const fraction = labelField(
  z.number("Position invalide").min(0, "Position invalide").max(1, "Position invalide"),
  "Position",
);

/** 'Point focal': a click on the image. */
export const mediaFocalSchema = z.object({ id: mediaIdField, x: fraction, y: fraction });

const pixel = (label: string) =>
  labelField(
    z
      .number(`« ${label} » doit être un nombre de pixels`)
      .int(`« ${label} » doit être un nombre entier de pixels`)
      .min(0, `« ${label} » ne peut pas être négatif`)
      .max(100_000, `« ${label} » est trop grand`),
    label,
  );

/** A crop in pixels of the image, as the editor's form writes it (its height follows the format's ratio). */
export const mediaCropPixelsSchema = z.object({
  x: pixel("X"),
  y: pixel("Y"),
  width: pixel("Largeur"),
  height: pixel("Hauteur"),
});

const variantField = labelField(
  z.enum(MEDIA_VARIANT_NAMES as [MediaVariant, ...MediaVariant[]], "Format de recadrage inconnu"),
  "Format",
);

/**
 * 'Recadrage' of one format: the crop drawn for it, or null ('Revenir au point focal'). Whether it fits the image is
 * checked against the stored image's size (mediaCropFitSchema), which the client does not decide.
 */
export const mediaCropSchema = z.object({
  id: mediaIdField,
  variant: variantField,
  crop: labelField(mediaCropPixelsSchema.nullable(), "Recadrage"),
});
export type MediaCropInput = z.input<typeof mediaCropSchema>;
export type MediaCropFields = z.output<typeof mediaCropSchema>;

/**
 * A crop of `variant` that lies inside an image of `size` and has the format's ratio (its height is the width's
 * by the ratio, to the pixel), at least MIN_CROP_HEIGHT pixels high. The server checks each saved crop with it
 * against the stored size; the editor checks its fields with it before sending them.
 */
export function mediaCropFitSchema(size: ImageSize, variant: MediaVariant) {
  const { label } = MEDIA_VARIANTS[variant];
  const minWidth = minCropWidth(variant);
  return mediaCropPixelsSchema.superRefine((crop, context) => {
    const issue = (field: keyof CropPixels, message: string) =>
      context.addIssue({ code: "custom", path: [field], message });
    if (crop.width < minWidth || crop.width > size.width)
      return issue(
        "width",
        minWidth > Math.min(size.width, size.height * MEDIA_VARIANTS[variant].ratio)
          ? `Cette image est trop petite pour un recadrage ${label} (${minWidth} px de large au moins).`
          : `La largeur doit être comprise entre ${minWidth} et ${size.width} px pour le format ${label}.`,
      );
    const height = cropHeightFor(variant, crop.width);
    if (crop.height !== height)
      issue("height", `Le format ${label} demande une hauteur de ${height} px pour ${crop.width} px de large.`);
    if (crop.x + crop.width > size.width)
      issue("x", `Le recadrage sort de l'image à droite : X + largeur ne peut pas dépasser ${size.width} px.`);
    if (crop.y + height > size.height)
      issue("y", `Le recadrage sort de l'image en bas : Y + hauteur ne peut pas dépasser ${size.height} px.`);
  });
}

const mediaIdsField = z
  .array(mediaIdField, "Sélection invalide")
  .min(1, "Sélectionnez au moins un fichier.")
  .max(100, "100 fichiers au plus à la fois.");

/** 'Supprimer' on one file or a selection (the unused ones of 'À nettoyer'). */
export const mediaDeleteSchema = z.object({ ids: mediaIdsField });

/** The library's filters as a form holds them: text, '' for no filter (the GET form's names, the API's parameters). */
export type MediaFilterValues = Record<
  "search" | "folder" | "type" | "size" | "usage" | "description" | "uploader" | "from" | "to",
  string
>;

/** No filter: every file of the library. */
export const NO_MEDIA_FILTERS: MediaFilterValues = {
  search: "",
  folder: "",
  type: "all",
  size: "all",
  usage: "all",
  description: "all",
  uploader: "",
  from: "",
  to: "",
};

/** The form's values of a parsed query. */
export function mediaFilterValues(query: Omit<MediaListQuery, "page" | "limit">): MediaFilterValues {
  return {
    search: query.search ?? "",
    folder: query.folder === undefined ? "" : String(query.folder),
    type: query.type,
    size: query.size,
    usage: query.usage,
    description: query.description,
    uploader: query.uploader === undefined ? "" : String(query.uploader),
    from: query.from ?? "",
    to: query.to ?? "",
  };
}
