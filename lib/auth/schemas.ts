import { z } from "zod";

/** The login form and POST /api/auth/login: e-mail (format checked) and password, both required. */
export const loginSchema = z.object({
  email: z
    .string({ error: "L'adresse e-mail est requise" })
    .trim()
    .min(1, "L'adresse e-mail est requise")
    .max(254, "Adresse e-mail invalide")
    .pipe(z.email("Adresse e-mail invalide")),
  password: z.string({ error: "Le mot de passe est requis" }).min(1, "Le mot de passe est requis").max(256, "E-mail ou mot de passe incorrect."),
}, { error: "Les données envoyées sont invalides." });

export type LoginInput = z.output<typeof loginSchema>;
