import "server-only";
import { ApiError } from "@/lib/api";
import type { LoginClient } from "@/lib/auth/login";
import { type SessionCookie, sessionCookieFor } from "@/lib/auth/session";
import { accountSubject, throttledAttempt } from "@/lib/auth/throttle";
import { findUserCredentials, type SessionUser, updateUser, type UserView } from "@/lib/users";
import { verifyPassword } from "@/lib/users/password";
import type { UpdateUserInput } from "@/lib/users/schemas";

const CURRENT_PASSWORD_REQUIRED =
  "Saisissez votre mot de passe actuel pour modifier votre mot de passe ou votre adresse e-mail.";
const WRONG_CURRENT_PASSWORD = "Mot de passe actuel incorrect.";

/**
 * Re-authentication: one's own password or e-mail address changes only against the current password, so that a
 * session found open is not enough to take the account over. The check is one password attempt of the login throttle
 * (lib/auth/throttle.ts) for this browser and address. Throws 400 on `currentPassword`, or 429.
 */
async function confirmCurrentPassword(
  actor: SessionUser,
  currentPassword: string | undefined,
  client: LoginClient,
): Promise<void> {
  if (!currentPassword)
    throw ApiError.badRequest(CURRENT_PASSWORD_REQUIRED, { currentPassword: [CURRENT_PASSWORD_REQUIRED] });
  const credentials = await findUserCredentials(actor.email);
  const confirmed = await throttledAttempt(accountSubject(actor, client), "password", async () =>
    credentials && (await verifyPassword(credentials.passwordHash, currentPassword)) ? true : null,
  );
  if (!confirmed) throw ApiError.badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
}

/**
 * Updates a user (PUT /api/users/{id} and the users screen's action). Changing one's own password or e-mail address
 * asks for the current password. A new password ends every session opened before it (lib/auth/session.ts), so
 * administrators who set their own would sign themselves out: the session making the change goes on with
 * `sessionCookie`, which the caller sets (on its response, or through next/headers).
 */
export async function updateUserKeepingSession(
  id: number,
  input: UpdateUserInput,
  actor: SessionUser,
  client: LoginClient,
): Promise<{ updated: UserView; sessionCookie: SessionCookie | null }> {
  const own = id === actor.id;
  if (own && (input.password || input.email !== actor.email))
    await confirmCurrentPassword(actor, input.currentPassword, client);
  const updated = await updateUser(id, input, actor);
  const ownPassword = own && Boolean(input.password);
  return { updated, sessionCookie: ownPassword ? await sessionCookieFor(updated, client) : null };
}

/** 'Mon compte', every role: a new password against the current one; this session goes on (`sessionCookie`). */
export async function changeOwnPassword(
  actor: SessionUser,
  input: { currentPassword: string; password: string },
  client: LoginClient,
): Promise<{ sessionCookie: SessionCookie }> {
  const { sessionCookie } = await updateUserKeepingSession(
    actor.id,
    { username: actor.username, email: actor.email, role: actor.role, ...input },
    actor,
    client,
  );
  return { sessionCookie: sessionCookie! };
}

/** 'Mon compte', every role: a new e-mail address against the current password (the former address is told). */
export async function changeOwnEmail(
  actor: SessionUser,
  input: { currentPassword: string; email: string },
  client: LoginClient,
): Promise<UserView> {
  const { updated } = await updateUserKeepingSession(
    actor.id,
    { username: actor.username, role: actor.role, ...input },
    actor,
    client,
  );
  return updated;
}
