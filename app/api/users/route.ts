import { readJsonBody } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { createUser, listUsers } from "@/lib/users";
import { createUserSchema } from "@/lib/users/schemas";

export const GET = adminRoute("users:read", async () => Response.json(await listUsers()));

export const POST = adminRoute("users:write", async (request, _context, user) => {
  const input = await readJsonBody(request, createUserSchema);
  return Response.json(await createUser(input, user), { status: 201 });
});
