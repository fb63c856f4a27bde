import { z } from "@/lib/zod";
import { idField, translationLocaleField } from "@/lib/schemas";

const revisionId = idField("Version non trouvée.");

/** The 'Historique' panel's calls: the item (article or project) and one or two of its revisions. */
export const revisionCompareSchema = z.object({
  id: idField("Élément non trouvé."),
  revisions: z.tuple([revisionId, revisionId], "Choisissez deux versions à comparer."),
});
export const revisionRestoreSchema = z.object({ id: idField("Élément non trouvé."), revisionId });

/** A translation's 'Historique' calls (an article's, a project's): the same, with the translation's language. */
export const translationRevisionCompareSchema = revisionCompareSchema.extend({ locale: translationLocaleField });
export const translationRevisionRestoreSchema = revisionRestoreSchema.extend({ locale: translationLocaleField });
