import "server-only";
import { createHash } from "node:crypto";
import { ApiError } from "@/lib/api";
import { trustedDeviceKey } from "@/lib/auth/device";
import { db } from "@/lib/db";
import type { LoginFailureKind } from "@/lib/generated/prisma/enums";

/**
 * The login throttle: guessing stays impractical, and nobody else's wrong guesses can keep an account's owner out.
 *
 * The rule (README, 'Signing in'):
 * - **Clients the account does not know** (no device cookie of that account, lib/auth/device.ts) share one budget
 *   per account: at most `ACCOUNT_BUDGET` (10) wrong passwords in any 60 minutes, from any number of addresses.
 *   Once it is spent (the account is under attack), such a client is heard only with a second factor, which is
 *   checked together with the password, and the answer never says which of the two was wrong
 *   (lib/auth/login.ts): a guess then succeeds only when the password and a code are both right, so nobody can
 *   spend the owner's way in, and at most 10 password guesses an hour can be told apart from the whole internet.
 * - **Wrong codes after a right password** (kind `code`): at most `ACCOUNT_BUDGET` an hour from clients the account
 *   does not know. Only someone who knows the password can spend it.
 * - **A trusted device** (a browser where the account signed in completely; signed cookie, one year) has its own
 *   budget of `DEVICE_BUDGET` (10) wrong passwords, and 10 wrong codes, an hour. Its failures do not count in the
 *   account's budget and no one else's failures count in its own: the owner's usual browser is never locked out.
 * - **Per address and account**: after `PAIR_FREE_FAILURES` (3) failures in 15 minutes, each further attempt from
 *   that address on that account waits twice as long as the last (2 s, 4 s, 8 s… up to 15 minutes).
 * - **Per address**: at most `CLIENT_BUDGET` (30) failures in 15 minutes over all accounts (password spraying).
 * - Recovery codes (50 random bits each) are limited by the two per-address rules only.
 * - The same rule holds wherever a code is checked: sign-in, and 'Mon compte' (turning two-factor off, new recovery
 *   codes, confirming an enrolment), where a session found open must not give unlimited guesses (`throttledAttempt`).
 * Unknown e-mail addresses are counted exactly like accounts, so the answers tell nothing about which exist.
 */
export const LOGIN_THROTTLE = {
  ACCOUNT_BUDGET: 10,
  DEVICE_BUDGET: 10,
  WINDOW_SECONDS: 60 * 60,
  PAIR_FREE_FAILURES: 3,
  PAIR_MAX_DELAY_SECONDS: 15 * 60,
  CLIENT_BUDGET: 30,
  CLIENT_WINDOW_SECONDS: 15 * 60,
} as const;

/** Who is trying: digests of the e-mail and the address, and of the trusted device when there is one. */
export interface LoginSubject {
  account: string;
  client: string;
  device: string | null;
}

const digest = (label: string, value: string) => createHash("sha256").update(`${label}:${value}`).digest("hex");

export function loginSubject(email: string, clientAddress: string, deviceKey: string | null): LoginSubject {
  return {
    account: digest("account", email.trim().toLowerCase()),
    client: digest("client", clientAddress),
    device: deviceKey,
  };
}

export type ThrottleDecision = { allowed: true; attemptId: bigint } | { allowed: false; retryAfterSeconds: number };
type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Counts {
  account: number;
  accountOldest: Date | null;
  device: number;
  deviceOldest: Date | null;
  client: number;
  clientOldest: Date | null;
  pair: number;
  pairLast: Date | null;
}

/** The subject of a signed-in account checking a code or its password again ('Mon compte'). */
export function accountSubject(user: { id: number; email: string }, client: ThrottleClient): LoginSubject {
  return loginSubject(user.email, client.clientAddress, trustedDeviceKey(client.deviceCookie, user.id));
}

/** What the throttle knows of a client: its address and its device cookie. */
export interface ThrottleClient {
  clientAddress: string;
  deviceCookie?: string | null;
}

/**
 * Reserves one attempt of `kind` for `subject` if the rule allows it, as a failure that `clearAttempt` removes when
 * the attempt succeeds; refused attempts are not recorded. Attempts on one account are serialised (advisory lock)
 * while they are counted, so that concurrent guesses cannot overrun a budget. `underAttack`: the account's budget
 * is spent and the attempt carries a second factor, checked with the password (lib/auth/login.ts); the per-address
 * limits still apply.
 */
