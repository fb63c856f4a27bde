import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { AuthCard } from "@/components/admin/auth-card";
import { LoginForm } from "@/components/admin/login-form";
import { getCurrentUser } from "@/lib/auth";
import { DASHBOARD_PATH } from "@/lib/auth/paths";

export const metadata: Metadata = { title: "Connexion" };

export default function LoginPage() {
  return (
    <>
      <AuthCard title="Connexion" description="Accédez au back-office avec votre adresse e-mail et votre mot de passe.">
        <LoginForm />
      </AuthCard>
      <Suspense>
        <LeaveWhenSignedIn />
      </Suspense>
    </>
  );
}

/** Someone already signed in has nothing to do here. */
async function LeaveWhenSignedIn() {
  if (await getCurrentUser()) redirect(DASHBOARD_PATH);
  return null;
}
