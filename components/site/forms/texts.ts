import "server-only";
import type { LocalizedFormAction } from "@/lib/form-action";
import type { FormAction } from "@/lib/form-state";
import { getLocale } from "@/lib/i18n/server";
import { CATALOGUES, type Messages } from "@/lib/i18n/messages";

/**
 * The visitors' forms' texts (messages/<language>.json, Forms): labels, options, buttons, results. The forms are
 * client components, so the Server Component that renders one reads them here and hands them over as props; none of
 * them is an ICU message with arguments, so the catalogue's strings are the texts. Forms also holds what the server
 * says (answers, mails): that is never sent to the page.
 */
const SHOWN = ["fields", "choose", "options", "submit", "results", "sent", "startProject", "quote", "privacy"] as const;

export type FormTexts = Pick<Messages["Forms"], (typeof SHOWN)[number]>;

/** The forms' texts in the language being rendered. */
export async function formTexts(): Promise<FormTexts> {
  const forms = CATALOGUES[await getLocale()].Forms;
  return Object.fromEntries(SHOWN.map((key) => [key, forms[key]])) as FormTexts;
}

/**
 * A form's server action with the language being rendered bound to it (lib/form-action.ts): Next.js sends the bound
 * language with the form, with or without scripts, and the action answers in it.
 */
export async function inPageLanguage<Field extends string>(
  action: LocalizedFormAction<Field>,
): Promise<FormAction<Field>> {
  return action.bind(null, await getLocale());
}
