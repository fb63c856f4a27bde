"use client";

import { LogOutIcon } from "lucide-react";
import Link from "next/link";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { toast } from "sonner";
import { PendingButton } from "@/components/admin/pending-button";
import { useInteractive } from "@/components/admin/use-interactive";
import { Button } from "@/components/ui/button";
import { LOGIN_PATH } from "@/lib/auth/paths";

/**
 * Signing out (the sidebar's 'Déconnexion' and the page /admin/logout): NextAuth ends the session on the server
 * (lib/auth/options.ts, events.signOut), then the browser goes to the login page.
 */
export function useSignOut(): { leaving: boolean; signOut: () => void } {
  const [leaving, setLeaving] = useState(false);
  return {
    leaving,
    signOut: () => {
      setLeaving(true);
      // next-auth would send the browser to the absolute address it builds from NEXTAUTH_URL, another host than
      // the one the admin opened (a LAN address, a second domain): the login page is reached by a relative path.
      signOut({ redirect: false }).then(
        () => window.location.assign(LOGIN_PATH),
        () => {
          setLeaving(false);
          toast.error("Déconnexion impossible. Veuillez réessayer.");
        },
      );
    },
  };
}

/** 'Se déconnecter' and 'Annuler' of /admin/logout: the button waits for the page's script, which signs out. */
export function SignOutChoice({ cancelHref }: { cancelHref: string }) {
  const { leaving, signOut } = useSignOut();
  const interactive = useInteractive();
  return (
    <div className="flex flex-wrap gap-2">
      <PendingButton pending={leaving} pendingLabel="Déconnexion..." disabled={!interactive} onClick={signOut}>
        <LogOutIcon />
        Se déconnecter
      </PendingButton>
      <Button asChild variant="outline">
        <Link href={cancelHref}>Annuler</Link>
      </Button>
    </div>
  );
}
