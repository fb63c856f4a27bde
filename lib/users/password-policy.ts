/** The password policy, importable by forms (lib/users/password.ts, which hashes, is server-side only). */
export const MIN_PASSWORD_LENGTH = 12;
