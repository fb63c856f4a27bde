"use client";

import type { ComponentProps } from "react";
import { HistoryPanel } from "@/components/admin/revisions/history-panel";
import type { ServerAction } from "@/lib/auth/action-result";
import { type TranslationLocale } from "@/lib/i18n/locales";
import type { RevisionComparison } from "@/lib/revisions";

/**
 * A translation's 'Historique': the item's panel (an article's, a project's), whose calls name the item by its id
 * alone, given the translation's actions with the language added to each call.
 */
export function TranslationHistoryPanel({
  locale,
  compare,
  restore,
  ...panel
}: Omit<ComponentProps<typeof HistoryPanel>, "compare" | "restore"> & {
  locale: TranslationLocale;
  compare: ServerAction<{ id: number; locale: TranslationLocale; revisions: [number, number] }, RevisionComparison>;
  restore: ServerAction<{ id: number; locale: TranslationLocale; revisionId: number }>;
}) {
  return (
    <HistoryPanel
      {...panel}
      compare={(input) => compare({ ...input, locale })}
      restore={(input) => restore({ ...input, locale })}
    />
  );
}
