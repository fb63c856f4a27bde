import { z } from "@/lib/zod";
import { emailSchema, idField, textSchema } from "@/lib/schemas";
import { newPasswordSchema } from "@/lib/users/schemas";

/** The login form and POST /api/auth/login: e-mail (format checked) and password, both required. */
export const loginSchema = z.object(
  {
    email: emailSchema,
    password: textSchema({ error: "Le mot de passe est requis" })
      .min(1, "Le mot de passe est requis")
      .max(256, "E-mail ou mot de passe incorrect."),
    /** The second step: a 6-digit code of the authenticator app, or a recovery code. */
    code: textSchema({ error: "Le code doit être une chaîne de caractères" })
      .trim()
      .max(32, "Code de vérification incorrect.")
      .optional(),
  },
  { error: "Les données envoyées sont invalides." },
);

export type LoginInput = z.output<typeof loginSchema>;

/** 'Mot de passe oublié ?': the address to send the link to. */
export const forgotPasswordSchema = z.object({ email: emailSchema }, { error: "Les données envoyées sont invalides." });

/** The reset link's form: its token and the new password, typed twice. */
export const resetPasswordSchema = newPasswordSchema({
  token: textSchema({ error: "Lien de réinitialisation invalide." })
    .min(1, "Lien de réinitialisation invalide.")
    .max(200),
});
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** 'Mon compte / Sécurité': a code of the authenticator app, or a recovery code (enrolment, new codes, turning off). */
export const secondFactorCodeSchema = z.object(
  {
    code: textSchema({ error: "Le code de vérification est requis" })
      .trim()
      .min(1, "Le code de vérification est requis")
      .max(32, "Code de vérification incorrect."),
  },
  { error: "Les données envoyées sont invalides." },
);
export type SecondFactorCodeValues = z.input<typeof secondFactorCodeSchema>;

/** A session as listed (its id is a SHA-256 in hex: anything else names none). */
export const sessionIdSchema = z.object(
  {
    sessionId: textSchema({ error: "Session introuvable." }).regex(/^[0-9a-f]{64}$/, "Session introuvable."),
  },
  { error: "Les données envoyées sont invalides." },
);

/** Nothing to send ('Se déconnecter de tous les appareils', starting an enrolment). */
export const noInputSchema = z.object({}, { error: "Les données envoyées sont invalides." });

/** The sessions of one account (users screen). */
export const userSessionsSchema = z.object(
  { userId: idField("Utilisateur introuvable.") },
  { error: "Les données envoyées sont invalides." },
);
