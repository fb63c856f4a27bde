"use server";

import { adminAction } from "@/lib/auth";
import { noInputSchema, secondFactorCodeSchema, sessionIdSchema } from "@/lib/auth/schemas";
import { endAllSessions, endSession } from "@/lib/auth/sessions";
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

export const confirmEnrolmentAction = adminAction("account:write", secondFactorCodeSchema, ({ code }, user) =>
  confirmTwoFactorEnrolment(user.id, code),
);

export const regenerateRecoveryCodesAction = adminAction("account:write", secondFactorCodeSchema, ({ code }, user) =>
  regenerateRecoveryCodes(user, code),
);

export const disableTwoFactorAction = adminAction("account:write", secondFactorCodeSchema, async ({ code }, user) => {
  await disableTwoFactor(user.id, user, code);
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
