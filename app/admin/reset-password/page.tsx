import type { Metadata } from "next";
import { AuthCard } from "@/components/admin/auth-card";
import { ResetPasswordForm } from "@/components/admin/password-reset-forms";

// The link's token stays in this page's address only: no other site is ever sent it (Referrer-Policy below).
export const metadata: Metadata = { title: "Nouveau mot de passe", referrer: "no-referrer" };

export default function ResetPasswordPage() {
  return (
    <AuthCard
      title="Nouveau mot de passe"
      description="Choisissez le nouveau mot de passe de votre compte (12 caractères au moins)."
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}
