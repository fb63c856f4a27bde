"use client";

import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { RetryButton } from "@/components/site/retry-button";
import { SiteLink } from "@/components/site/site-link";
import { StatusLayout } from "@/components/site/status-layout";
import { buttonVariants } from "@/components/ui/button-variants";

export interface PageErrorProps {
  error: unknown;
  retry: () => void;
}

/**
 * A page that failed to render (the site's error boundary, app/[locale]/(site)/error.tsx, and those of the three root
 * layouts, app/[locale], app/admin and app/apercu): in French, with a way back and a retry, which renders the page
 * again.
 */
export function PageError({ error, retry }: PageErrorProps) {
  useEffect(() => console.error(error), [error]);
  return (
    <StatusLayout
      title="Une erreur est survenue"
      message="Cette page n'a pas pu s'afficher. Réessayez dans un instant, ou revenez à l'accueil."
    >
      <SiteLink href="/" data-slot="button" className={buttonVariants({ size: "lg" })}>
        <ArrowLeft aria-hidden />
        Retour à l&apos;accueil
      </SiteLink>
      <RetryButton size="lg" onRetry={retry} />
    </StatusLayout>
  );
}
