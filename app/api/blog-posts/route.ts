import { apiRoute } from "@/lib/api";
import { listPublicPosts } from "@/lib/blog/public-api";
import { publicJson } from "@/lib/public-data";

/** Published posts (`limit`), newest first, without their content. */
export const GET = apiRoute(async (request) => publicJson(await listPublicPosts(request.nextUrl.searchParams)));
