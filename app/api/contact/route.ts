import { apiRoute, readJsonBody } from "@/lib/api";
import { admitPublicSubmission, deliverNotificationsAfterResponse, submitContactMessage } from "@/lib/messages";
import { contactMessageSchema } from "@/lib/messages/schemas";
import { clientAddress } from "@/lib/request";

/** A message from the contact form: stored, then the agency is notified after the response. */
export const POST = apiRoute(async (request) => {
  const message = await readJsonBody(request, contactMessageSchema);
  await admitPublicSubmission(message, clientAddress(request.headers));
  await submitContactMessage(message);
  deliverNotificationsAfterResponse();
  return Response.json({
    success: true,
    message: "Votre message a bien été envoyé. Nous vous répondrons dans les plus brefs délais.",
  });
});
