import { z } from "zod";
import { imageReferenceSchema } from "@/lib/images-schema";
import { SLUG_PATTERN } from "@/lib/slug";

export const TAG_LIMITS = { count: 20, length: 50 } as const;

const requiredText = (message: string, max: number) => z.string().trim().min(1, { error: message, abort: true }).max(max, `${max} caractères au plus`);

/**
 * An article as the form and POST/PUT /api/blog-posts send it (spec: article form; the API's snake_case
 * category_id). The spec's six required-field messages. Unknown fields are dropped.
 */
export const blogPostSchema = z.object({
  title: requiredText("Le titre est requis", 200),
  slug: requiredText("Le slug est requis", 220).regex(SLUG_PATTERN, "Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets"),
  category_id: z.coerce.number("La catégorie est requise").int("La catégorie est requise").positive("La catégorie est requise"),
  excerpt: requiredText("L'extrait est requis", 1000),
  /** HTML from the editor; sanitised by the server with the one allow-list before it is stored. */
  content: z
    .string()
    .max(200_000, "Le contenu est trop long")
    .refine((html) => html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim().length > 0 || /<img\s/i.test(html), "Le contenu est requis"),
  author: requiredText("L'auteur est requis", 100),
  coverImage: z.union([z.literal(""), imageReferenceSchema]).nullish().transform((value) => value || null),
  tags: z
    .array(z.string().trim().max(TAG_LIMITS.length, `Un tag fait ${TAG_LIMITS.length} caractères au plus`))
    .max(TAG_LIMITS.count, `${TAG_LIMITS.count} tags au plus`)
    .default([])
    .transform((tags) => uniqueTags(tags)),
  published: z.boolean().default(false),
  additionalImages: z.array(imageReferenceSchema).max(30, "30 images au plus").default([]),
});
export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostFields = z.output<typeof blogPostSchema>;

/** Tags trimmed, empty ones ignored, duplicates (whatever their case) not added twice. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.map((entry) => entry.trim())) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    kept.push(tag);
  }
  return kept;
}
