import type { FormType } from "@/lib/generated/prisma/enums";

/** The data fields the inbox search looks through, per form type (spec: messages search). */
const SEARCHED_FIELDS: Record<FormType, readonly string[]> = {
  contact: ["name", "subject", "message"],
  project: ["name", "company", "projectType", "budget"],
  quote: ["name", "company", "projectType", "budget"],
  newsletter: [],
};

/** Lower-cased sender e-mail and searched fields of a form conversion, stored beside its data. */
export function conversionSearchText(formType: FormType, email: string | null, data: unknown): string {
  const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const values = SEARCHED_FIELDS[formType].map((field) => record[field]).filter((value): value is string => typeof value === "string");
  return [email ?? "", ...values].join("\n").toLowerCase();
}

/** How the back office names each form type (spec: project is 'Demande de projet', quote is 'Devis'). */
export const FORM_TYPE_LABELS: Record<FormType, string> = {
  contact: "Contact",
  project: "Demande de projet",
  quote: "Devis",
  newsletter: "Newsletter",
};
