import { apiRoute, readJsonBody, readSearchParams } from "@/lib/api";
import { adminRoute, requirePermission } from "@/lib/auth";
import { pageHeaders, readPageRequest, streamedJsonArray } from "@/lib/list-api";
import {
  adminProjectBatches,
  countProjectsForAdmin,
  createProject,
  listProjectViewsForAdmin,
} from "@/lib/projects/admin";
import { listPublicProjects } from "@/lib/projects/public-api";
import { adminProjectsQuerySchema, projectSchema } from "@/lib/projects/schemas";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * The list of projects, as an array (paging rule: lib/list-api.ts). Visitors: published projects (`featured=true`),
 * newest first, one page from the cache. `admin=true`, for a signed-in role: drafts included, filtered like the
 * back-office list (`search`, `category`, `featured`, `status`); every project, streamed, unless `page` or `limit`
 * asks for one page.
 */
export const GET = apiRoute(async (request) => {
  const url = request.nextUrl;
  if (url.searchParams.get("admin") !== "true") return listPublicProjects(url);
  await requirePermission("projects:read", request);
  const query = readSearchParams(request, adminProjectsQuerySchema);
  if (!readPageRequest(url.searchParams)) {
    const total = await countProjectsForAdmin(query);
    return streamedJsonArray(adminProjectBatches(query), { ...PRIVATE, "X-Total-Count": String(total) });
  }
  const { projects, pagination } = await listProjectViewsForAdmin(query);
  return Response.json(projects, { headers: { ...PRIVATE, ...pageHeaders(url, pagination) } });
});

export const POST = adminRoute("projects:write", async (request, _context, user) => {
  const input = await readJsonBody(request, projectSchema);
  return Response.json(await createProject(input, user), { status: 201 });
});
