// The site's languages. French is the source language and keeps the unprefixed addresses it has always had
// (next.config.ts rewrites them to the [locale] segment); every other language lives under its own prefix.

export const DEFAULT_LOCALE = "fr";

/** Every language the site is written in (a catalogue each, messages/), French first. */
export const WRITTEN_LOCALES = [DEFAULT_LOCALE, "en"] as const;

export type Locale = (typeof WRITTEN_LOCALES)[number];

/** The languages content is translated into: every written one but French, the language content is written in. */
export const TRANSLATION_LOCALES = WRITTEN_LOCALES.filter(
  (locale): locale is Exclude<Locale, typeof DEFAULT_LOCALE> => locale !== DEFAULT_LOCALE,
);
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** Each language's name in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { fr: "Français", en: "English" };

/**
 * The languages the site serves, read when the site is built (each served language's pages are prerendered, and the
 * router's rules written, then): every written one, or French and those NEXT_PUBLIC_SITE_LOCALES names ('fr' serves
 * French alone, as before English was written). Another language's addresses are not the site's.
 */
export const LOCALES: readonly Locale[] = servedLocales(process.env.NEXT_PUBLIC_SITE_LOCALES);

function servedLocales(list: string | undefined): Locale[] {
  if (!list?.trim()) return [...WRITTEN_LOCALES];
  const named = list.split(",").map((name) => name.trim());
  return WRITTEN_LOCALES.filter((locale) => locale === DEFAULT_LOCALE || named.includes(locale));
}

/** Whether a value names a language the site serves. */
export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The language a value names if the site serves it, French otherwise (a route outside [locale], a stray segment). */
export function servedLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
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
