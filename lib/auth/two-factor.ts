import "server-only";
import { createHash, randomInt } from "node:crypto";
import QRCode from "qrcode";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { can } from "@/lib/auth/permissions";
import { seal, unseal } from "@/lib/auth/secret-box";
import { accountSubject, type LoginSubject, type ThrottleClient, throttledAttempt } from "@/lib/auth/throttle";
import { generateTotpSecret, matchTotp, otpauthUri } from "@/lib/auth/totp";
import { db } from "@/lib/db";
import { findSecuritySettings } from "@/lib/settings/security";
import { findSiteSettings } from "@/lib/settings";
import type { SessionUser } from "@/lib/users";
import { notifyAccountHolder } from "@/lib/users/notices";

// Two-factor sign-in with any authenticator app (TOTP, lib/auth/totp.ts). The secret is stored sealed
// (AES-256-GCM, lib/auth/secret-box.ts); ten single-use recovery codes are stored as SHA-256 digests (each carries
// 50 random bits, so a fast digest is enough) and shown once. Enrolment: start (secret, otpauth:// URI, QR code),
// then confirm with a first code. The login flow (lib/auth/login.ts) and 'Mon compte / Sécurité' call these.

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_CODE = /^[a-z2-9]{10}$/;

export const INVALID_CODE = "Code de vérification incorrect.";

export interface TwoFactorEnrolment {
  /** The secret in base32, to type into an app that cannot scan. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code, an SVG made on the server. */
  qrSvg: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

const sealContext = (userId: number) => `totp:${userId}`;

/** A recovery code as typed (any case, spaces or dash): its canonical form, or null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, "");
  return RECOVERY_CODE.test(code) ? code : null;
}

const recoveryDigest = (userId: number, code: string) =>
  createHash("sha256").update(`recovery:${userId}:${code}`).digest("hex");

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export async function twoFactorStatus(userId: number): Promise<TwoFactorStatus> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { totpEnabledAt: true, _count: { select: { recoveryCodes: { where: { usedAt: null } } } } },
  });
  if (!user) throw ApiError.notFound("Utilisateur introuvable.");
  return {
    enabled: user.totpEnabledAt !== null,
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: user.totpEnabledAt ? user._count.recoveryCodes : 0,
  };
}

/**
 * Starts (or shows again) the enrolment of account `userId`: a new secret, kept sealed until a first code confirms
 * it. Asking again before confirming shows the same secret, so that a QR code already scanned stays valid.
 */
export async function startTwoFactorEnrolment(userId: number): Promise<TwoFactorEnrolment> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, totpEnabledAt: true, totpPendingSecret: true },
  });
  if (!user) throw ApiError.notFound("Utilisateur introuvable.");
  if (user.totpEnabledAt) throw ApiError.conflict("La double authentification est déjà activée sur ce compte.");
  let secret = user.totpPendingSecret ? readSealed(user.totpPendingSecret, userId) : null;
  if (!secret) {
    secret = generateTotpSecret();
    await db.user.update({ where: { id: userId }, data: { totpPendingSecret: seal(secret, sealContext(userId)) } });
  }
  const { companyName } = await findSiteSettings();
  const uri = otpauthUri({ secret, account: user.email, issuer: companyName });
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrSvg };
}

/**
 * Confirms the enrolment with a first code of the app: two-factor is on, and the ten recovery codes (returned
 * here only, to show once) replace any earlier ones. The code is one attempt of the login throttle (`subject`).
 * Throws 400 for a wrong code, 409 without an enrolment, 429 beyond the throttle.
 */
export async function confirmTwoFactorEnrolment(
  userId: number,
  code: string,
  subject: LoginSubject,
): Promise<{ recoveryCodes: string[] }> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { username: true, totpEnabledAt: true, totpPendingSecret: true },
  });
  if (!user) throw ApiError.notFound("Utilisateur introuvable.");
  if (user.totpEnabledAt) throw ApiError.conflict("La double authentification est déjà activée sur ce compte.");
  const secret = user.totpPendingSecret ? readSealed(user.totpPendingSecret, userId) : null;
  if (!secret) throw ApiError.conflict("Aucune activation de la double authentification n'est en cours.");
  const step = await throttledAttempt(subject, "code", async () => matchTotp(secret, code.replace(/\s/g, "")));
  if (step === null) throw ApiError.badRequest(INVALID_CODE, { code: [INVALID_CODE] });
  const recoveryCodes = newRecoveryCodes();
  await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId, totpEnabledAt: null, totpPendingSecret: user.totpPendingSecret },
      data: {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: step,
      },
    });
    if (count !== 1) throw ApiError.conflict("La double authentification est déjà activée sur ce compte.");
    await replaceRecoveryCodes(tx, userId, recoveryCodes);
    await recordActivity(
      {
        type: "user",
        title: `Double authentification activée : ${user.username}`,
        description: `${user.username} a activé la double authentification.`,
        targetId: userId,
        actorId: userId,
      },
      tx,
    );
  });
  return { recoveryCodes };
}

