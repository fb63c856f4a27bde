import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { AuthCard } from "@/components/admin/auth-card";
import { AuthErrorNotice } from "@/components/admin/auth-error-notice";
import { LoginForm } from "@/components/admin/login-form";
import { getCurrentUser } from "@/lib/auth";
import { DASHBOARD_PATH } from "@/lib/auth/paths";
import { firstValues } from "@/lib/search-params";

export const metadata: Metadata = { title: "Connexion" };

export default function LoginPage({ searchParams }: PageProps<"/admin/login">) {
  return (
    <>
      <AuthCard title="Connexion" description="Accédez au back-office avec votre adresse e-mail et votre mot de passe.">
        <Suspense>
          <NextAuthError searchParams={searchParams} />
        </Suspense>
        <LoginForm />
      </AuthCard>
      <Suspense>
        <LeaveWhenSignedIn />
      </Suspense>
    </>
  );
}

/** NextAuth's sign-in and error addresses lead here with `?error=` (lib/auth/options.ts). */
async function NextAuthError({ searchParams }: Pick<PageProps<"/admin/login">, "searchParams">) {
  const { error } = firstValues(await searchParams);
  return <AuthErrorNotice error={error} />;
}

/** Someone already signed in has nothing to do here. */
async function LeaveWhenSignedIn() {
  if (await getCurrentUser()) redirect(DASHBOARD_PATH);
  return null;
}
