import "server-only";
import { locale as rootLocale } from "next/root-params";
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { CATALOGUES, type Messages } from "./messages";

// The language of what a Server Component renders: the [locale] segment, read where it is needed with
// next/root-params (part of the route's key, so allowed inside "use cache" functions, unlike headers or cookies).

/** The language being rendered: the segment's, or French outside the visitor site (back office, previews). */
export async function getLocale(): Promise<Locale> {
  const value = await rootLocale();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** The texts of one namespace of the catalogue, in the language being rendered (ICU messages, use-intl). */
export async function getTranslations<N extends Namespace>(namespace: N) {
  const locale = await getLocale();
  return createTranslator({ locale, messages: CATALOGUES[locale] as Messages, namespace });
}
