import { apiRoute } from "@/lib/api";
import { readPublicPost } from "@/lib/blog/public-api";
import { publicJson } from "@/lib/public-data";

/** One published post with its sanitised content. */
export const GET = apiRoute(async (_request, { params }: RouteContext<"/api/blog-posts/by-slug/[slug]">) =>
  publicJson(await readPublicPost((await params).slug)),
);
