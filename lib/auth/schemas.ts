import { z } from "@/lib/zod";
import { emailSchema, textSchema } from "@/lib/schemas";
import { passwordSchema } from "@/lib/users/schemas";

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
export const resetPasswordSchema = z
  .object(
    {
      token: textSchema({ error: "Lien de réinitialisation invalide." })
        .min(1, "Lien de réinitialisation invalide.")
        .max(200),
      password: passwordSchema,
      confirmPassword: textSchema({ error: "Confirmez le mot de passe" }).max(256),
    },
    { error: "Les données envoyées sont invalides." },
  )
  .refine((input) => input.password === input.confirmPassword, {
    path: ["confirmPassword"],
    error: "Les deux mots de passe ne correspondent pas",
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
