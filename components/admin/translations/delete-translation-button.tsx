"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import {
  kindInFrench,
  languageInFrench,
  type TranslatedKind,
  translationEditorHref,
} from "@/components/admin/translations/languages";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import { discardUnsavedChanges } from "@/components/admin/unsaved-changes/keys";
import { Button } from "@/components/ui/button";
import type { ServerAction } from "@/lib/auth/action-result";
import { DEFAULT_LOCALE, type TranslationLocale } from "@/lib/i18n/locales";

/** 'Supprimer la traduction', confirmed first; then back to the item's French editor. */
export function DeleteTranslationButton({
  kind,
  itemId,
  locale,
  title,
  draftKey,
  remove,
}: {
  kind: TranslatedKind;
  itemId: number;
  locale: TranslationLocale;
  /** The translation's title, which the dialog names. */
  title: string;
  /** The translation form's unsaved values, which have nothing left to restore into. */
  draftKey: string;
  remove: ServerAction<{ id: number; locale: TranslationLocale }>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const language = languageInFrench(locale);
  const french = `${kindInFrench(kind, true)} en français`;

  async function confirm() {
    const result = await remove({ id: itemId, locale });
    if (!result.ok) {
      toast.error("Impossible de supprimer la traduction.", { description: result.error });
      return;
    }
    discardUnsavedChanges(draftKey);
    setOpen(false);
    toast.success("Traduction supprimée", {
      description: `La traduction en ${language} « ${title} » a été supprimée. ${french} reste.`,
    });
    router.push(translationEditorHref(kind, itemId, DEFAULT_LOCALE));
  }

  return (
    <>
      <Button type="button" variant="destructive" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Trash2Icon aria-hidden />
        Supprimer la traduction
      </Button>
      <ConfirmDeleteDialog
        open={open}
        title="Supprimer la traduction ?"
        description={`La traduction en ${language} « ${title} » sera supprimée et ne sera plus visible sur le site. ${french} et ses autres langues restent. Cette action est irréversible.`}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
