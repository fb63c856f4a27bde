import { z } from "@/lib/zod";
import { parseSiteDateTime } from "@/lib/dates";
import { MAX_ID } from "@/lib/ids";
import { TRANSLATION_LOCALES } from "@/lib/i18n/locales";

/** What a field holding NUL or half of a surrogate pair is told (PostgreSQL cannot store either). */
export const UNSTORABLE_TEXT_MESSAGE = "Le texte contient des caractères non autorisés.";

// NUL, or a UTF-16 surrogate that is not half of a pair (in a `u` regex, a well-formed pair is one code point).
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** Whether PostgreSQL can store `value` as text: no NUL character, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** `value` with what PostgreSQL cannot store replaced by U+FFFD: for text kept as information (a file's name). */
export function storableText(value: string): string {
  return value.replace(new RegExp(UNSTORABLE.source, "gu"), "\uFFFD");
}

/**
 * The one string schema of the app: `z.string(params)` that refuses what PostgreSQL cannot store (a 400 with
 * a French message instead of a database error). Every schema that takes text starts from it (ESLint refuses
 * `z.string()` elsewhere), so that no input reaches a query that would fail on it.
 */
export function textSchema(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort: true });
}

/** An e-mail address field: required, trimmed, checked and lower-cased, with French messages. */
export const emailSchema = textSchema({ error: "L'adresse e-mail est requise" })
  .trim()
  .min(1, "L'adresse e-mail est requise")
  .max(254, "L'adresse e-mail est trop longue")
  .pipe(z.email("Adresse e-mail invalide"))
  .transform((email) => email.toLowerCase());

/** Optional text of at most `max` characters, trimmed; empty (or absent) is null. */
export function optionalText(max: number) {
  return textSchema()
    .trim()
    .max(max, `${max} caractères au plus`)
    .nullish()
    .transform((value) => value || null);
}

/**
 * The id of a row in a server action's input (a number the screen sends): a positive integer within PostgreSQL's
 * integer range, like an id read from an address (`parseId`, lib/ids.ts); `message` when it is not one.
 */
export function idField(message: string) {
  return z.number(message).int(message).min(1, message).max(MAX_ID, message);
}

/** The `page` of a paged list's query string (page 1 when absent); a page past the end shows the last (paginate). */
/** A language content is translated into (a translation's editor, a category's translated names). */
export const translationLocaleField = z.enum(TRANSLATION_LOCALES, "Langue inconnue.");

export const pageParam = z.coerce.number("Page invalide").int("Page invalide").min(1, "Page invalide").default(1);

export const SCHEDULE_IN_PAST = "La date de publication programmée doit être dans le futur.";
export const SCHEDULE_INVALID = "Date de publication programmée invalide.";

/**
 * 'Programmer': the date and time (Abidjan's, lib/dates) at which a draft is to be published; empty for none. A
 * time already past is refused: the scheduler would publish at once, which is what 'Publié' is for.
 */
export const scheduledAtField = z
  .union([z.literal(""), textSchema().max(40, SCHEDULE_INVALID)])
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const date = parseSiteDateTime(value);
    if (!date) {
      context.addIssue({ code: "custom", message: SCHEDULE_INVALID });
      return z.NEVER;
    }
    return date;
  })
  .refine((date) => date === null || date.getTime() > Date.now(), SCHEDULE_IN_PAST);
