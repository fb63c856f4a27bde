import { apiRoute, readJsonBody } from "@/lib/api";
import { recordFunnelReport } from "@/lib/messages";
import { funnelReportSchema } from "@/lib/messages/schemas";
import { clientAddress } from "@/lib/request";

/** The browser reports a form started (first interaction) or abandoned (left unsent, by navigator.sendBeacon). */
export const POST = apiRoute(async (request) => {
  const { counted } = await recordFunnelReport(await readJsonBody(request, funnelReportSchema, { maxBytes: 2048 }), {
    userAgent: request.headers.get("user-agent"),
    clientAddress: clientAddress(request.headers),
  });
  return Response.json({
    success: true,
    counted,
    message: counted ? "Étape du formulaire enregistrée." : "Non comptée (robot).",
  });
});
