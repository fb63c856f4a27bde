import { apiRoute, parseIdParam, readJsonBody } from "@/lib/api";
import { adminRoute, requirePermission } from "@/lib/auth";
import {
  deleteProject,
  findProjectOrThrow,
  PROJECT_NOT_FOUND,
  setProjectFeatured,
  updateProject,
} from "@/lib/projects/admin";
import { readPublicProject } from "@/lib/projects/public-api";
import { projectFeaturedSchema, projectSchema } from "@/lib/projects/schemas";
import { publicJson } from "@/lib/public-data";

type Context = RouteContext<"/api/projects/[id]">;

/** One published project, from the cache; with `admin=true`, for a signed-in role, any project (a draft too). */
export const GET = apiRoute(async (request, { params }: Context) => {
  const segment = (await params).id;
  if (request.nextUrl.searchParams.get("admin") !== "true") return publicJson(await readPublicProject(segment));
  await requirePermission("projects:read", request);
  return Response.json(await findProjectOrThrow(parseIdParam(segment, PROJECT_NOT_FOUND)), {
    headers: { "Cache-Control": "private, no-store" },
  });
});

/** The whole project, as the form sends it (POST's body). */
export const PUT = adminRoute("projects:write", async (request, { params }: Context, user) => {
  const id = parseIdParam((await params).id, PROJECT_NOT_FOUND);
  return Response.json(await updateProject(id, await readJsonBody(request, projectSchema), user));
});

/** Only the featured flag (`{ featured }`), as the list's star changes it. */
export const PATCH = adminRoute("projects:write", async (request, { params }: Context, user) => {
  const id = parseIdParam((await params).id, PROJECT_NOT_FOUND);
  const { featured } = await readJsonBody(request, projectFeaturedSchema);
  return Response.json(await setProjectFeatured(id, featured, user));
});

export const DELETE = adminRoute("projects:write", async (_request, { params }: Context, user) => {
  const id = parseIdParam((await params).id, PROJECT_NOT_FOUND);
  const deleted = await deleteProject(id, user);
  return Response.json({ success: true, message: `Le projet « ${deleted.title} » a été supprimé.` });
});
