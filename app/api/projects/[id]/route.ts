import { apiRoute } from "@/lib/api";
import { readPublicProject } from "@/lib/projects/public-api";
import { publicJson } from "@/lib/public-data";

/** One published project. */
export const GET = apiRoute(async (_request, { params }: RouteContext<"/api/projects/[id]">) => publicJson(await readPublicProject((await params).id)));
