import { apiRoute, readJsonBody } from "@/lib/api";
import { admitPublicSubmission, notifyAgencyAfterResponse, submitContactMessage } from "@/lib/messages";
import { contactMessageSchema } from "@/lib/messages/schemas";
import { clientAddress } from "@/lib/request";

/** A message from the contact form. */
export const POST = apiRoute(async (request) => {
  const message = await readJsonBody(request, contactMessageSchema);
  await admitPublicSubmission(message, clientAddress(request.headers));
  const { id } = await submitContactMessage(message);
  notifyAgencyAfterResponse(id);
  return Response.json({
    success: true,
    message: "Votre message a bien été envoyé. Nous vous répondrons dans les plus brefs délais.",
  });
});
