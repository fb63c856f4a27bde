import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's recommended memory and time costs.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export { MIN_PASSWORD_LENGTH } from "@/lib/users/password-policy";

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A strong random password (24 characters from 18 random bytes). */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
