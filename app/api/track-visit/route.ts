import { apiRoute, readJsonBody } from "@/lib/api";
import { clientAddress } from "@/lib/request";
import { trackPageView } from "@/lib/visits";
import { visitReportSchema } from "@/lib/visits/schemas";

/** A page view reported by the browser (every page, client-side navigations included). */
export const POST = apiRoute(async (request) => {
  const { counted } = await trackPageView({
    report: await readJsonBody(request, visitReportSchema, { maxBytes: 4096 }),
    userAgent: request.headers.get("user-agent"),
    clientAddress: clientAddress(request.headers),
  });
  return Response.json({
    success: true,
    counted,
    message: counted ? "Visite enregistrée." : "Visite non comptée (robot).",
  });
});
