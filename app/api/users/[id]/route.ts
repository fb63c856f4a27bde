import { parseIdParam, readJsonBody } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { deleteUser, updateUser } from "@/lib/users";
import { updateUserSchema } from "@/lib/users/schemas";

type Context = RouteContext<"/api/users/[id]">;
const NOT_FOUND = "Utilisateur introuvable.";

export const PUT = adminRoute("users:write", async (request, { params }: Context, user) => {
  const id = parseIdParam((await params).id, NOT_FOUND);
  const input = await readJsonBody(request, updateUserSchema);
  return Response.json(await updateUser(id, input, user));
});

export const DELETE = adminRoute("users:write", async (_request, { params }: Context, user) => {
  const id = parseIdParam((await params).id, NOT_FOUND);
  const deleted = await deleteUser(id, user);
  return Response.json({ success: true, message: `L'utilisateur ${deleted.username} a été supprimé.` });
});
