import { apiRoute, readJsonBody } from "@/lib/api";
import { clientAddress } from "@/lib/request";
import { recordWebVitalsBeacon } from "@/lib/web-vitals";
import { webVitalsReportSchema } from "@/lib/web-vitals/schemas";

/** A page view's Core Web Vitals, sent by navigator.sendBeacon when the page is hidden (components/site/web-vitals.ts). */
export const POST = apiRoute(async (request) => {
  const { counted } = await recordWebVitalsBeacon({
    report: await readJsonBody(request, webVitalsReportSchema, { maxBytes: 2048 }),
    userAgent: request.headers.get("user-agent"),
    clientAddress: clientAddress(request.headers),
  });
  return Response.json({
    success: true,
    counted,
    message: counted ? "Mesures enregistrées." : "Mesures non comptées (robot).",
  });
});
