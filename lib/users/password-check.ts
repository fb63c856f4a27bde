import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";
import { ApiError } from "@/lib/api";

// The common and breached passwords that zxcvbn-ts ships (about 50,000, from public breach corpora), checked on the
// server only (the list would weigh on the forms' scripts) and without any network call.
let commonPasswords: Set<string> | undefined;
const common = () => (commonPasswords ??= new Set(dictionary["passwords-common"]));

export const COMMON_PASSWORD =
  "Ce mot de passe figure parmi les mots de passe les plus courants ou déjà divulgués : choisissez-en un autre.";

/**
 * Whether `password` is a common or breached password, as typed or with the digits and symbols people add around one
 * ('Password1234!', '2024motdepasse') taken off.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const candidates = [lower, lower.replace(/[\d\W_]+$/u, ""), lower.replace(/^[\d\W_]+/u, "")];
  return candidates.some((candidate) => candidate.length >= 4 && common().has(candidate));
}

/** Refuses (400, on `field`) a password from the common list; the length and trivial patterns are the schema's. */
export function assertAcceptablePassword(password: string, field = "password"): void {
  if (isCommonPassword(password)) throw ApiError.badRequest(COMMON_PASSWORD, { [field]: [COMMON_PASSWORD] });
}
