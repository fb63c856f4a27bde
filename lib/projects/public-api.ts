import "server-only";
import { z } from "@/lib/zod";
import { ApiError } from "@/lib/api";
import { getPublishedProject, getPublishedProjects, type ProjectView } from "@/lib/projects";
import { parseProjectId } from "@/lib/projects/rules";
import { listLimitSchema, loadedOrUnavailable } from "@/lib/public-data";

/** Query of GET /api/projects: `featured=true|false` and `limit` (1 to 100). Other parameters are ignored. */
export const publicProjectsQuerySchema = z.object({
  featured: z
    .enum(["true", "false"], { error: "Le paramètre featured doit valoir true ou false." })
    .optional()
    .transform((value) => value === "true"),
  limit: listLimitSchema,
});

/** GET /api/projects for visitors: published projects, newest first (a 400 for an invalid query). */
export async function listPublicProjects(searchParams: URLSearchParams): Promise<ProjectView[]> {
  const query = publicProjectsQuerySchema.parse(Object.fromEntries(searchParams));
  return loadedOrUnavailable(await getPublishedProjects(query));
}

/** GET /api/projects/{id} for visitors: one published project (400 for an id that is not one, 404 when missing). */
export async function readPublicProject(idSegment: string): Promise<ProjectView> {
  const id = parseProjectId(idSegment);
  if (id === null) throw ApiError.badRequest("Identifiant de projet invalide.");
  const project = loadedOrUnavailable(await getPublishedProject(id));
  if (!project) throw ApiError.notFound("Projet non trouvé.");
  return project;
}
