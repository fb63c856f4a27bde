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

function fieldName(path: readonly PropertyKey[] | undefined): string | null {
  return path && path.length > 0 ? path.map(String).join(".") : null;
}

/** zod's message for an issue a schema has no message of its own for, in French, naming the field when known. */
export function frenchIssueMessage(issue: LocaleIssue): string {
  const field = fieldName(issue.path);
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
