import { labelFields, z } from "@/lib/zod";
import { idField, textSchema, translationLocaleField } from "@/lib/schemas";

/** A blog category as the dialog and POST/PUT /api/blog-categories send it. */
export const blogCategorySchema = labelFields(
  z.object({
    name: textSchema()
      .trim()
      .min(1, "Le nom de la catégorie est requis")
      .max(100, "Le nom de la catégorie ne peut pas dépasser 100 caractères"),
    description: textSchema()
      .trim()
      .max(1000, "La description ne peut pas dépasser 1000 caractères")
      .nullish()
      .transform((value) => value || null),
    /**
     * Its name in each other language (README 'Languages'); empty: the French name there too. Absent (an API client
     * that knows nothing of it): left as it is.
     */
    translatedNames: z
      .partialRecord(
        translationLocaleField,
        textSchema()
          .trim()
          .max(100, "Le nom de la catégorie ne peut pas dépasser 100 caractères")
          .nullish()
          .transform((value) => value || null),
      )
      .optional(),
  }),
  { name: "Nom de la catégorie", description: "Description", translatedNames: "Noms traduits" },
);
export type BlogCategoryInput = z.input<typeof blogCategorySchema>;
export type BlogCategoryFields = z.output<typeof blogCategorySchema>;

const categoryIdField = idField("Catégorie introuvable.");

/** The edit dialog's save: the category's id and its fields. */
export const categoryUpdateSchema = blogCategorySchema.extend({ id: categoryIdField });
export const categoryIdSchema = z.object({ id: categoryIdField });
