import "server-only";
import { randomBytes } from "node:crypto";
import { headers } from "next/headers";
import { ApiError } from "@/lib/api";
import { deviceCookieOf, trustedDeviceKey } from "@/lib/auth/device";
import type { LoginInput } from "@/lib/auth/schemas";
import {
  accountBudgetSpent,
  clearAttempt,
  clearPairFailures,
  inMinutes,
  type LoginSubject,
  loginSubject,
  reserveAttempt,
  type ThrottleClient,
} from "@/lib/auth/throttle";
import {
  checkSecondFactor,
  confirmTwoFactorEnrolment,
  INVALID_CODE,
  startTwoFactorEnrolment,
  type TwoFactorEnrolment,
} from "@/lib/auth/two-factor";
import { findSecuritySettings } from "@/lib/settings/security";
import { findUserCredentials, recordLogin, type SessionUser } from "@/lib/users";
import { hashPassword, verifyPassword } from "@/lib/users/password";
import { clientAddress } from "@/lib/request";

/** One message for an unknown e-mail and a wrong password, so that nobody learns which accounts exist. */
export const INVALID_CREDENTIALS = "E-mail ou mot de passe incorrect.";

/** Under attack, one message whichever of the e-mail, the password and the code was wrong. */
export const INVALID_CREDENTIALS_OR_CODE =
  "E-mail, mot de passe ou code incorrect. Un code de secours, ou le lien de « Mot de passe oublié ? », permet aussi d'entrer.";

// An unknown e-mail is checked against this hash, so that it costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString("hex")));

/** The client that signs in: its address (server/index.ts), its device cookie, its browser. */
export interface LoginClient extends ThrottleClient {
  userAgent?: string | null;
}

/** The client of a request, from its headers. */
export function loginClientOf(headers: Headers): LoginClient {
  return {
    clientAddress: clientAddress(headers),
    deviceCookie: deviceCookieOf(headers),
    userAgent: headers.get("user-agent"),
  };
}

/** The client of the current request (server actions, pages). */
export async function currentLoginClient(): Promise<LoginClient> {
  return loginClientOf(await headers());
}

export type LoginResult =
  /**
   * Signed in: the caller opens the session (and trusts the device). `recoveryCodes` after an enrolment, shown once;
   * `offerTwoFactor` at the first sign-in of an account without two-factor, which the login form then offers.
   */
  | { kind: "signed-in"; user: SessionUser; recoveryCodes?: string[]; offerTwoFactor?: boolean }
  /** The password is right; the account's second factor is needed (a 6-digit code or a recovery code). */
  | { kind: "code-required" }
  /** The password is right; the site requires two-factor of administrators and this one must enrol first. */
  | { kind: "enrolment-required"; enrolment: TwoFactorEnrolment };

/**
 * Checks a sign-in: e-mail and password, then the second factor when the account has one, or the enrolment an
 * administrator must make when the site requires it (no path signs in with the password alone then). Throttled by
 * the rule of lib/auth/throttle.ts, under which others' wrong guesses never keep the owner out: a trusted device
 * has its own budget, and once the account's budget for unknown clients is spent, a client that gives its second
 * factor with the password is still heard (`signInUnderAttack`). A success updates lastLogin and the activity feed.
 * Throws ApiError 401 (wrong password or code, same wording for unknown e-mails) or 429.
 */
export async function authenticate(credentials: LoginInput, client: LoginClient): Promise<LoginResult> {
  const email = credentials.email.trim().toLowerCase();
  const code = credentials.code?.replace(/\s/g, "") || undefined;
  const account = await findUserCredentials(email);
  const subject = loginSubject(email, client.clientAddress, trustedDeviceKey(client.deviceCookie, account?.id));

  const underAttack = subject.device ? null : await accountBudgetSpent(subject);
  if (underAttack) {
    if (!code) throw tooManyAttempts(underAttack.retryAfterSeconds);
    return signInUnderAttack(account, credentials.password, code, subject);
  }

  const attempt = await reserveAttempt(subject, "password");
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), credentials.password);
  if (!account || !valid) throw ApiError.unauthorized(INVALID_CREDENTIALS);
  await clearAttempt(attempt.attemptId);

  let recoveryCodes: string[] | undefined;
  if (account.totpEnabledAt) {
    if (!code) return { kind: "code-required" };
    if (!(await checkSecondFactor(account.id, code, subject)))
      throw new ApiError(401, INVALID_CODE, { details: { step: "code" } });
  } else if (await mustEnrol(account)) {
    if (!code) return { kind: "enrolment-required", enrolment: await startTwoFactorEnrolment(account.id) };
    recoveryCodes = (await confirmTwoFactorEnrolment(account.id, code, subject).catch(wrongCodeAs401)).recoveryCodes;
  }
  return signedIn(account, subject, recoveryCodes);
}

type Credentials = NonNullable<Awaited<ReturnType<typeof findUserCredentials>>>;

/**
 * The account's budget for unknown clients is spent: an attempt that carries a code has its password and its code
 * checked together (a code only once the password is right, so that a wrong password never spends one), and fails
 * with one message whichever was wrong, so that the password is never confirmed alone: a guess counts only when both
 * are right. An account without two-factor (or that must still enrol) cannot get in this way: its owner's ways in
 * are their trusted browser, and the reset link (README, 'Login throttle').
 */
async function signInUnderAttack(
  account: Credentials | null,
  password: string,
  code: string,
  subject: LoginSubject,
): Promise<LoginResult> {
  const refused = () => ApiError.unauthorized(INVALID_CREDENTIALS_OR_CODE);
  const attempt = await reserveAttempt(subject, "password", { underAttack: true });
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!account || !valid || !account.totpEnabledAt) throw refused();
  await clearAttempt(attempt.attemptId);
  // Past the code budget (spent only by someone who knows the password), the same answer: a 429 here would confirm it.
  const proven = await checkSecondFactor(account.id, code, subject).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 429) return null;
    throw error;
  });
  if (!proven) throw refused();
  return signedIn(account, subject);
}

async function signedIn(account: Credentials, subject: LoginSubject, recoveryCodes?: string[]): Promise<LoginResult> {
  await clearPairFailures(subject);
  const user = { id: account.id, username: account.username, email: account.email, role: account.role };
  await recordLogin(user);
  if (recoveryCodes) return { kind: "signed-in", user, recoveryCodes };
  return { kind: "signed-in", user, ...(!account.totpEnabledAt && !account.lastLogin ? { offerTwoFactor: true } : {}) };
}

async function mustEnrol(account: Credentials): Promise<boolean> {
  return account.role === "admin" && (await findSecuritySettings()).requireAdminTwoFactor;
}

/** At sign-in, a wrong first code of an enrolment is a failed sign-in step (401), as a wrong code is. */
function wrongCodeAs401(error: unknown): never {
  if (error instanceof ApiError && error.status === 400)
    throw new ApiError(401, INVALID_CODE, { details: { step: "code" } });
  throw error;
}

function tooManyAttempts(retryAfterSeconds: number) {
  return new ApiError(
    429,
    `Trop de tentatives de connexion. Veuillez réessayer dans ${inMinutes(retryAfterSeconds)}, ` +
      "ou saisissez aussi votre code de double authentification (ou un code de secours) si vous l'avez activée. " +
      "Sans double authentification, « Mot de passe oublié ? » vous envoie un lien qui vous fait entrer depuis ce navigateur.",
    { retryAfterSeconds, details: { codeAccepted: true } },
  );
}
