import "server-only";
import { z } from "@/lib/zod";
import { ApiError } from "@/lib/api";
import { publicPageRequest, readListPage } from "@/lib/list-api";
import { getPublishedProject, type ProjectView } from "@/lib/projects";
import { getPublishedProjectPage } from "@/lib/projects/list";
import { parseId } from "@/lib/ids";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { loadedOrUnavailable, publicJson } from "@/lib/public-data";

/** The filter of GET /api/projects: `featured=true|false`. */
export const publicProjectsQuerySchema = z.object({
  featured: z
    .enum(["true", "false"], { error: "Le paramètre featured doit valoir true ou false." })
    .optional()
    .transform((value) => value === "true"),
});

/**
 * GET /api/projects for visitors: one page (`page`, `limit`; lib/list-api.ts) of the published projects, newest
 * first, only the featured ones with `featured=true` (a 400 for an invalid query). Other parameters are ignored.
 */
export async function listPublicProjects(url: URL): Promise<Response> {
  const { featured } = publicProjectsQuerySchema.parse({ featured: url.searchParams.get("featured") ?? undefined });
  const request = publicPageRequest(url.searchParams);
  const { items, headers } = await readListPage(url, request, async (page) => {
    const result = loadedOrUnavailable(
      await getPublishedProjectPage({
        locale: DEFAULT_LOCALE,
        categories: null,
        search: null,
        featured,
        page,
        limit: request.limit,
      }),
    );
    return { items: result.projects, total: result.total };
  });
  return publicJson(items, headers);
}

/**
 * GET /api/projects/{id} for visitors: one published project, in French as the whole API (400 for an id that is not
 * one, 404 when missing).
 */
export async function readPublicProject(idSegment: string): Promise<ProjectView> {
  const id = parseId(idSegment);
  if (id === null) throw ApiError.badRequest("Identifiant de projet invalide.");
  const published = loadedOrUnavailable(await getPublishedProject(id, DEFAULT_LOCALE));
  if (!published) throw ApiError.notFound("Projet non trouvé.");
  return published.project;
}
