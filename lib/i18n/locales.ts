// The site's languages. French is the source language and keeps the unprefixed addresses it has always had
// (next.config.ts rewrites them to the [locale] segment); every other language lives under its own prefix.

export const DEFAULT_LOCALE = "fr";

/** Every language the site is written in (a catalogue each, messages/), French first. */
export const WRITTEN_LOCALES = [DEFAULT_LOCALE, "en"] as const;

export type Locale = (typeof WRITTEN_LOCALES)[number];

/** Each language's name in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { fr: "Français", en: "English" };

/**
 * The languages the site serves: French, and those of NEXT_PUBLIC_SITE_LOCALES ('fr,en'), read when the site is built
 * (each served language's pages are prerendered, and the router's rules written, then). Another language's addresses
 * are not the site's. English is written ahead and is to be served once its content can be translated (issue 45);
 * the end-to-end build serves it, so that it is tested meanwhile.
 */
export const LOCALES: readonly Locale[] = servedLocales(process.env.NEXT_PUBLIC_SITE_LOCALES);

function servedLocales(list: string | undefined): Locale[] {
  const named = (list ?? "").split(",").map((name) => name.trim());
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
