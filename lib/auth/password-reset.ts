import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { RESET_PASSWORD_PATH } from "@/lib/auth/paths";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail";
import { notifyAccountHolder } from "@/lib/users/notices";
import { assertAcceptablePassword } from "@/lib/users/password-check";
import { hashPassword } from "@/lib/users/password";

// 'Mot de passe oublié ?': a link by e-mail, valid 30 minutes and once; only the SHA-256 of its token is stored.
// The request answers the same, in the same time, whether the address has an account or not: the lookup and the
// mail happen after the answer (lib/after-response.ts). Setting the new password ends every session of the account,
// makes the browser a trusted device of it, and tells the account's holder by mail.
//
// Nobody can use up an owner's way back: whoever asks, the inbox always holds a live link. A request mails a new
// link unless one mailed less than `RESET_MAIL_INTERVAL_MINUTES` ago is still unused (it is then in the inbox, and
// live for 20 minutes at least); so an inbox gets at most one such mail every 10 minutes, and no count of requests
// made by others can stop the owner's. (Requests are also limited per client address.)

export const RESET_LINK_MINUTES = 30;
export const RESET_MAIL_INTERVAL_MINUTES = 10;

/** The one answer to a reset request, whatever the address. */
export const RESET_REQUESTED_MESSAGE =
  "Si un compte correspond à cette adresse, un e-mail contenant un lien de réinitialisation vient d'être envoyé. Le lien est valable 30 minutes.";

export const INVALID_RESET_LINK = "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.";

const tokenDigest = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Sends a reset link to `email` if an account has it, unless a link mailed to it less than 10 minutes ago is still
 * unused (that one serves). Call it after the answer has gone.
 */
export async function sendPasswordResetLink(email: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, username: true, email: true } });
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  // One request at a time per account (concurrent requests must not each find no recent link).
  const created = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`password-reset:${user.id}`}))`;
    const recent = await tx.passwordResetToken.count({
      where: {
        userId: user.id,
        usedAt: null,
        expiresAt: { gt: new Date() },
        createdAt: { gt: new Date(Date.now() - RESET_MAIL_INTERVAL_MINUTES * 60_000) },
      },
    });
    if (recent > 0) return false;
    await tx.passwordResetToken.create({
      data: { id: tokenDigest(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) },
    });
    return true;
  });
  if (!created) return;
  const link = new URL(`${RESET_PASSWORD_PATH}?token=${token}`, serverEnv().SITE_URL).toString();
  await sendMail({
    to: user.email,
    subject: "Réinitialisation de votre mot de passe",
    text: [
      `Bonjour ${user.username},`,
      "",
      "Quelqu'un (sans doute vous) a demandé à réinitialiser le mot de passe de votre compte du back-office.",
      `Pour choisir un nouveau mot de passe, ouvrez ce lien dans les ${RESET_LINK_MINUTES} minutes :`,
      "",
      link,
      "",
      "Le lien ne fonctionne qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message :",
      "votre mot de passe reste inchangé.",
    ].join("\n"),
  });
}

/** Whether `token` is a live reset link (the page shows the form, or says the link has expired). */
export async function isResetTokenValid(token: string): Promise<boolean> {
  if (!/^[\w-]{20,100}$/.test(token)) return false;
  const row = await db.passwordResetToken.findUnique({
    where: { id: tokenDigest(token) },
    select: { usedAt: true, expiresAt: true },
  });
  return !!row && !row.usedAt && row.expiresAt > new Date();
}

/**
 * Sets a new password through a reset link: the link is spent (every other link of the account too), every session
 * of the account ends, and the change is in the activity feed. Throws 400 when the link is unknown, used or expired.
 * Returns the account's id (the browser that reset becomes one of its trusted devices).
 */
export async function resetPassword(token: string, password: string): Promise<{ userId: number }> {
  if (!/^[\w-]{20,100}$/.test(token)) throw ApiError.badRequest(INVALID_RESET_LINK);
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  const reset = await db.$transaction(async (tx) => {
    const [spent] = await tx.$queryRaw<{ userId: number }[]>`
      UPDATE password_reset_tokens SET used_at = now()
      WHERE id = ${tokenDigest(token)} AND used_at IS NULL AND expires_at > now()
      RETURNING user_id AS "userId"`;
    if (!spent) throw ApiError.badRequest(INVALID_RESET_LINK);
    const user = await tx.user.update({
      where: { id: spent.userId },
      data: { passwordHash },
      select: { id: true, username: true, email: true },
    });
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } });
    await revokeUserSessions(user.id, { client: tx });
    await recordActivity(
      {
        type: "user",
        title: `Mot de passe réinitialisé : ${user.username}`,
        description: `${user.username} a choisi un nouveau mot de passe par le lien envoyé par e-mail.`,
        targetId: user.id,
        actorId: user.id,
      },
      tx,
    );
    return user;
  });
  notifyAccountHolder(reset, {
    subject: "Votre mot de passe a été réinitialisé",
    what: "Le mot de passe de votre compte du back-office vient d'être changé par le lien « Mot de passe oublié ? ». Toutes les sessions ouvertes ont été fermées.",
  });
  return { userId: reset.id };
}
