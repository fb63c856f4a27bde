import { imageReferenceSchema } from "@/lib/images-schema";
import { optionalText } from "@/lib/schemas";
import { labelFields, z } from "@/lib/zod";

// The SEO fields ('Référencement (SEO)') that articles, projects and the pages whose text is in the code share: one
// schema (forms and server), one rule for the defaults, the lengths search engines show. No Prisma: the forms'
// previews import it.

/** The image shared pages show when they have none of their own (1200×630). */
export const DEFAULT_SHARE_IMAGE = { url: "/images/og-default.webp", width: 1200, height: 630 };

/** Past these lengths search engines cut the title and the description: the form warns, it does not refuse. */
export const SEO_RECOMMENDED = { title: 60, description: 160 } as const;
/** What the columns hold. */
export const SEO_LIMITS = { title: 200, description: 500 } as const;

/** The four SEO fields as the forms send them; empty text means 'use the default'. */
export const seoFieldsSchema = z.object({
  metaTitle: optionalText(SEO_LIMITS.title),
  metaDescription: optionalText(SEO_LIMITS.description),
  socialImage: z
    .union([z.literal(""), imageReferenceSchema])
    .nullish()
    .transform((value) => value || null),
  noIndex: z.boolean("Valeur invalide pour « Ne pas indexer »").default(false),
});
export type SeoFieldsInput = z.input<typeof seoFieldsSchema>;

/** The fields' names in the back office (the form's labels; the history's comparison; zod's messages). */
export const SEO_FIELD_LABELS: Record<keyof typeof seoFieldsSchema.shape, string> = {
  metaTitle: "Titre SEO",
  metaDescription: "Description SEO",
  socialImage: "Image de partage",
  noIndex: "Ne pas indexer",
};
labelFields(seoFieldsSchema, SEO_FIELD_LABELS);
export type SeoFields = z.output<typeof seoFieldsSchema>;

export const EMPTY_SEO_FIELDS: SeoFields = {
  metaTitle: null,
  metaDescription: null,
  socialImage: null,
  noIndex: false,
};

/** What a page falls back on when a field is empty: its title, its excerpt (or description) and its cover. */
export interface SeoDefaults {
  title: string;
  description: string;
  image?: string | null;
}

/** The title, description and image a page shows search engines and social networks: each field or its default. */
export function resolveSeo(
  fields: Partial<SeoFields> | null | undefined,
  defaults: SeoDefaults,
): { title: string; description: string; image: string | null; noIndex: boolean } {
  return {
    title: fields?.metaTitle?.trim() || defaults.title,
    description: fields?.metaDescription?.trim() || defaults.description,
    image: fields?.socialImage || defaults.image || null,
    noIndex: fields?.noIndex ?? false,
  };
}

/** A description cut where search engines cut it, on a word, with an ellipsis. */
export function snippet(text: string, max: number = SEO_RECOMMENDED.description): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
