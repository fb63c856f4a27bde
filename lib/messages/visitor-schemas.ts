import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { BUDGETS, FIELD_LIMITS, PROJECT_TYPES, TIMEFRAMES } from "@/lib/messages/form-fields";
import { JSON_OBJECT_EXPECTED } from "@/lib/messages/schemas";
import { textSchema } from "@/lib/schemas";
import { z } from "@/lib/zod";

// The payloads visitors send, with their messages in the visitor's language: apart from lib/messages/schemas.ts,
// whose schemas the back office's client components import, because these read the catalogues.

/** The validation messages of the visitors' payloads in one language (messages/<language>.json, Validation). */
export function validationTexts(locale: Locale = DEFAULT_LOCALE) {
  return translator(locale, "Validation");
}
export type ValidationTexts = ReturnType<typeof validationTexts>;
type Field = Parameters<ValidationTexts>[0] & `fields.${string}`;

// Bounds are given as text: ICU would group 5000 as '5 000', where the messages have always said '5000'.
const bound = (value: number) => String(value);

/**
 * The payloads a visitor sends (quote and project requests, contact message, newsletter), with their messages in
 * one language: the forms' server actions answer in the visitor's, the JSON API in French (spec).
 */
function visitorSchemas(t: ValidationTexts) {
  const typed = (field: Field, required?: string) =>
    textSchema({
      error: (issue) => (issue.input === undefined && required) || t("notText", { field: t(field) }),
    }).trim();
  /** A required text of `min` to `max` characters. */
  const requiredText = (field: Field, required: string, { min, max }: { min: number; max: number }) =>
    typed(field, required)
      .min(1, { error: required, abort: true })
      .min(min, t("tooShort", { field: t(field), min: bound(min) }))
      .max(max, t("tooLong", { field: t(field), max: bound(max) }));
  /** An optional text field: empty input becomes undefined. */
  const optionalText = (field: Field, max: number) =>
    typed(field)
      .max(max, t("tooLong", { field: t(field), max: bound(max) }))
      .optional()
      .transform((value) => value || undefined);

  const name = requiredText("fields.name", t("required.name"), FIELD_LIMITS.name);
  const email = typed("fields.email", t("required.email"))
    .min(1, { error: t("required.email"), abort: true })
    .max(FIELD_LIMITS.email.max, t("emailTooLong"))
    .pipe(z.email(t("emailInvalid")))
    .transform((value) => value.toLowerCase());
  const phone = typed("fields.phone")
    .max(FIELD_LIMITS.phone.max, t("tooLong", { field: t("fields.phone"), max: bound(FIELD_LIMITS.phone.max) }))
    .regex(/^[+\d\s().-]*$/, t("phoneCharacters"))
    .optional()
    .transform((value) => value || undefined);
  /** Context sent with every public form: the visitor session (localStorage visitor_session_id) and the page. */
  const context = {
    sessionId: z.uuid(t("sessionInvalid")).optional(),
    page: typed("fields.page")
      .max(FIELD_LIMITS.page.max, t("pageTooLong"))
      .startsWith("/", t("pageNotPath"))
      .optional(),
    /** Honeypot: hidden from people, filled in by bots. Must stay empty. */
    website: textSchema({ error: t("honeypot") })
      .max(200, t("honeypot"))
      .optional(),
  };

  return {
    /** Quote modal (quoteRequest: true) and start-project form. */
    projectRequest: z.object(
      {
        name,
        email,
        company: optionalText("fields.company", FIELD_LIMITS.company.max),
        phone,
        projectType: z.enum(PROJECT_TYPES, t("required.projectType")),
        budget: optionalChoice(BUDGETS, t("budgetInvalid")),
        timeframe: optionalChoice(TIMEFRAMES, t("timeframeInvalid")),
        description: requiredText("fields.description", t("required.description"), FIELD_LIMITS.description),
        quoteRequest: z
          .boolean({ error: t("quoteRequest") })
          .optional()
          .default(false),
        ...context,
      },
      JSON_OBJECT_EXPECTED,
    ),
    contactMessage: z.object(
      {
        name,
        email,
        subject: requiredText("fields.subject", t("required.subject"), FIELD_LIMITS.subject),
        message: requiredText("fields.message", t("required.message"), FIELD_LIMITS.message),
        ...context,
      },
      JSON_OBJECT_EXPECTED,
    ),
    newsletter: z.object({ email, ...context }, JSON_OBJECT_EXPECTED),
  };
}

/** An optional choice among `options`: empty input becomes undefined. */
function optionalChoice<const Options extends readonly [string, ...string[]]>(options: Options, message: string) {
  return z
    .union([z.literal(""), z.enum(options)], message)
    .optional()
    .transform((value) => value || undefined);
}

type VisitorSchemas = ReturnType<typeof visitorSchemas>;
const schemasByLocale = new Map<Locale, VisitorSchemas>();

/** The visitors' payloads' schemas in `locale`, built once per language. */
function schemasIn(locale: Locale): VisitorSchemas {
  let schemas = schemasByLocale.get(locale);
  if (!schemas) schemasByLocale.set(locale, (schemas = visitorSchemas(validationTexts(locale))));
  return schemas;
}

/** A quote or project request, its messages in `locale` (French: the JSON API's). */
export const projectRequestSchema = (locale: Locale = DEFAULT_LOCALE) => schemasIn(locale).projectRequest;
export type ProjectRequestInput = z.input<VisitorSchemas["projectRequest"]>;
export type ProjectRequest = z.output<VisitorSchemas["projectRequest"]>;

/** A contact message, its messages in `locale` (French: the JSON API's). */
export const contactMessageSchema = (locale: Locale = DEFAULT_LOCALE) => schemasIn(locale).contactMessage;
export type ContactMessageInput = z.input<VisitorSchemas["contactMessage"]>;
export type ContactMessage = z.output<VisitorSchemas["contactMessage"]>;

/** A newsletter subscription, its messages in `locale` (French: the JSON API's). */
export const newsletterSchema = (locale: Locale = DEFAULT_LOCALE) => schemasIn(locale).newsletter;
export type NewsletterInput = z.input<VisitorSchemas["newsletter"]>;
export type NewsletterSubscription = z.output<VisitorSchemas["newsletter"]>;
