import "server-only";
import { randomBytes } from "node:crypto";
import { ApiError } from "@/lib/api";
import type { LoginInput } from "@/lib/auth/schemas";
import type { SessionUser } from "@/lib/auth/session";
import { consumeRateLimit, isRateLimited, type RateLimitName, resetRateLimit } from "@/lib/rate-limit";
import { findUserCredentials, recordLogin } from "@/lib/users";
import { hashPassword, verifyPassword } from "@/lib/users/password";

/** One message for an unknown e-mail and a wrong password, so that nobody learns which accounts exist. */
export const INVALID_CREDENTIALS = "E-mail ou mot de passe incorrect.";

// An unknown e-mail is checked against this hash, so that it costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString("hex")));

/**
 * Checks an e-mail and password. Failed attempts are limited per e-mail address (so per account, whether it
 * exists or not) and per client address; a success clears the account's count, updates lastLogin and
 * records the login in the activity feed. Throws ApiError 401 or 429 (with the same wording either way).
 */
export async function authenticate(credentials: LoginInput, clientAddress: string): Promise<SessionUser> {
  const email = credentials.email.trim().toLowerCase();
  const limits: [RateLimitName, string][] = [
    ["loginPerEmail", email],
    ["loginPerClient", clientAddress],
  ];
  for (const [name, key] of limits) {
    const state = await isRateLimited(name, key);
    if (!state.allowed) throw tooManyAttempts(state.retryAfterSeconds);
  }

  const account = await findUserCredentials(email);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), credentials.password);
  if (!account || !valid) {
    for (const [name, key] of limits) await consumeRateLimit(name, key);
    throw ApiError.unauthorized(INVALID_CREDENTIALS);
  }

  await resetRateLimit("loginPerEmail", email);
  const user = { id: account.id, username: account.username, email: account.email, role: account.role };
  await recordLogin(user);
  return user;
}

function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return ApiError.tooManyRequests(
    retryAfterSeconds,
    `Trop de tentatives de connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
  );
}