async function replaceRecoveryCodes(client: Pick<typeof db, "recoveryCode">, userId: number, codes: string[]) {
  await client.recoveryCode.deleteMany({ where: { userId } });
  await client.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: recoveryDigest(userId, normalizeRecoveryCode(code)!) })),
  });
}

/**
 * The one way to check a second factor of account `userId` (sign-in, 'Mon compte'): one attempt of the login
 * throttle for `subject` (429 beyond it), then the code is checked and spent. Null when it is wrong.
 */
export function checkSecondFactor(
  userId: number | null,
  code: string,
  subject: LoginSubject,
): Promise<"totp" | "recovery" | null> {
  return throttledAttempt(subject, normalizeRecoveryCode(code) ? "recovery" : "code", async () =>
    userId === null ? null : verifySecondFactor(userId, code),
  );
}

/**
 * Checks and spends a second factor of account `userId`: a TOTP code (never accepted twice: its time step must be
 * later than the last accepted) or a recovery code (each works once). Null when it is neither, or two-factor is off.
 * Not exported: every check goes through the throttle (`checkSecondFactor`).
 */
async function verifySecondFactor(userId: number, input: string): Promise<"totp" | "recovery" | null> {
  const recovery = normalizeRecoveryCode(input);
  if (recovery) {
    const { count } = await db.recoveryCode.updateMany({
      where: {
        userId,
        codeHash: recoveryDigest(userId, recovery),
        usedAt: null,
        user: { totpEnabledAt: { not: null } },
      },
      data: { usedAt: new Date() },
    });
    return count === 1 ? "recovery" : null;
  }
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { totpSecret: true, totpEnabledAt: true, totpLastStep: true },
  });
  if (!user?.totpSecret || !user.totpEnabledAt) return null;
  const secret = readSealed(user.totpSecret, userId);
  const step = secret ? matchTotp(secret, input.replace(/\s/g, ""), { lastUsedStep: user.totpLastStep }) : null;
  if (step === null) return null;
  // Two requests with the same code: only the first moves the last step forward.
  const { count } = await db.user.updateMany({
    where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1 ? "totp" : null;
}

/** New recovery codes for oneself (the old ones stop working), against a valid code of the app or a recovery code. */
export async function regenerateRecoveryCodes(
  actor: SessionUser,
  code: string,
  client: ThrottleClient,
): Promise<string[]> {
  if (!(await checkSecondFactor(actor.id, code, accountSubject(actor, client))))
    throw ApiError.badRequest(INVALID_CODE, { code: [INVALID_CODE] });
  const codes = newRecoveryCodes();
  await db.$transaction((tx) => replaceRecoveryCodes(tx, actor.id, codes));
  return codes;
}

/**
 * Turns two-factor off for account `userId`. For oneself, against a valid code (within the login throttle, for
 * `client`; not while the site requires it of administrators and one is one); an administrator may turn it off for
 * another account without a code (a lost phone): that account enrols again at its next sign-in if it must. The
 * account's holder gets a mail either way.
 */
export async function disableTwoFactor(
  userId: number,
  actor: SessionUser,
  proof?: { code: string; client: ThrottleClient },
): Promise<void> {
  const own = userId === actor.id;
  if (!own && !can(actor.role, "users:write")) throw ApiError.forbidden();
  const target = await db.user.findUnique({
    where: { id: userId },
    select: { username: true, email: true, role: true },
  });
  if (!target) throw ApiError.notFound("Utilisateur introuvable.");
  if (own) {
    if (target.role === "admin" && (await findSecuritySettings()).requireAdminTwoFactor)
      throw ApiError.conflict("La double authentification est obligatoire pour les administrateurs.");
    if (!proof || !(await checkSecondFactor(userId, proof.code, accountSubject(actor, proof.client))))
      throw ApiError.badRequest(INVALID_CODE, { code: [INVALID_CODE] });
  }
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
    });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await recordActivity(
      {
        type: "user",
        title: `Double authentification désactivée : ${target.username}`,
        description: own
          ? `${actor.username} a désactivé sa double authentification.`
          : `Désactivée par ${actor.username}.`,
        targetId: userId,
        actorId: actor.id,
      },
      tx,
    );
  });
  notifyAccountHolder(target, {
    subject: "La double authentification a été désactivée sur votre compte",
    what: own
      ? "La double authentification vient d'être désactivée sur votre compte du back-office."
      : `La double authentification de votre compte du back-office vient d'être désactivée par ${actor.username}.`,
  });
}

/** A sealed secret of `userId`, or null when it cannot be opened (another TWO_FACTOR_KEY, or altered). */
function readSealed(sealed: string, userId: number): string | null {
  try {
    return unseal(sealed, sealContext(userId));
  } catch (error) {
    console.error(`Two-factor secret of user ${userId} cannot be decrypted (TWO_FACTOR_KEY changed?):`, error);
    return null;
  }
}
