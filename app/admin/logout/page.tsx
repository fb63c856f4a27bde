import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AuthCard } from "@/components/admin/auth-card";
import { SignOutChoice } from "@/components/admin/sign-out";
import { getCurrentUser } from "@/lib/auth";
import { DASHBOARD_PATH, LOGIN_PATH } from "@/lib/auth/paths";

export const metadata: Metadata = { title: "Déconnexion" };

/** 'Se déconnecter ?': where NextAuth's sign-out address (/api/auth/signout) leads, in place of its English page. */
export default function LogoutPage() {
  return (
    <AuthCard title="Déconnexion" description="Fermer votre session du back-office sur cet appareil.">
      <Suspense>
        <LogoutChoice />
      </Suspense>
    </AuthCard>
  );
}

async function LogoutChoice() {
  if (!(await getCurrentUser()))
    return (
      <p className="text-sm">
        Vous n&apos;êtes pas connecté.{" "}
        <Link href={LOGIN_PATH} className="font-medium underline underline-offset-4">
          Se connecter
        </Link>
      </p>
    );
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm">Voulez-vous vous déconnecter ?</p>
      <SignOutChoice cancelHref={DASHBOARD_PATH} />
    </div>
  );
}
