"use client";

import { LayoutDashboardIcon, RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/** A back-office screen that failed to render: in French, inside the back office's frame, with a retry and a way back. */
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <TriangleAlertIcon aria-hidden className="size-10 text-destructive" />
      <h1 className="text-2xl font-bold tracking-tight">Une erreur est survenue</h1>
      <p className="text-muted-foreground">
        Cet écran n&apos;a pas pu s&apos;afficher. Réessayez dans un instant ; si le problème persiste, revenez au
        tableau de bord et signalez-le à l&apos;administrateur du site.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>
          <RefreshCwIcon aria-hidden />
          Réessayer
        </Button>
        <Button asChild variant="outline">
          <Link href="/admin/dashboard">
            <LayoutDashboardIcon aria-hidden />
            Retour au tableau de bord
          </Link>
        </Button>
      </div>
    </div>
  );
}
