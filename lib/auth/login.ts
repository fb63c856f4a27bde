import "server-only";
import { randomBytes } from "node:crypto";
import { ApiError } from "@/lib/api";
import { trustedDeviceKey } from "@/lib/auth/device";
import type { LoginInput } from "@/lib/auth/schemas";
import {
  accountBudgetSpent,
  clearAttempt,
  clearPairFailures,
  type LoginSubject,
  loginSubject,
  reserveAttempt,
} from "@/lib/auth/throttle";
import {
  confirmTwoFactorEnrolment,
  INVALID_CODE,
  normalizeRecoveryCode,
  startTwoFactorEnrolment,
  type TwoFactorEnrolment,
  verifySecondFactor,
} from "@/lib/auth/two-factor";
import type { LoginFailureKind } from "@/lib/generated/prisma/enums";
import { findSecuritySettings } from "@/lib/settings/security";
import { findUserCredentials, recordLogin, type SessionUser } from "@/lib/users";
import { hashPassword, verifyPassword } from "@/lib/users/password";

/** One message for an unknown e-mail and a wrong password, so that nobody learns which accounts exist. */
export const INVALID_CREDENTIALS = "E-mail ou mot de passe incorrect.";

// An unknown e-mail is checked against this hash, so that it costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString("hex")));

/** The client that signs in: its address (server/index.ts), its device cookie, its browser. */
export interface LoginClient {
  clientAddress: string;
  deviceCookie?: string | null;
  userAgent?: string | null;
}

export type LoginResult =
  /** Signed in: the caller opens the session (and trusts the device). `recoveryCodes` after an enrolment, shown once. */
  | { kind: "signed-in"; user: SessionUser; recoveryCodes?: string[] }
  /** The password is right; the account's second factor is needed (a 6-digit code or a recovery code). */
  | { kind: "code-required" }
  /** The password is right; the site requires two-factor of administrators and this one must enrol first. */
  | { kind: "enrolment-required"; enrolment: TwoFactorEnrolment };

/**
 * Checks a sign-in: e-mail and password, then the second factor when the account has one, or the enrolment an
 * administrator must make when the site requires it (no path signs in with the password alone then). Throttled by
 * the rule of lib/auth/throttle.ts, under which others' wrong guesses never keep the owner out: a trusted device
 * has its own budget, and once the account's budget for unknown clients is spent, a client that first proves a
 * second factor still has its password checked. A success updates lastLogin and the activity feed.
 * Throws ApiError 401 (wrong password or code, same wording for unknown e-mails) or 429.
 */
export async function authenticate(credentials: LoginInput, client: LoginClient): Promise<LoginResult> {
  const email = credentials.email.trim().toLowerCase();
  const code = credentials.code?.replace(/\s/g, "") || undefined;
  const account = await findUserCredentials(email);
  const subject = loginSubject(email, client.clientAddress, trustedDeviceKey(client.deviceCookie, account?.id));

  // Under attack, a client the account does not know proves its second factor before its password is checked.
  let secondFactorProven = false;
  if (!subject.device && code && (await accountBudgetSpent(subject))) {
    await checkSecondFactor(account?.totpEnabledAt ? account.id : null, code, subject);
    secondFactorProven = true;
  }

  const attempt = await reserveAttempt(subject, "password", { secondFactorProven });
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), credentials.password);
  if (!account || !valid) throw ApiError.unauthorized(INVALID_CREDENTIALS);
  await clearAttempt(attempt.attemptId);

  let recoveryCodes: string[] | undefined;
  if (account.totpEnabledAt) {
    if (!secondFactorProven) {
      if (!code) return { kind: "code-required" };
      await checkSecondFactor(account.id, code, subject);
    }
  } else if (account.role === "admin" && (await findSecuritySettings()).requireAdminTwoFactor) {
    if (!code) return { kind: "enrolment-required", enrolment: await startTwoFactorEnrolment(account.id) };
    recoveryCodes = await throttled(subject, "code", async () => {
      try {
        return (await confirmTwoFactorEnrolment(account.id, code)).recoveryCodes;
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) return null;
        throw error;
      }
    });
  }

  await clearPairFailures(subject);
  const user = { id: account.id, username: account.username, email: account.email, role: account.role };
  await recordLogin(user);
  return { kind: "signed-in", user, ...(recoveryCodes ? { recoveryCodes } : {}) };
}

/** Checks a TOTP or recovery code of account `userId` (null: none, answered like a wrong code) within the throttle. */
async function checkSecondFactor(userId: number | null, code: string, subject: LoginSubject): Promise<void> {
  await throttled(subject, normalizeRecoveryCode(code) ? "recovery" : "code", async () =>
    userId && (await verifySecondFactor(userId, code)) ? true : null,
  );
}

/** Runs `check` as one attempt of `kind`: refused (429) beyond the throttle's limits, a failure (401) when it gives null. */
async function throttled<T>(subject: LoginSubject, kind: LoginFailureKind, check: () => Promise<T | null>): Promise<T> {
  const attempt = await reserveAttempt(subject, kind);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
  const result = await check();
  if (result === null) throw new ApiError(401, INVALID_CODE, { details: { step: "code" } });
  await clearAttempt(attempt.attemptId);
  return result;
}

function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(
    429,
    `Trop de tentatives de connexion. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? "s" : ""}, ` +
      "ou saisissez aussi votre code de double authentification (ou un code de secours) si vous l'avez activée.",
    { retryAfterSeconds, details: { codeAccepted: true } },
  );
}
