import "server-only";
import { type SessionCookie, sessionCookieFor } from "@/lib/auth/session";
import { type Actor, updateUser, type UserView } from "@/lib/users";
import type { UpdateUserInput } from "@/lib/users/schemas";

/**
 * Updates a user (PUT /api/users/{id} and the users screen's action). A new password ends every session opened
 * before it (lib/auth/session.ts), so administrators who set their own would sign themselves out: the session making
 * the change goes on with `sessionCookie`, which the caller sets (on its response, or through next/headers).
 */
export async function updateUserKeepingSession(
  id: number,
  input: UpdateUserInput,
  actor: Actor & { email: string },
): Promise<{ updated: UserView; sessionCookie: SessionCookie | null }> {
  const updated = await updateUser(id, input, actor);
  const ownPassword = id === actor.id && Boolean(input.password);
  return { updated, sessionCookie: ownPassword ? await sessionCookieFor(actor) : null };
}
