"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { PendingButton } from "@/components/admin/pending-button";
import { PublicationCard, type PublicationValues } from "@/components/admin/scheduling/publication-card";
import type { SeoFormValues } from "@/components/admin/seo/seo-fields";
import { languageInFrench, listHref, type TranslatedKind } from "@/components/admin/translations/languages";
import { UnsavedChangesBanner } from "@/components/admin/unsaved-changes/unsaved-changes-banner";
import type { useUnsavedChanges } from "@/components/admin/unsaved-changes/use-unsaved-changes";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import type { ActionResult } from "@/lib/auth/action-result";
import type { TranslationLocale } from "@/lib/i18n/locales";

/**
 * What every translation form holds beside its words: the item and the language it belongs to, its SEO fields (the
 * share image is the item's: a translation has no field for it) and its publication.
 */
export interface TranslationFrameValues extends PublicationValues, Omit<SeoFormValues, "socialImage"> {
  id: number;
  locale: TranslationLocale;
}

/**
 * A translation editor's form (an article's, a project's), written beside the French version and created by its
 * first save: the unsaved-changes banner, the card of the translation's words (`children`), its SEO section (`seo`)
 * and 'Publication' with 'Annuler' and the save. After a save the page is read again (router.refresh): the language
 * bar, the history and, through its key, the form show the saved translation.
 */
export function TranslationFormFrame<Values extends TranslationFrameValues, Output>({
  form,
  unsaved,
  kind,
  locale,
  exists,
  ownText,
  sharedText,
  fields,
  save,
  seo,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  unsaved: Pick<ReturnType<typeof useUnsavedChanges>, "found" | "restore" | "ignore" | "clear">;
  kind: TranslatedKind;
  locale: TranslationLocale;
  /** Whether the item has a version in this language yet. */
  exists: boolean;
  /** What the translation has of its own: 'Le texte, l'adresse et le référencement de cette langue.' */
  ownText: string;
  /** What it shares with the French version: 'Images, auteur, catégorie et tags sont ceux de l'article.' */
  sharedText: string;
  /** The fields the server may name in its errors. */
  fields: readonly FieldPath<Values>[];
  /** The action, given what was typed (it parses the same schema), not the resolver's output. */
  save: (values: Values) => Promise<ActionResult<{ title: string; published: boolean }>>;
  seo: ReactNode;
  children: ReactNode;
}) {
  const router = useRouter();
  const language = languageInFrench(locale);

  async function submit() {
    const result = await save(form.getValues());
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.fieldErrors, fields))
        toast.error("Impossible d'enregistrer la traduction.", { description: result.error });
      return;
    }
    unsaved.clear();
    toast.success(exists ? "Traduction mise à jour" : "Traduction créée", {
      description: `La traduction en ${language} « ${result.data.title} » a été enregistrée${result.data.published ? " et elle est publiée" : ""}.`,
    });
    router.refresh();
  }

  return (
    <Form {...form}>
      <form
        method="post"
        onSubmit={(event) => form.handleSubmit(submit)(event)}
        noValidate
        aria-label={`Traduction en ${language}`}
        className="grid grid-cols-1 gap-6"
      >
        <UnsavedChangesBanner found={unsaved.found} onRestore={unsaved.restore} onIgnore={unsaved.ignore} />
        <Card>
          <CardHeader>
            <CardTitle>Traduction en {language}</CardTitle>
            <CardDescription>
              {exists ? ownText : "Pas encore traduit : le premier enregistrement crée cette version."} {sharedText}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-5">{children}</CardContent>
        </Card>

        {seo}

        <PublicationCard
          label="Publier la traduction"
          publishedHint="La traduction sera visible sur le site dès l'enregistrement."
          draftHint="Brouillon : la traduction reste invisible sur le site."
        >
          <Button asChild variant="outline">
            <Link href={listHref(kind)}>Annuler</Link>
          </Button>
          <PendingButton type="submit" pending={form.formState.isSubmitting} pendingLabel="Enregistrement...">
            {exists ? "Mettre à jour" : "Créer la traduction"}
          </PendingButton>
        </PublicationCard>
      </form>
    </Form>
  );
}
