import { z } from "@/lib/zod";
import { idField } from "@/lib/schemas";
import { PREVIEW_MAX_DAYS, PREVIEW_MIN_DAYS } from "./rules";

const DAYS_MESSAGE = `Choisissez une durée de ${PREVIEW_MIN_DAYS} à ${PREVIEW_MAX_DAYS} jours.`;

/** 'Partager un aperçu': the item (article or project) and how many days the link stays valid. */
export const previewCreateSchema = z.object({
  id: idField("Élément non trouvé."),
  days: z.coerce
    .number(DAYS_MESSAGE)
    .int(DAYS_MESSAGE)
    .min(PREVIEW_MIN_DAYS, DAYS_MESSAGE)
    .max(PREVIEW_MAX_DAYS, DAYS_MESSAGE),
});
export type PreviewCreateInput = z.infer<typeof previewCreateSchema>;

/** 'Révoquer': the item and one of its links. */
export const previewRevokeSchema = z.object({
  id: idField("Élément non trouvé."),
  linkId: idField("Lien d'aperçu non trouvé."),
});
