// What the visitors' forms ask (spec section 5): the fields of each form, the options and the length bounds. No zod
// here: the forms' client code reads it as well as the schemas (lib/messages/schemas.ts).

/** The spec's options of the quote and project forms. */
export const PROJECT_TYPES = [
  "UX/UI Design",
  "Développement Web",
  "Développement Mobile",
  "Communication Audiovisuelle",
  "Communication Digitale",
  "Autre",
] as const;
export const BUDGETS = [
  "< 1 000 €",
  "1 000 € - 2 000 €",
  "2 000 € - 5 000 €",
  "5 000 € - 10 000 €",
  "> 10 000 €",
] as const;
export const TIMEFRAMES = ["< 1 mois", "1-3 mois", "3-6 mois", "> 6 mois"] as const;

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
