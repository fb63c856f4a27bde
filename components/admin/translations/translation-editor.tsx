import type { ComponentProps, ReactNode } from "react";
import { BackOfficeNotFound } from "@/components/admin/back-office-not-found";
import { PageHeader } from "@/components/admin/page-header";
import { DeleteTranslationButton } from "@/components/admin/translations/delete-translation-button";
import {
  LanguageBar,
  languageInFrench,
  type TranslatedItem,
  type TranslatedKind,
} from "@/components/admin/translations/languages";
import { TranslationHistoryPanel } from "@/components/admin/translations/translation-history-panel";
import { UserText } from "@/components/admin/user-text";
import { NotFoundResponse } from "@/components/site/not-found-response";
import type { TranslationLocale } from "@/lib/i18n/locales";
import { parseId } from "@/lib/ids";
import { translationLocaleField } from "@/lib/schemas";

// A translation editor's screen (/admin/blogs/translate/{id}/{language}, /admin/projects/translate/{id}/{language}):
// the item's language bar, the French version beside the translation's form (stacked on a phone, side by side from
// lg), 'Supprimer la traduction' and the translation's own history. The page reads the item and gives its own pieces.

/** What a translation editor's `load` answers for an address naming a language content is not translated into. */
export const UNKNOWN_ADDRESS = "unknown-address";

/**
 * A translation editor's `load`: the language the address names, by the actions' own rule, then the id; `read` gets
 * both. A language content is not translated into answers UNKNOWN_ADDRESS (no screen of the back office: its 404); an
 * id that names nothing answers null (the item's not-found view, as for the item's own editor).
 */
export async function loadTranslationEditor<Data>(
  params: { id: string; locale: string },
  read: (id: number, locale: TranslationLocale) => Promise<Data | null>,
): Promise<Data | null | typeof UNKNOWN_ADDRESS> {
  const locale = translationLocaleField.safeParse(params.locale);
  if (!locale.success) return UNKNOWN_ADDRESS;
  const id = parseId(params.id);
  return id === null ? null : read(id, locale.data);
}

/** That address's view: no screen of the back office (its 404), not the item's not-found view. */
export function unknownAddressView() {
  return (
    <NotFoundResponse>
      <BackOfficeNotFound />
    </NotFoundResponse>
  );
}

type HistoryProps = ComponentProps<typeof TranslationHistoryPanel>;

export function TranslationEditor({
  kind,
  item,
  title,
  locale,
  translation,
  revisions,
  draftKey,
  remove,
  compare,
  restore,
  reference,
  form,
}: {
  kind: TranslatedKind;
  /** The item, with its French title and its versions' states (the language bar). */
  item: TranslatedItem & { title: string };
  /** The page's title. */
  title: string;
  locale: TranslationLocale;
  /** Null while the item has no version in this language: nothing to delete, no history. */
  translation: { title: string } | null;
  revisions: HistoryProps["revisions"];
  /** The form's unsaved values (translationDraftKey), which a restore or the deletion makes stale. */
  draftKey: string;
  remove: ComponentProps<typeof DeleteTranslationButton>["remove"];
  compare: HistoryProps["compare"];
  restore: HistoryProps["restore"];
  /** The French version, read-only (FrenchReference). */
  reference: ReactNode;
  /** The translation's form, keyed by its last save. */
  form: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <LanguageBar kind={kind} item={item} current={locale} />
      <PageHeader
        title={title}
        description={
          <>
            Traduction en {languageInFrench(locale)} de « <UserText>{item.title}</UserText> »
          </>
        }
        actions={
          translation && (
            <DeleteTranslationButton
              kind={kind}
              itemId={item.id}
              locale={locale}
              title={translation.title}
              draftKey={draftKey}
              remove={remove}
            />
          )
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        {reference}
        {form}
      </div>
      {translation && (
        <TranslationHistoryPanel
          itemId={item.id}
          locale={locale}
          revisions={revisions}
          compare={compare}
          restore={restore}
          draftKey={draftKey}
        />
      )}
    </div>
  );
}
