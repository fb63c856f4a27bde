import { labelFields, z } from "@/lib/zod";
import { textSchema } from "@/lib/schemas";
import { imageReferenceSchema } from "@/lib/images-schema";
import { SLUG_PATTERN } from "@/lib/slug";
import { idField, pageParam, scheduledAtField, translationLocaleField } from "@/lib/schemas";
import { seoFieldsSchema } from "@/lib/seo-fields";
import { uniqueLabels } from "@/lib/text";

export const TAG_LIMITS = { count: 20, length: 50 } as const;

const requiredText = (message: string, max: number) =>
  textSchema().trim().min(1, { error: message, abort: true }).max(max, `${max} caractères au plus`);

/** The article form's field names, which messages and the history quote. */
export const POST_FIELD_LABELS = {
  title: "Titre",
  slug: "Slug",
  category_id: "Catégorie",
  excerpt: "Extrait",
  content: "Contenu",
  author: "Auteur",
  coverImage: "Image de couverture",
  tags: "Tags",
  published: "Publier l'article",
  scheduledAt: "Programmer",
  additionalImages: "Images supplémentaires",
} as const;

/**
 * An article as the form and POST/PUT /api/blog-posts send it (spec: article form; the API's snake_case
 * category_id). The spec's six required-field messages. Unknown fields are dropped.
 */
export const blogPostSchema = labelFields(
  z.object({
    title: requiredText("Le titre est requis", 200),
    slug: requiredText("Le slug est requis", 220).regex(
      SLUG_PATTERN,
      "Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets",
    ),
    category_id: z.coerce
      .number("La catégorie est requise")
      .int("La catégorie est requise")
      .positive("La catégorie est requise"),
    excerpt: requiredText("L'extrait est requis", 1000),
    /** HTML from the editor; sanitised by the server with the one allow-list before it is stored. */
    content: textSchema()
      .max(200_000, "Le contenu est trop long")
      .refine(
        (html) =>
          html
            .replace(/<[^>]*>/g, "")
            .replace(/&nbsp;/g, " ")
            .trim().length > 0 || /<img\s/i.test(html),
        "Le contenu est requis",
      ),
    author: requiredText("L'auteur est requis", 100),
    coverImage: z
      .union([z.literal(""), imageReferenceSchema])
      .nullish()
      .transform((value) => value || null),
    tags: z
      .array(textSchema().trim().max(TAG_LIMITS.length, `Un tag fait ${TAG_LIMITS.length} caractères au plus`))
      .max(TAG_LIMITS.count, `${TAG_LIMITS.count} tags au plus`)
      .default([])
      .transform(uniqueLabels),
    published: z.boolean().default(false),
    /** 'Programmer': a draft is published at this time by the scheduler; ignored when the article is published now. */
    scheduledAt: scheduledAtField,
    additionalImages: z.array(imageReferenceSchema).max(30, "30 images au plus").default([]),
    ...seoFieldsSchema.shape,
  }),
  POST_FIELD_LABELS,
);
export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostFields = z.output<typeof blogPostSchema>;

/** 'scheduled': a draft with a publication time; 'draft': one without. */
export const POST_STATUS_FILTERS = ["all", "published", "draft", "scheduled"] as const;
export type PostStatusFilter = (typeof POST_STATUS_FILTERS)[number];
export const ADMIN_POSTS_PAGE_SIZE = 20;

/** Search, publication filter and page of the admin article list (/admin/blogs and GET /api/blog-posts?admin=true). */
export const adminPostsQuerySchema = labelFields(
  z.object({
    search: textSchema()
      .trim()
      .max(200, "La recherche ne peut pas dépasser 200 caractères")
      .optional()
      .transform((value) => value || undefined),
    status: z.enum(POST_STATUS_FILTERS, "Statut inconnu").default("all"),
    page: pageParam,
    limit: z.coerce
      .number("Nombre par page invalide")
      .int("Nombre par page invalide")
      .min(1, "Nombre par page invalide")
      .max(100, "100 articles par page au plus")
      .default(ADMIN_POSTS_PAGE_SIZE),
  }),
  { search: "Recherche", status: "Statut", page: "Page", limit: "Nombre par page" },
);
export type AdminPostsQuery = z.output<typeof adminPostsQuerySchema>;

const postIdField = idField("Article non trouvé.");

/** The edit form's save: the article's id and its fields. */
export const postUpdateSchema = blogPostSchema.extend({ id: postIdField });
export const postIdSchema = z.object({ id: postIdField });

/** The list's quick toggle and the row menu's Publier / Retirer de la publication. */
export const postPublicationSchema = z.object({
  id: postIdField,
  published: z.boolean("Statut de publication invalide"),
});

/**
 * An article's translation as its editor sends it: the words, the address, the SEO fields and the publication are
 * the translation's own, with the article's messages; the rest (images, author, category, tags) is the article's.
 */
const translationFieldsSchema = blogPostSchema.pick({
  title: true,
  slug: true,
  excerpt: true,
  content: true,
  published: true,
  scheduledAt: true,
  metaTitle: true,
  metaDescription: true,
  noIndex: true,
});
/** A translation's own fields: its editor's inputs, its revisions' content. */
export const TRANSLATION_FIELDS = Object.keys(translationFieldsSchema.shape) as (keyof PostTranslationFields)[];

export const postTranslationSchema = translationFieldsSchema.extend({
  id: postIdField,
  locale: translationLocaleField,
});
export type PostTranslationInput = z.input<typeof postTranslationSchema>;
export type PostTranslationFields = z.output<typeof postTranslationSchema>;

/** A translation named by its article and its language: its deletion. */
export const postTranslationIdSchema = z.object({
  id: postIdField,
  locale: translationLocaleField,
});
