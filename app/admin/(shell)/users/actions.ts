"use server";

import { cookies } from "next/headers";
import { adminAction } from "@/lib/auth";
import { updateUserKeepingSession } from "@/lib/auth/accounts";
import { currentLoginClient } from "@/lib/auth/login";
import { sessionIdSchema, userSessionsSchema } from "@/lib/auth/schemas";
import { endAllSessions, endSession } from "@/lib/auth/sessions";
import { createUser, deleteUser } from "@/lib/users";
import { createUserSchema, userEditSchema, userIdSchema } from "@/lib/users/schemas";

// The users dialogs' writes, the same domain calls as POST /api/users, PUT and DELETE /api/users/{id}.

export const createUserAction = adminAction("users:write", createUserSchema, (input, user) => createUser(input, user));

export const updateUserAction = adminAction("users:write", userEditSchema, async ({ id, ...input }, user) => {
  const { updated, sessionCookie } = await updateUserKeepingSession(id, input, user, await currentLoginClient());
  if (sessionCookie) (await cookies()).set(sessionCookie);
  return updated;
});

export const deleteUserAction = adminAction("users:write", userIdSchema, async ({ id }, user) => {
  const { username } = await deleteUser(id, user);
  return { username };
});

// The sessions panel: an administrator ends one session, or all, of another account (lib/auth/sessions.ts).

export const endUserSessionAction = adminAction("users:write", sessionIdSchema, async ({ sessionId }, user) => {
  await endSession(sessionId, user);
  return null;
});

export const endUserSessionsAction = adminAction("users:write", userSessionsSchema, async ({ userId }, user) => ({
  ended: await endAllSessions(userId, user),
}));