export async function reserveAttempt(
  subject: LoginSubject,
  kind: LoginFailureKind,
  { underAttack = false }: { underAttack?: boolean } = {},
): Promise<ThrottleDecision> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${subject.account}))`;
    const decision = decide(await countFailures(tx, subject, kind), subject, kind, underAttack);
    if (!decision.allowed) return decision;
    const row = await tx.loginFailure.create({
      data: { account: subject.account, client: subject.client, device: subject.device, kind },
      select: { id: true },
    });
    return { allowed: true, attemptId: row.id };
  });
}

/**
 * Whether the account's budget for clients it does not know is spent (the account is under attack): when it is,
 * the seconds until it frees up again.
 */
export async function accountBudgetSpent(subject: LoginSubject): Promise<{ retryAfterSeconds: number } | null> {
  const counts = await countFailures(db, subject, "password");
  if (counts.account < LOGIN_THROTTLE.ACCOUNT_BUDGET) return null;
  return { retryAfterSeconds: secondsUntil(counts.accountOldest, LOGIN_THROTTLE.WINDOW_SECONDS) };
}

/**
 * Runs `check` as one attempt of `kind` (the one throttle rule for every password and code check): refused with
 * the 429 of `refusal` beyond the limits; a null result stays counted as a failure, any other clears it.
 */
export async function throttledAttempt<T>(
  subject: LoginSubject,
  kind: LoginFailureKind,
  check: () => Promise<T | null>,
  refusal: (retryAfterSeconds: number) => ApiError = tooManyAttempts,
): Promise<T | null> {
  const attempt = await reserveAttempt(subject, kind);
  if (!attempt.allowed) throw refusal(attempt.retryAfterSeconds);
  const result = await check();
  if (result !== null) await clearAttempt(attempt.attemptId);
  return result;
}

/** The 429 of the throttle outside the sign-in form, in French, with when to try again. */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  return ApiError.tooManyRequests(
    retryAfterSeconds,
    `Trop de tentatives. Veuillez réessayer dans ${inMinutes(retryAfterSeconds)}.`,
  );
}

/** "1 minute", "12 minutes": a wait as the throttle's messages say it. */
export function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes > 1 ? "s" : ""}`;
}

function secondsUntil(start: Date | null, seconds: number): number {
  const now = Date.now();
  return Math.max(1, Math.ceil(((start?.getTime() ?? now) + seconds * 1000 - now) / 1000));
}

/** The attempt succeeded: it was not a failure. */
export async function clearAttempt(attemptId: bigint): Promise<void> {
  await db.loginFailure.deleteMany({ where: { id: attemptId } });
}

/** A successful sign-in from an address lifts its delays on that account. */
export async function clearPairFailures(subject: LoginSubject): Promise<void> {
  await db.loginFailure.deleteMany({ where: { account: subject.account, client: subject.client, device: null } });
}

async function countFailures(
  client: Pick<typeof db, "$queryRaw">,
  subject: LoginSubject,
  kind: LoginFailureKind,
): Promise<Counts> {
  const { WINDOW_SECONDS, CLIENT_WINDOW_SECONDS } = LOGIN_THROTTLE;
  const [row] = await client.$queryRaw<Counts[]>`
    SELECT
      count(*) FILTER (WHERE account = ${subject.account} AND kind = ${kind}::"LoginFailureKind" AND device IS NULL)::int AS account,
      min(created_at) FILTER (WHERE account = ${subject.account} AND kind = ${kind}::"LoginFailureKind" AND device IS NULL) AS "accountOldest",
      count(*) FILTER (WHERE device = ${subject.device} AND kind = ${kind}::"LoginFailureKind")::int AS device,
      min(created_at) FILTER (WHERE device = ${subject.device} AND kind = ${kind}::"LoginFailureKind") AS "deviceOldest",
      count(*) FILTER (WHERE client = ${subject.client} AND device IS NULL
        AND created_at > now() - make_interval(secs => ${CLIENT_WINDOW_SECONDS}))::int AS client,
      min(created_at) FILTER (WHERE client = ${subject.client} AND device IS NULL
        AND created_at > now() - make_interval(secs => ${CLIENT_WINDOW_SECONDS})) AS "clientOldest",
      count(*) FILTER (WHERE account = ${subject.account} AND client = ${subject.client} AND device IS NULL
        AND created_at > now() - make_interval(secs => ${CLIENT_WINDOW_SECONDS}))::int AS pair,
      max(created_at) FILTER (WHERE account = ${subject.account} AND client = ${subject.client} AND device IS NULL) AS "pairLast"
    FROM login_failures
    WHERE (account = ${subject.account} OR client = ${subject.client} OR device = ${subject.device})
      AND created_at > now() - make_interval(secs => ${WINDOW_SECONDS})`;
  return row!;
}

function decide(counts: Counts, subject: LoginSubject, kind: LoginFailureKind, underAttack: boolean): Verdict {
  const now = Date.now();
  const { ACCOUNT_BUDGET, DEVICE_BUDGET, WINDOW_SECONDS, CLIENT_BUDGET, CLIENT_WINDOW_SECONDS } = LOGIN_THROTTLE;
  const after = secondsUntil;
  if (subject.device) {
    // A trusted device answers for itself only.
    if (kind !== "recovery" && counts.device >= DEVICE_BUDGET)
      return { allowed: false, retryAfterSeconds: after(counts.deviceOldest, WINDOW_SECONDS) };
    return { allowed: true };
  }
  if (counts.client >= CLIENT_BUDGET)
    return { allowed: false, retryAfterSeconds: after(counts.clientOldest, CLIENT_WINDOW_SECONDS) };
  const wait = pairDelaySeconds(counts.pair);
  if (wait > 0 && counts.pairLast && now < counts.pairLast.getTime() + wait * 1000)
    return { allowed: false, retryAfterSeconds: after(counts.pairLast, wait) };
  if (kind !== "recovery" && !underAttack && counts.account >= ACCOUNT_BUDGET)
    return { allowed: false, retryAfterSeconds: after(counts.accountOldest, WINDOW_SECONDS) };
  return { allowed: true };
}

/** The wait before the next attempt after `failures` from one address on one account: 0, then 2 s, 4 s, 8 s… */
export function pairDelaySeconds(failures: number): number {
  const { PAIR_FREE_FAILURES, PAIR_MAX_DELAY_SECONDS } = LOGIN_THROTTLE;
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - PAIR_FREE_FAILURES + 1), PAIR_MAX_DELAY_SECONDS);
}
