import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { LoginForm } from "@/components/admin/login-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getCurrentUser } from "@/lib/auth";
import { DASHBOARD_PATH } from "@/lib/auth/paths";
import { getSiteSettings } from "@/lib/settings";

export const metadata: Metadata = { title: "Connexion" };

export default async function LoginPage() {
  const { companyName } = await getSiteSettings();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <p className="text-sm font-medium text-primary">{companyName}</p>
          <CardTitle className="text-2xl">
            <h1>Connexion</h1>
          </CardTitle>
          <CardDescription>Accédez au back-office avec votre adresse e-mail et votre mot de passe.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
      </Card>
      <Suspense>
        <LeaveWhenSignedIn />
      </Suspense>
    </main>
  );
}

/** Someone already signed in has nothing to do here. */
async function LeaveWhenSignedIn() {
  if (await getCurrentUser()) redirect(DASHBOARD_PATH);
  return null;
}
