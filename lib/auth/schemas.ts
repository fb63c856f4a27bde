import { z } from "zod";
import { emailSchema, textSchema } from "@/lib/schemas";

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
