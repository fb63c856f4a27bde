import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, type Locale, TRANSLATION_LOCALES } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

// The languages of a translated item (an article, a project) in the back office: French, its own, and each language
// it can be translated into, with the state of that version. The editors' language bar and the lists' badges show
// them; no server-only code, so the lists (client components) render the badges too.

/** What the back office translates, named as its unsaved-changes keys name it. */
export type TranslatedKind = "article" | "projet";

/** Each kind's words and editors: the French version's and the translations'. */
const KINDS = {
  article: {
    the: "l'article",
    of: "de l'article",
    listPath: "/admin/blogs",
    editPath: "/admin/blogs/edit",
    translatePath: "/admin/blogs/translate",
  },
  projet: {
    the: "le projet",
    of: "du projet",
    listPath: "/admin/projects",
    editPath: "/admin/projects/edit",
    translatePath: "/admin/projects/translate",
  },
} as const satisfies Record<
  TranslatedKind,
  { the: string; of: string; listPath: string; editPath: string; translatePath: string }
>;

/** The item in a sentence: 'l'article', 'le projet'; with `capital`, at its start. */
export function kindInFrench(kind: TranslatedKind, capital = false): string {
  const { the } = KINDS[kind];
  return capital ? the.charAt(0).toUpperCase() + the.slice(1) : the;
}

/** 'de l'article', 'du projet'. */
export function ofKind(kind: TranslatedKind): string {
  return KINDS[kind].of;
}

type VersionState = "published" | "scheduled" | "draft" | "missing";

const STATE_LABELS: Record<VersionState, string> = {
  published: "Publié",
  scheduled: "Programmé",
  draft: "Brouillon",
  missing: "À traduire",
};

/** The languages' names in French, as the back office speaks of them ('Anglais : brouillon'). */
const FRENCH_NAMES: Record<Locale, string> = { fr: "Français", en: "Anglais" };

/** A version's publication: the French version's (the item's own) or a translation's. */
interface VersionPublication {
  published: boolean;
  scheduledAt: string | null;
}

/** A translated item as its languages show: its French version's publication and its translations'. */
export interface TranslatedItem extends VersionPublication {
  id: number;
  translations: readonly (VersionPublication & { locale: string })[];
}

function stateOf(version: VersionPublication | undefined): VersionState {
  if (!version) return "missing";
  if (version.published) return "published";
  return version.scheduledAt ? "scheduled" : "draft";
}

/** French first, then each translation language, with its version's state ('missing' for one not yet written). */
function versionsOf(item: TranslatedItem): { locale: Locale; state: VersionState }[] {
  return [
    { locale: DEFAULT_LOCALE, state: stateOf(item) },
    ...TRANSLATION_LOCALES.map((locale) => ({
      locale,
      state: stateOf(item.translations.find((translation) => translation.locale === locale)),
    })),
  ];
}

/** The back office's list of the items of a kind: where a translation form's 'Annuler' goes. */
export function listHref(kind: TranslatedKind): string {
  return KINDS[kind].listPath;
}

/** The editor of an item's version: French's is the item's own editor, another's its translation editor. */
export function translationEditorHref(kind: TranslatedKind, id: number, locale: Locale): string {
  const { editPath, translatePath } = KINDS[kind];
  return locale === DEFAULT_LOCALE ? `${editPath}/${id}` : `${translatePath}/${id}/${locale}`;
}

/** The back office's name of a translation language, in a sentence: 'anglais'. */
export function languageInFrench(locale: Locale): string {
  return FRENCH_NAMES[locale].toLowerCase();
}

/** The bar's badges match the lists' status columns (PostStatusBadge, ScheduledBadge). */
const BAR_VARIANTS = { published: "success", scheduled: "info", draft: "secondary", missing: "outline" } as const;

/** A version's state in the language bar: 'À traduire' stands out, dashed, in the brand's colour. */
function StateBadge({ state }: { state: VersionState }) {
  return (
    <Badge
      variant={BAR_VARIANTS[state]}
      className={cn(state === "missing" && "border-dashed border-primary text-primary")}
    >
      {STATE_LABELS[state]}
    </Badge>
  );
}

/** The editors' language bar: a link to each version's editor, the one shown marked, each with its state. */
export function LanguageBar({ kind, item, current }: { kind: TranslatedKind; item: TranslatedItem; current: Locale }) {
  return (
    <nav aria-label={`Langues ${ofKind(kind)}`}>
      <ul className="flex flex-wrap gap-2">
        {versionsOf(item).map(({ locale, state }) => (
          <li key={locale}>
            <Link
              href={translationEditorHref(kind, item.id, locale)}
              aria-current={locale === current ? "page" : undefined}
              className={cn(
                "flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium transition-colors hover:bg-accent",
                locale === current && "border-primary bg-accent",
              )}
            >
              <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
              <StateBadge state={state} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A list's languages of an item: 'FR', then a code for each translation language, published ones solid, drafts and
 * scheduled ones outlined, a missing one muted and dashed ('EN à traduire'). Each says its state in full to screen
 * readers and on hover ('Anglais : brouillon').
 */
export function LanguageBadges({ item }: { item: TranslatedItem }) {
  return (
    <ul aria-label="Langues" className="mt-1.5 flex flex-wrap gap-1">
      {versionsOf(item).map(({ locale, state }) => {
        const full = `${FRENCH_NAMES[locale]} : ${STATE_LABELS[state].toLowerCase()}`;
        return (
          <li key={locale}>
            <Badge
              variant={state === "published" ? "success" : "outline"}
              className={cn(state === "missing" && "border-dashed text-muted-foreground")}
              title={full}
            >
              <span aria-hidden>
                {locale.toUpperCase()}
                {state === "missing" && " à traduire"}
              </span>
              <span className="sr-only">{full}</span>
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
