"use client";

import type { Control } from "react-hook-form";
import { TextField } from "@/components/admin/text-field";
import { MIN_PASSWORD_LENGTH } from "@/lib/users/password-policy";

/** What a form that sets a new password typed twice holds (lib/auth/schemas.ts: one schema for both). */
interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The new password and its confirmation, with the policy stated under the first ('Mon compte', the reset link). */
export function NewPasswordFields<Values extends NewPasswordValues>({ control }: { control: Control<Values> }) {
  const fieldControl = control as unknown as Control<NewPasswordValues>;
  return (
    <>
      <TextField
        control={fieldControl}
        name="password"
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        description={`Au moins ${MIN_PASSWORD_LENGTH} caractères ; ni un mot de passe courant, ni un motif répété.`}
        required
      />
      <TextField
        control={fieldControl}
        name="confirmPassword"
        label="Confirmez le mot de passe"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
