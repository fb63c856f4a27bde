import { z } from "@/lib/zod";
import { ROLES } from "@/lib/auth/permissions";
import { emailSchema, idField, textSchema } from "@/lib/schemas";
import { isTrivialPassword, MIN_PASSWORD_LENGTH, TRIVIAL_PASSWORD } from "@/lib/users/password-policy";

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
  .max(256, "Le mot de passe ne peut pas dépasser 256 caractères")
  .refine((password) => !isTrivialPassword(password), TRIVIAL_PASSWORD);

export const roleSchema = z.enum(ROLES, { error: "Rôle invalide" });

/** The password one types again to change one's own password or e-mail address (re-authentication). */
const currentPasswordField = textSchema({ error: "Saisissez votre mot de passe actuel" }).max(
  256,
  "Mot de passe actuel incorrect.",
);

/**
 * A new password typed twice, with the fields of `shape` (the reset link's token, 'Mon compte''s current password):
 * `password` and `confirmPassword` must match.
 */
export function newPasswordSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object(
      {
        ...shape,
        password: passwordSchema,
        confirmPassword: textSchema({ error: "Confirmez le mot de passe" }).max(256),
      },
      { error: "Les données envoyées sont invalides." },
    )
    .refine(
      (input) => {
        const typed = input as { password: string; confirmPassword: string };
        return typed.password === typed.confirmPassword;
      },
      { path: ["confirmPassword"], error: "Les deux mots de passe ne correspondent pas" },
    );
}

/** 'Mon compte': a new password, against the current one, typed twice. */
export const changeOwnPasswordSchema = newPasswordSchema({
  currentPassword: currentPasswordField.min(1, "Saisissez votre mot de passe actuel"),
});
export type ChangeOwnPasswordValues = z.input<typeof changeOwnPasswordSchema>;

/** 'Mon compte': a new e-mail address, against the current password. */
export const changeOwnEmailSchema = z.object(
  {
    currentPassword: currentPasswordField.min(1, "Saisissez votre mot de passe actuel"),
    email: emailSchema,
  },
  { error: "Les données envoyées sont invalides." },
);
export type ChangeOwnEmailValues = z.input<typeof changeOwnEmailSchema>;

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
      .refine((password) => password === "" || !isTrivialPassword(password), TRIVIAL_PASSWORD)
      .optional()
      .transform((password) => password || undefined),
    role: roleSchema,
    /** Required when one changes one's own password or e-mail address (lib/users/index.ts). */
    currentPassword: currentPasswordField.optional(),
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
