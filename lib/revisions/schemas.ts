import { z } from "@/lib/zod";
import { idField } from "@/lib/schemas";

const revisionId = idField("Version non trouvée.");

/** The 'Historique' panel's calls: the item (article or project) and one or two of its revisions. */
export const revisionCompareSchema = z.object({
  id: idField("Élément non trouvé."),
  revisions: z.tuple([revisionId, revisionId], "Choisissez deux versions à comparer."),
});
export const revisionRestoreSchema = z.object({ id: idField("Élément non trouvé."), revisionId });
