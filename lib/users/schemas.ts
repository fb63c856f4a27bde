import { z } from "@/lib/zod";
import { ROLES } from "@/lib/auth/permissions";
import { emailSchema, idField, textSchema } from "@/lib/schemas";
import { MIN_PASSWORD_LENGTH } from "@/lib/users/password-policy";

// Shared by the user dialogs (react-hook-form), their server actions, and POST /api/users and PUT /api/users/{id}.

export const usernameSchema = textSchema({ error: "Le nom d'utilisateur est requis" })
  .trim()
  .min(3, "Le nom d'utilisateur doit contenir au moins 3 caractères")
  .max(50, "Le nom d'utilisateur ne peut pas dépasser 50 caractères")
  .regex(
    /^[\p{L}\p{N}._-]+$/u,
    "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas",
  );

export const passwordSchema = textSchema({ error: "Le mot de passe est requis" })
  .min(MIN_PASSWORD_LENGTH, `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`)
  // argon2 hashes any length; the cap keeps a huge password from costing the server.
  .max(256, "Le mot de passe ne peut pas dépasser 256 caractères");

export const roleSchema = z.enum(ROLES, { error: "Rôle invalide" });

export const createUserSchema = z.object(
  {
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    role: roleSchema.default("user"),
  },
  { error: "Les données envoyées sont invalides." },
);

/** Edit: an empty password means 'do not change it' ('Laisser vide pour ne pas changer'). */
export const updateUserSchema = z.object(
  {
    username: usernameSchema,
    email: emailSchema,
    password: textSchema({ error: "Mot de passe invalide" })
      .max(256, "Le mot de passe ne peut pas dépasser 256 caractères")
      .refine(
        (password) => password === "" || password.length >= MIN_PASSWORD_LENGTH,
        `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`,
      )
      .optional()
      .transform((password) => password || undefined),
    role: roleSchema,
  },
  { error: "Les données envoyées sont invalides." },
);

// The dialogs' server actions name the user by id (the API reads it from the address).
const userIdField = idField("Utilisateur introuvable.");
export const userIdSchema = z.object({ id: userIdField });
export const userEditSchema = updateUserSchema.extend({ id: userIdField });

export type CreateUserInput = z.output<typeof createUserSchema>;
/** An omitted (or empty) password keeps the current one. */
export type UpdateUserInput = Omit<z.output<typeof updateUserSchema>, "password"> & { password?: string };
