import { z } from "zod";
import { MAX_ID } from "@/lib/ids";

/** An e-mail address field: required, trimmed, checked and lower-cased, with French messages. */
export const emailSchema = z
  .string({ error: "L'adresse e-mail est requise" })
  .trim()
  .min(1, "L'adresse e-mail est requise")
  .max(254, "L'adresse e-mail est trop longue")
  .pipe(z.email("Adresse e-mail invalide"))
  .transform((email) => email.toLowerCase());

/**
 * The id of a row in a server action's input (a number the screen sends): a positive integer within PostgreSQL's
 * integer range, like an id read from an address (`parseId`, lib/ids.ts); `message` when it is not one.
 */
export function idField(message: string) {
  return z.number(message).int(message).min(1, message).max(MAX_ID, message);
}

/** The `page` of a paged list's query string (page 1 when absent); a page past the end shows the last (paginate). */
export const pageParam = z.coerce.number("Page invalide").int("Page invalide").min(1, "Page invalide").default(1);
