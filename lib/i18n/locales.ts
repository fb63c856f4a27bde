// The site's languages. French is the source language and keeps the unprefixed addresses it has always had
// (next.config.ts rewrites them to the [locale] segment); every other language lives under its own prefix.

export const DEFAULT_LOCALE = "fr";

/** Every language the site is written in, French first. */
export const LOCALES = [DEFAULT_LOCALE] as const;

export type Locale = (typeof LOCALES)[number];

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
