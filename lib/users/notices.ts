import "server-only";
import { afterResponse } from "@/lib/after-response";
import { FORGOT_PASSWORD_PATH } from "@/lib/auth/paths";
import { formatDateTime } from "@/lib/dates";
import { serverEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail";

/** An account as a security notice addresses it. */
export interface AccountHolder {
  username: string;
  email: string;
}

/**
 * Tells an account's holder, by mail, that its credentials or second factor changed (a new password, a reset, a new
 * e-mail address, two-factor turned off), with what to do if it was not them. Sent after the answer, so that a mail
 * server that fails or is slow never undoes or delays the change (the failure is logged).
 */
export function notifyAccountHolder(holder: AccountHolder, notice: { subject: string; what: string }): void {
  const resetLink = new URL(FORGOT_PASSWORD_PATH, serverEnv().SITE_URL).toString();
  afterResponse(`The security notice "${notice.subject}" to ${holder.email}`, () =>
    sendMail({
      to: holder.email,
      subject: notice.subject,
      text: [
        `Bonjour ${holder.username},`,
        "",
        notice.what,
        `Date : ${formatDateTime(new Date())} (heure d'Abidjan).`,
        "",
        "Si c'est bien vous, vous n'avez rien à faire.",
        "Si ce n'est pas vous, choisissez tout de suite un nouveau mot de passe par ce lien, puis prévenez un",
        "administrateur du site :",
        "",
        resetLink,
      ].join("\n"),
    }),
  );
}
