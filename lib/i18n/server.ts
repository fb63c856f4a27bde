import "server-only";
import { locale as rootLocale } from "next/root-params";
import { type Locale, servedLocale } from "./locales";
import { translator } from "./messages";

// The language of what a Server Component renders: the [locale] segment, read where it is needed with
// next/root-params (part of the route's key, so allowed inside "use cache" functions, unlike headers or cookies).

/** The language being rendered: the segment's, or French outside the visitor site (back office, previews). */
export async function getLocale(): Promise<Locale> {
  return servedLocale(await rootLocale());
}

/** The texts of one namespace of the catalogue, in the language being rendered (ICU messages, use-intl). */
export async function getTranslations<N extends Parameters<typeof translator>[1]>(namespace: N) {
  return translator(await getLocale(), namespace);
}
