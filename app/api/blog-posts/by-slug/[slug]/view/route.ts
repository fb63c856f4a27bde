import { apiRoute, readJsonBody } from "@/lib/api";
import { recordArticleView, viewReportSchema } from "@/lib/blog/views";
import { clientAddress } from "@/lib/request";

/** The browser reports that a visitor read an article; the view is counted once per visitor session. */
export const POST = apiRoute(async (request, { params }: RouteContext<"/api/blog-posts/by-slug/[slug]/view">) => {
  const { sessionId, locale } = await readJsonBody(request, viewReportSchema, { maxBytes: 1024 });
  const result = await recordArticleView({
    slug: (await params).slug,
    locale,
    sessionId,
    userAgent: request.headers.get("user-agent"),
    clientAddress: clientAddress(request.headers),
  });
  return Response.json({ success: true, ...result }, { headers: { "Cache-Control": "no-store" } });
});
