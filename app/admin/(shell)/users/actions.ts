"use server";

import { cookies } from "next/headers";
import { adminAction } from "@/lib/auth";
import { updateUserKeepingSession } from "@/lib/auth/accounts";
import { createUser, deleteUser } from "@/lib/users";
import { createUserSchema, userEditSchema, userIdSchema } from "@/lib/users/schemas";

// The users dialogs' writes, the same domain calls as POST /api/users, PUT and DELETE /api/users/{id}.

export const createUserAction = adminAction("users:write", createUserSchema, (input, user) => createUser(input, user));

export const updateUserAction = adminAction("users:write", userEditSchema, async ({ id, ...input }, user) => {
  const { updated, sessionCookie } = await updateUserKeepingSession(id, input, user);
  if (sessionCookie) (await cookies()).set(sessionCookie);
  return updated;
});

export const deleteUserAction = adminAction("users:write", userIdSchema, async ({ id }, user) => {
  const { username } = await deleteUser(id, user);
  return { username };
});
