import { z } from "@/lib/zod";
import { emailSchema } from "@/lib/schemas";

/** The login form and POST /api/auth/login: e-mail (format checked) and password, both required. */
export const loginSchema = z.object(
  {
    email: emailSchema,
    password: z
      .string({ error: "Le mot de passe est requis" })
      .min(1, "Le mot de passe est requis")
      .max(256, "E-mail ou mot de passe incorrect."),
  },
  { error: "Les données envoyées sont invalides." },
);

export type LoginInput = z.output<typeof loginSchema>;
