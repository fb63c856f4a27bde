"use client";

import { HistoryIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'Des modifications non enregistrées ont été retrouvées': offered back by useUnsavedChanges. */
export function UnsavedChangesBanner({
  found,
  onRestore,
  onIgnore,
}: {
  found: boolean;
  onRestore: () => void;
  onIgnore: () => void;
}) {
  if (!found) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-primary/40 bg-primary/5 px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium">
        <HistoryIcon aria-hidden className="size-4" />
        Des modifications non enregistrées ont été retrouvées
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onIgnore}>
          Ignorer
        </Button>
        <Button type="button" size="sm" onClick={onRestore}>
          Restaurer
        </Button>
      </div>
    </div>
  );
}
