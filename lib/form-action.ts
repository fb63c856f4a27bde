import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { toApiError, zodError } from "@/lib/api";
import { FORM_CONTEXT_FIELDS, type FormState } from "@/lib/form-state";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { clientAddress } from "@/lib/request";
import { sessionOfScriptlessVisitor } from "@/lib/visits";
import type { z } from "@/lib/zod";

/** Who sent a visitor's form: their address, for the rate limit (never stored). */
export interface FormSender {
  clientAddress: string;
}

/**
 * A visitor's form's server action before its language is bound: the page binds it and passes the form the
 * FormAction that remains.
 */
export type LocalizedFormAction<Field extends string> = (
  locale: unknown,
  previous: FormState<Field>,
  formData: FormData,
) => Promise<FormState<Field>>;

/** What every public form's schema reads besides the visitor's fields (lib/messages/schemas.ts `context`). */
type FormContext = { sessionId?: string; page?: string; website?: string };

/** A field the visitor does not see, whose refusal cannot be shown beside it. */
const HIDDEN_CONTEXT = new Set<string>([FORM_CONTEXT_FIELDS.sessionId, FORM_CONTEXT_FIELDS.page]);

const textOf = (value: FormDataEntryValue | null | undefined) => (typeof value === "string" ? value : undefined);

/** The path and query string of the page a form was sent from, as the browser gives it in Referer. */
function pageAddressOf(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.pathname + url.search;
  } catch {
    return null;
  }
}

/**
 * The one way a visitor's form reaches its domain function: the server action of a `<form>` (components/site/forms),
 * run through `useActionState` with scripts and by the form's own POST without them (then the page is rendered again
 * with the state it answers). It reads `fields` (what the visitor typed) and the form's context (visitor session,
 * page, honeypot) from the FormData, adds `fixed` (what the form is: a quote request), parses with the domain's zod
 * schema (the JSON API's own) in the visitor's language, and calls `receive`, which answers what the visitor is told.
 *
 * The language comes first: the Server Component that renders the form binds it (`action.bind(null, locale)`), and
 * Next.js sends bound arguments with the form, scripts or not. It is the browser's word, so it is checked.
 *
 * It answers a FormState, never throws: 'invalid' with the message of each refused field and what was typed,
 * 'failed' (refused: honeypot, rate limit, database down) with what was typed, 'sent' with nothing to put back.
 * A form sent by a browser that ran no script has no visitor session: its request then stands for its visit
 * (lib/visits, sessionOfScriptlessVisitor), so that the request gets its source as with scripts.
 */
export function publicFormAction<Field extends string, Schema extends z.ZodType<FormContext>>({
  fields,
  schema: schemaIn,
  fixed = {},
  receive,
}: {
  fields: readonly Field[];
  /** The payload's schema, its messages in a language. */
  schema: (locale: Locale) => Schema;
  fixed?: Record<string, unknown>;
  receive: (input: z.output<Schema>, sender: FormSender, locale: Locale) => Promise<string>;
}): LocalizedFormAction<Field> {
  return async (locale, _previous, formData) => {
    // Anything but a form's FormData in a language of the site (a hand-made call to the action): refused like a bot,
    // with nothing to keep.
    if (!isLocale(locale) || !(formData instanceof FormData)) return { status: "failed", values: {}, fieldErrors: {} };
    const schema = schemaIn(locale);
    const values: FormState<Field>["values"] = {};
    for (const field of fields) {
      const value = textOf(formData.get(field));
      if (value !== undefined) values[field] = value;
    }
    const context: FormContext = {};
    for (const key of Object.values(FORM_CONTEXT_FIELDS)) {
      const value = textOf(formData.get(key));
      if (value) context[key as keyof FormContext] = value;
    }

    let parsed = schema.safeParse({ ...values, ...context, ...fixed });
    if (!parsed.success) {
      // A session id or page altered on the way is left out rather than refused: the visitor could not correct it.
      const hidden = parsed.error.issues.map((issue) => String(issue.path[0])).filter((key) => HIDDEN_CONTEXT.has(key));
      if (hidden.length > 0) {
        const kept = Object.fromEntries(Object.entries(context).filter(([key]) => !hidden.includes(key)));
        parsed = schema.safeParse({ ...values, ...kept, ...fixed });
      }
    }
    if (!parsed.success) {
      const allErrors = zodError(parsed.error).extra.fieldErrors ?? {};
      const fieldErrors: FormState<Field>["fieldErrors"] = {};
      for (const field of fields) if (allErrors[field]?.[0]) fieldErrors[field] = allErrors[field][0];
      // Only the honeypot is left to refuse: a bot's form.
      if (Object.keys(fieldErrors).length === 0) return { status: "failed", values, fieldErrors: {} };
      return { status: "invalid", values, fieldErrors };
    }

    try {
      const request = await headers();
      const sender = { clientAddress: clientAddress(request) };
      let input = parsed.data;
      if (!input.sessionId && !input.website) {
        const sessionId = await sessionOfScriptlessVisitor({
          pageAddress: pageAddressOf(request.get("referer")) ?? input.page ?? null,
          userAgent: request.get("user-agent"),
          clientAddress: sender.clientAddress,
        });
        input = { ...input, sessionId };
      }
      return { status: "sent", values: {}, fieldErrors: {}, message: await receive(input, sender, locale) };
    } catch (error) {
      unstable_rethrow(error);
      return { status: "failed", values, fieldErrors: {}, message: toApiError(error).message };
    }
  };
}
