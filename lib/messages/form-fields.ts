// What the visitors' forms ask (spec section 5): the fields of each form, the options and the length bounds. No zod
// here: the forms' client code reads it as well as the schemas (lib/messages/schemas.ts).

/**
 * The spec's options of the quote and project forms, by a stable id: the values are what the form sends, the API
 * accepts and the inbox stores (French, whatever the visitor's language); the labels the visitor reads are in the
 * catalogues (Forms.options, by the same ids).
 */
export const PROJECT_TYPE_OPTIONS = {
  uxUi: "UX/UI Design",
  web: "Développement Web",
  mobile: "Développement Mobile",
  audiovisual: "Communication Audiovisuelle",
  digital: "Communication Digitale",
  other: "Autre",
} as const;
export const BUDGET_OPTIONS = {
  under1000: "< 1 000 €",
  from1000: "1 000 € - 2 000 €",
  from2000: "2 000 € - 5 000 €",
  from5000: "5 000 € - 10 000 €",
  over10000: "> 10 000 €",
} as const;
export const TIMEFRAME_OPTIONS = {
  underMonth: "< 1 mois",
  months1to3: "1-3 mois",
  months3to6: "3-6 mois",
  over6months: "> 6 mois",
} as const;

const valuesOf = <Options extends Record<string, string>>(options: Options) =>
  Object.values(options) as [Options[keyof Options], ...Options[keyof Options][]];

export const PROJECT_TYPES = valuesOf(PROJECT_TYPE_OPTIONS);
export const BUDGETS = valuesOf(BUDGET_OPTIONS);
export const TIMEFRAMES = valuesOf(TIMEFRAME_OPTIONS);

/** Length bounds of every field of the public forms, in one place. */
export const FIELD_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  company: { max: 150 },
  phone: { max: 30 },
  subject: { min: 2, max: 200 },
  message: { min: 10, max: 5000 },
  description: { min: 10, max: 5000 },
  page: { max: 500 },
  referrer: { max: 500 },
} as const;

/** What the visitor fills in, per form (the server action reads these, and puts them back after a refusal). */
export const PROJECT_REQUEST_FIELDS = [
  "name",
  "company",
  "email",
  "phone",
  "projectType",
  "budget",
  "timeframe",
  "description",
] as const;
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export const NEWSLETTER_FIELDS = ["email"] as const;

export type ProjectRequestField = (typeof PROJECT_REQUEST_FIELDS)[number];
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];
