import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";
import type { Locale } from "./locales";
import enBrowser from "@/messages/browser/en.json" with { type: "json" };
import frBrowser from "@/messages/browser/fr.json" with { type: "json" };
import enPage from "@/messages/en.json" with { type: "json" };
import frPage from "@/messages/fr.json" with { type: "json" };

// The site's texts, one catalogue per language, by namespace: a component reads its own (lib/i18n/server.ts). French
// is the reference; tests/unit/i18n-messages.test.ts checks that every catalogue has the same keys and, for each,
// the same ICU arguments. Each catalogue is two files: messages/<language>.json, read on the server, and
// messages/browser/<language>.json, the few namespaces that modules running in the browser import themselves (an
// error view, which no server component hands its texts): the bundler ships a JSON file whole.

const fr = { ...frPage, ...frBrowser };
const en = { ...enPage, ...enBrowser };

export type Messages = typeof fr;

/** Every catalogue, written ahead of its language being served (LOCALES, lib/i18n/locales.ts). */
export const CATALOGUES = { fr, en } satisfies Record<Locale, Messages>;

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The texts of one namespace of the catalogue in `locale` (ICU messages, use-intl): what is written in a language
 * known beforehand (a mail, a schema's messages); a Server Component uses getTranslations (lib/i18n/server.ts).
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: CATALOGUES[locale] as Messages, namespace });
}
