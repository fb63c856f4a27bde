import Link from "next/link";
import type { ReactNode } from "react";
import { ofKind, type TranslatedKind, translationEditorHref } from "@/components/admin/translations/languages";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";

/** One of the French version's texts, under its field's label. */
export function ReferenceEntry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1">
      <dt className="font-medium">{label}</dt>
      <dd className="min-w-0 text-muted-foreground">{children}</dd>
    </div>
  );
}

/**
 * A translation editor's French column: the item's words, read-only, for the translator to follow (`children`: its
 * ReferenceEntry's), with a link to the item's own editor, where they are changed.
 */
export function FrenchReference({
  kind,
  itemId,
  children,
}: {
  kind: TranslatedKind;
  itemId: number;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby="french-reference-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="french-reference-title">Version française (référence)</CardTitle>
        <CardDescription>
          En lecture seule : elle se modifie dans{" "}
          <Link href={translationEditorHref(kind, itemId, DEFAULT_LOCALE)} className="underline underline-offset-4">
            l&apos;éditeur {ofKind(kind)}
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-5 text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}
