// The one import of zod: every schema of the product goes through this module, so that its configuration holds
// wherever a schema runs, on the server and in the browser alike: whatever zod itself says about a bad input (a
// missing field, a wrong type, an unknown key) is said in French, and it never compiles with `new Function`.
// Schemas still write their own messages for the rules a visitor meets in a form.
import { z } from "zod";
import { fr } from "zod/locales";

const french = fr().localeError;

const TYPE_NAMES: Record<string, string> = {
  string: "du texte",
  number: "un nombre",
  int: "un nombre entier",
  boolean: "vrai ou faux",
  array: "une liste",
  object: "un objet",
  date: "une date",
};

type LocaleIssue = Parameters<typeof french>[0];

/** The French name of each field schema, as its form labels it (labelFields). */
const FIELD_LABELS = new WeakMap<object, string>();

/**
 * Gives a field schema the name its form shows ('Titre'), which zod's own messages (a missing field, a wrong type)
 * then use instead of the input's key. The schema that raises such an issue may sit inside wrappers (optional,
 * nullable, default, a transform's input) or be a list's items: they are named too. A schema shared by several forms
 * keeps the first name it was given: name it where it is defined.
 */
export function labelField<Schema extends z.ZodType>(schema: Schema, label: string): Schema {
  let field: z.ZodType | undefined = schema;
  while (field) {
    if (!FIELD_LABELS.has(field)) FIELD_LABELS.set(field, label);
    const def = field.def as { innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType };
    field = def.innerType ?? def.in ?? def.element;
  }
  return schema;
}

/** labelField for each field of an object schema: `{ title: "Titre", … }`. */
export function labelFields<Schema extends z.ZodObject>(
  schema: Schema,
  labels: { [Key in keyof Schema["shape"]]?: string },
): Schema {
  for (const [key, label] of Object.entries(labels) as [string, string | undefined][])
    if (label) labelField(schema.shape[key] as z.ZodType, label);
  return schema;
}

/** The field an issue is about: its label, else its key path; null for the input as a whole. */
function fieldName(issue: LocaleIssue): string | null {
  // `schema`: the schema a check belongs to (zod stamps it on the issue); `inst`: what raised the issue.
  const owners = [(issue as { schema?: object }).schema, issue.inst];
  const label = owners.map((owner) => owner && FIELD_LABELS.get(owner)).find(Boolean);
  if (label) return label;
  return issue.path && issue.path.length > 0 ? issue.path.map(String).join(".") : null;
}

/** zod's message for an issue a schema has no message of its own for, in French, naming the field when known. */
export function frenchIssueMessage(issue: LocaleIssue): string {
  const field = fieldName(issue);
  if (issue.code === "invalid_type") {
    const missing = issue.input === undefined || issue.input === null;
    if (missing) return field ? `Le champ « ${field} » est obligatoire.` : "Données manquantes.";
    const expected = TYPE_NAMES[issue.expected] ?? "une valeur valide";
    return field ? `Le champ « ${field} » doit être ${expected}.` : `La requête doit être ${expected}.`;
  }
  const message = french(issue) ?? "Entrée invalide";
  return field ? `${message} (champ « ${field} »).` : `${message}.`;
}

// jitless: zod compiles object schemas with `new Function` when it can, and probes for it on first use: under the
// site's Content-Security-Policy (no 'unsafe-eval', lib/security-headers.ts) that probe is a reported violation in
// every browser that loads a form.
z.config({ localeError: frenchIssueMessage, jitless: true });

export { z };
