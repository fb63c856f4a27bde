import { textSchema } from "@/lib/schemas";
import { labelField } from "@/lib/zod";

/**
 * An image reference stored on a post or a project: a path of the site ('/uploads/…', '/images/…') or an
 * http(s) URL. Anything else (javascript:, data:, protocol-relative '//') is refused.
 */
export const imageReferenceSchema = labelField(
  textSchema()
    .trim()
    .max(500, "Chemin d'image trop long")
    .refine(
      (value) => (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(value),
      "Chemin d'image invalide",
    ),
  "Image",
);
