import { NextResponse } from "next/server";
import { parseIdParam, readJsonBody } from "@/lib/api";
import { adminRoute, setSessionCookie } from "@/lib/auth";
import { deleteUser, updateUser } from "@/lib/users";
import { updateUserSchema } from "@/lib/users/schemas";

type Context = RouteContext<"/api/users/[id]">;
const NOT_FOUND = "Utilisateur introuvable.";

export const PUT = adminRoute("users:write", async (request, { params }: Context, user) => {
  const id = parseIdParam((await params).id, NOT_FOUND);
  const input = await readJsonBody(request, updateUserSchema);
  const response = NextResponse.json(await updateUser(id, input, user));
  if (id === user.id && input.password) {
    // A new password ends every session of the account: the one making the change goes on with a new cookie.
    await setSessionCookie(response, user);
  }
  return response;
});

export const DELETE = adminRoute("users:write", async (_request, { params }: Context, user) => {
  const id = parseIdParam((await params).id, NOT_FOUND);
  const deleted = await deleteUser(id, user);
  return Response.json({ success: true, message: `L'utilisateur ${deleted.username} a été supprimé.` });
});
