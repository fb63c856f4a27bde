// The site's languages. French is the source language and keeps the unprefixed addresses it has always had
// (next.config.ts rewrites them to the [locale] segment); every other language lives under its own prefix.

export const DEFAULT_LOCALE = "fr";

/** Every language the site is written in (a catalogue each, messages/), French first. */
export const WRITTEN_LOCALES = [DEFAULT_LOCALE, "en"] as const;

export type Locale = (typeof WRITTEN_LOCALES)[number];

/** Each language's name in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { fr: "Français", en: "English" };

/**
 * The languages the site serves. English is written ahead and served once the content can be translated (issue 45):
 * until then its addresses are not the site's.
 */
export const LOCALES: readonly Locale[] = [DEFAULT_LOCALE];

/** Whether a value names a language the site serves. */
export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * A route's static params in every language. Pages get the language from app/[locale]/layout.tsx's params; route
 * handlers have no layout and list it themselves.
 */
export function inEveryLocale<Params extends object>(
  params: Params[] = [{} as Params],
): (Params & { locale: Locale })[] {
  return LOCALES.flatMap((locale) => params.map((param) => ({ ...param, locale })));
}
