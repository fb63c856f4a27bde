import { z } from "@/lib/zod";
import { idField, textSchema } from "@/lib/schemas";
import { LEAD_STAGES, LOST_REASON_MAX } from "@/lib/leads/rules";

/** A request's id in a pipeline action's input. */
export const leadIdField = idField("Demande introuvable.");

const moveLeadStageShape = {
  stage: z.enum(LEAD_STAGES, "Étape inconnue"),
  lostReason: textSchema({ error: "La raison doit être une chaîne de caractères" })
    .trim()
    .max(LOST_REASON_MAX, `La raison ne peut pas dépasser ${LOST_REASON_MAX} caractères`)
    .nullish()
    .transform((value) => value || undefined),
};

/** A lost request says why. */
function requireLostReason(input: { stage: string; lostReason?: string }, context: z.RefinementCtx) {
  if (input.stage === "lost" && !input.lostReason)
    context.addIssue({ code: "custom", path: ["lostReason"], message: "Indiquez pourquoi la demande est perdue" });
}

/** A move to another stage (the detail's control, the board's drag and its keyboard move). */
export const moveLeadStageSchema = z.object(moveLeadStageShape).superRefine(requireLostReason);
export type MoveLeadStageInput = z.output<typeof moveLeadStageSchema>;

export const moveLeadStageActionSchema = z
  .object({ ...moveLeadStageShape, id: leadIdField })
  .superRefine(requireLostReason);
