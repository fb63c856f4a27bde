"use client";

import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { ClientSiteLink } from "@/components/site/client-site-link";
import { RetryButton } from "@/components/site/retry-button";
import { StatusLayout } from "@/components/site/status-layout";
import { usePageLocale } from "@/components/site/use-page-path";
import { buttonVariants } from "@/components/ui/button-variants";
import en from "@/messages/browser/en.json" with { type: "json" };
import fr from "@/messages/browser/fr.json" with { type: "json" };

// An error boundary gets no props from the server: its texts come with its module (the catalogues' browser part,
// lib/i18n/messages.ts), which is loaded only when a page fails (LazyPageError).
const TEXTS = { fr: fr.Errors, en: en.Errors };

export interface PageErrorProps {
  error: unknown;
  retry: () => void;
}

/**
 * A page that failed to render (the site's error boundary, app/[locale]/(site)/error.tsx, and those of the three root
 * layouts, app/[locale], app/admin and app/apercu): in the page's language, with a way back and a retry, which renders
 * the page again.
 */
export function PageError({ error, retry }: PageErrorProps) {
  useEffect(() => console.error(error), [error]);
  const t = TEXTS[usePageLocale()];
  return (
    <StatusLayout title={t.title} message={t.message}>
      <ClientSiteLink href="/" data-slot="button" className={buttonVariants({ size: "lg" })}>
        <ArrowLeft aria-hidden />
        {t.home}
      </ClientSiteLink>
      <RetryButton size="lg" onRetry={retry} label={t.retry} />
    </StatusLayout>
  );
}
