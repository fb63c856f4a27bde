/** The password policy, importable by forms (lib/users/password.ts, which hashes, is server-side only). */
export const MIN_PASSWORD_LENGTH = 12;

export const TRIVIAL_PASSWORD =
  "Ce mot de passe est trop prévisible (un caractère ou un motif répété, une suite comme 123456789 ou abcdef) : choisissez-en un autre.";

// Keyboard rows and alphabets whose runs ('azerty', 'qwertz', '0987') people type as passwords.
const RUNS = [
  "0123456789",
  "abcdefghijklmnopqrstuvwxyz",
  "azertyuiop",
  "qwertyuiop",
  "qwertzuiop",
  "asdfghjkl",
  "qsdfghjklm",
  "zxcvbnm",
  "wxcvbn",
];

/**
 * Whether `password` is a trivial pattern, whatever its length: a unit of at most 4 characters repeated
 * ('aaaaaaaaaaaa', 'abcabcabcabc', '121212121212'), at most 3 distinct characters, or one run of a keyboard row,
 * the alphabet or the digits, forward or backward and wrapping around ('123456789012', 'azertyuiopqs').
 * The list of common and breached passwords is checked on the server (lib/users/password-check.ts).
 */
export function isTrivialPassword(password: string): boolean {
  const text = password.toLowerCase();
  if (new Set(text).size <= 3) return true;
  for (let unit = 1; unit <= 4; unit += 1) if (text === text.slice(0, unit).repeat(text.length / unit)) return true;
  return RUNS.some((run) => isRunOf(text, run) || isRunOf(text, [...run].reverse().join("")));
}

function isRunOf(text: string, run: string): boolean {
  const start = run.indexOf(text[0]!);
  if (start < 0) return false;
  return [...text].every((char, index) => char === run[(start + index) % run.length]);
}
