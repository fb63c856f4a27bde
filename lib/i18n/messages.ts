import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

// The site's texts, one catalogue per language (messages/<language>.json), by namespace: a component reads its own
// (lib/i18n/server.ts). French is the reference; tests/unit/i18n-messages.test.ts checks that every catalogue has
// the same keys and, for each, the same ICU arguments.

export type Messages = typeof fr;

/** Every catalogue, written ahead of its language being served (LOCALES, lib/i18n/locales.ts). */
export const CATALOGUES = { fr, en } satisfies Record<string, Messages>;
