import { emailSchema, textSchema } from "@/lib/schemas";
import { labelFields, z } from "@/lib/zod";

/** Whom the 'Données personnelles' screen looks for: an e-mail address, or the visitor id a browser keeps. */
export type PrivacySubject = { kind: "email"; email: string } | { kind: "visitor"; sessionId: string };

export const SUBJECT_REQUIRED = "Saisissez une adresse e-mail ou un identifiant de visiteur.";
export const SUBJECT_INVALID =
  "Saisissez une adresse e-mail valide ou un identifiant de visiteur (UUID, par exemple 0b7c…-…).";

/** A visitor id as the site accepts it from browsers (lib/visits/schemas.ts, lib/messages/schemas.ts). */
const visitorId = z.uuid();

/** The text typed in the search: an e-mail address (lower-cased, as the site stores them) or a visitor id (UUID). */
export const subjectField = textSchema({ error: SUBJECT_REQUIRED })
  .trim()
  .min(1, SUBJECT_REQUIRED)
  .max(254, SUBJECT_INVALID)
  .transform((text, context): PrivacySubject => {
    if (visitorId.safeParse(text).success) return { kind: "visitor", sessionId: text.toLowerCase() };
    const email = emailSchema.safeParse(text);
    if (email.success) return { kind: "email", email: email.data };
    context.addIssue({ code: "custom", message: SUBJECT_INVALID });
    return z.NEVER;
  });

/** The subject as the screen and the export's address write it (the `q` of the query string). */
export function subjectText(subject: PrivacySubject): string {
  return subject.kind === "email" ? subject.email : subject.sessionId;
}

/** The screen's address and the export's: `?q=` (absent: nothing searched yet). */
export const privacyQuerySchema = labelFields(z.object({ q: subjectField.optional() }), { q: "Recherche" });
export type PrivacyQuery = z.output<typeof privacyQuerySchema>;

/** The export's address: the subject is required. */
export const privacyExportSchema = labelFields(z.object({ q: subjectField }), { q: "Recherche" });

export const CONFIRMATION_MISMATCH =
  "Pour confirmer, saisissez exactement l'adresse e-mail (ou l'identifiant) dont les données seront effacées.";

/**
 * 'Effacer ces données': the subject, and the same text typed again as the confirmation (compared as the subject is
 * stored: an address without case).
 */
export const privacyEraseSchema = labelFields(
  z
    .object({
      q: subjectField,
      confirmation: textSchema({ error: CONFIRMATION_MISMATCH }).trim().max(254, CONFIRMATION_MISMATCH),
    })
    .refine(({ q, confirmation }) => confirmation.toLowerCase() === subjectText(q), {
      path: ["confirmation"],
      error: CONFIRMATION_MISMATCH,
    }),
  { q: "Recherche", confirmation: "Confirmation" },
);
export type PrivacyEraseInput = z.input<typeof privacyEraseSchema>;
export type PrivacyErase = z.output<typeof privacyEraseSchema>;
