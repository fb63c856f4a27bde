import { apiRoute, readJsonBody, readSearchParams } from "@/lib/api";
import { adminRoute, requirePermission } from "@/lib/auth";
import { createProject, listProjectViewsForAdmin } from "@/lib/projects/admin";
import { listPublicProjects } from "@/lib/projects/public-api";
import { adminProjectsQuerySchema, projectSchema } from "@/lib/projects/schemas";
import { publicJson } from "@/lib/public-data";

/**
 * Published projects (`featured=true`, `limit`), newest first, from the cache. With `admin=true`, for a signed-in
 * role: every project, drafts included, filtered and paged like the back-office list (`search`, `category`,
 * `featured`, `status`, `page`, `limit`); the body stays the spec's array and the page is described in headers.
 */
export const GET = apiRoute(async (request) => {
  if (request.nextUrl.searchParams.get("admin") !== "true")
    return publicJson(await listPublicProjects(request.nextUrl.searchParams));
  await requirePermission("projects:read", request);
  const { projects, pagination } = await listProjectViewsForAdmin(readSearchParams(request, adminProjectsQuerySchema));
  return Response.json(projects, {
    headers: {
      "Cache-Control": "private, no-store",
      "X-Total-Count": String(pagination.total),
      "X-Page": String(pagination.page),
      "X-Per-Page": String(pagination.limit),
      "X-Total-Pages": String(pagination.totalPages),
    },
  });
});

export const POST = adminRoute("projects:write", async (request, _context, user) => {
  const input = await readJsonBody(request, projectSchema);
  return Response.json(await createProject(input, user), { status: 201 });
});
