import { NextResponse } from "next/server";
import { parseIdParam, readJsonBody } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { updateUserKeepingSession } from "@/lib/auth/accounts";
import { loginClientOf } from "@/lib/auth/login";
import { deleteUser } from "@/lib/users";
import { updateUserSchema } from "@/lib/users/schemas";

type Context = RouteContext<"/api/users/[id]">;
const NOT_FOUND = "Utilisateur introuvable.";

export const PUT = adminRoute("users:write", async (request, { params }: Context, user) => {
  const id = parseIdParam((await params).id, NOT_FOUND);
  const { updated, sessionCookie } = await updateUserKeepingSession(
    id,
    await readJsonBody(request, updateUserSchema),
    user,
    loginClientOf(request.headers),
  );
  const response = NextResponse.json(updated);
  if (sessionCookie) response.cookies.set(sessionCookie);
  return response;
});

export const DELETE = adminRoute("users:write", async (_request, { params }: Context, user) => {
  const id = parseIdParam((await params).id, NOT_FOUND);
  const deleted = await deleteUser(id, user);
  return Response.json({ success: true, message: `L'utilisateur ${deleted.username} a été supprimé.` });
});
