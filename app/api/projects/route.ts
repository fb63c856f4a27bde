import { apiRoute } from "@/lib/api";
import { listPublicProjects } from "@/lib/projects/public-api";
import { publicJson } from "@/lib/public-data";

/** Published projects (`featured=true`, `limit`), newest first. */
export const GET = apiRoute(async (request) => publicJson(await listPublicProjects(request.nextUrl.searchParams)));
