import { z } from "@/lib/zod";
import { isSiteDay } from "@/lib/dates";
import { idField, textSchema } from "@/lib/schemas";
import { LEAD_NOTE_MAX, LEAD_STAGES, LEAD_VALUE_MAX, LOST_REASON_MAX } from "@/lib/leads/rules";

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
/** What a move carries once parsed (the lost reason only for a lost request). */
export type MoveLeadStageInput = Pick<z.output<typeof moveLeadStageSchema>, "stage"> & { lostReason?: string };

export const moveLeadStageActionSchema = z
  .object({ ...moveLeadStageShape, id: leadIdField })
  .superRefine(requireLostReason);

/** The owner of a request: a staff account's id, or null to leave it unassigned. */
export const assignLeadSchema = z.object({ ownerId: idField("Compte introuvable.").nullable() });
export const assignLeadActionSchema = assignLeadSchema.extend({ id: leadIdField });

/** The estimated value in FCFA (whole francs), or null when unknown. */
export const leadValueSchema = z.object({
  estimatedValue: z
    .number("La valeur estimée doit être un nombre")
    .int("La valeur estimée doit être un nombre entier de FCFA")
    .min(0, "La valeur estimée ne peut pas être négative")
    .max(LEAD_VALUE_MAX, "La valeur estimée est trop grande")
    .nullable(),
});
export const leadValueActionSchema = leadValueSchema.extend({ id: leadIdField });

/** An internal note: staff only, never sent to the visitor. */
export const leadNoteSchema = z.object({
  content: textSchema({ error: "La note doit être une chaîne de caractères" })
    .trim()
    .min(1, "La note ne peut pas être vide")
    .max(LEAD_NOTE_MAX, `La note ne peut pas dépasser ${LEAD_NOTE_MAX.toLocaleString("fr-FR")} caractères`),
});
export const leadNoteActionSchema = leadNoteSchema.extend({ id: leadIdField });

/** The follow-up day, 'YYYY-MM-DD' in Abidjan time (a date field's value), or null to clear it. */
export const followUpSchema = z.object({
  followUpOn: textSchema({ error: "La date de relance doit être une date" })
    .refine(isSiteDay, "Date de relance invalide")
    .nullable(),
});
export const followUpActionSchema = followUpSchema.extend({ id: leadIdField });

/** Marks a request as spam (out of the pipeline), or puts it back. */
export const leadSpamSchema = z.object({ spam: z.boolean("Indiquez si la demande est un spam") });
export const leadSpamActionSchema = leadSpamSchema.extend({ id: leadIdField });
