"use server";

import { cookies } from "next/headers";
import { adminAction } from "@/lib/auth";
import { changeOwnEmail, changeOwnPassword } from "@/lib/auth/accounts";
import { currentLoginClient } from "@/lib/auth/login";
import { noInputSchema, secondFactorCodeSchema, sessionIdSchema } from "@/lib/auth/schemas";
import { endAllSessions, endSession } from "@/lib/auth/sessions";
import { accountSubject } from "@/lib/auth/throttle";
import { changeOwnEmailSchema, changeOwnPasswordSchema } from "@/lib/users/schemas";
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorEnrolment,
} from "@/lib/auth/two-factor";

// 'Mon compte / Sécurité': every role manages its own account; the domain functions act on the caller's account
// only (ending a session of another account is refused by lib/auth/sessions.ts unless the caller has users:write).

export const startEnrolmentAction = adminAction("account:write", noInputSchema, (_input, user) =>
  startTwoFactorEnrolment(user.id),
);

// Every code checked here is one attempt of the login throttle (lib/auth/throttle.ts), for this browser and address.

export const confirmEnrolmentAction = adminAction("account:write", secondFactorCodeSchema, async ({ code }, user) =>
  confirmTwoFactorEnrolment(user.id, code, accountSubject(user, await currentLoginClient())),
);

export const regenerateRecoveryCodesAction = adminAction(
  "account:write",
  secondFactorCodeSchema,
  async ({ code }, user) => regenerateRecoveryCodes(user, code, await currentLoginClient()),
);

export const disableTwoFactorAction = adminAction("account:write", secondFactorCodeSchema, async ({ code }, user) => {
  await disableTwoFactor(user.id, user, { code, client: await currentLoginClient() });
  return null;
});

export const endMySessionAction = adminAction("account:write", sessionIdSchema, async ({ sessionId }, user) => {
  await endSession(sessionId, user);
  return null;
});

/** 'Se déconnecter de tous les appareils': every other session of the account; this one stays open. */
export const endMyOtherSessionsAction = adminAction("account:write", noInputSchema, async (_input, user) => ({
  ended: await endAllSessions(user.id, user),
}));

/** A new password against the current one (every role): the other sessions end, this one goes on. */
export const changeMyPasswordAction = adminAction("account:write", changeOwnPasswordSchema, async (input, user) => {
  const { sessionCookie } = await changeOwnPassword(user, input, await currentLoginClient());
  (await cookies()).set(sessionCookie);
  return null;
});

/** A new e-mail address against the current password (every role). */
export const changeMyEmailAction = adminAction("account:write", changeOwnEmailSchema, async (input, user) => {
  const { email } = await changeOwnEmail(user, input, await currentLoginClient());
  return { email };
});
