import { apiRoute, readJsonBody } from "@/lib/api";
import { admitPublicSubmission, deliverNotificationsAfterResponse, submitProjectRequest } from "@/lib/messages";
import { projectRequestSchema } from "@/lib/messages/schemas";
import { clientAddress } from "@/lib/request";

/** A quote request from the modal (quoteRequest: true) or a project request from /start-project. */
export const POST = apiRoute(async (request) => {
  const projectRequest = await readJsonBody(request, projectRequestSchema);
  await admitPublicSubmission(projectRequest, clientAddress(request.headers));
  await submitProjectRequest(projectRequest);
  deliverNotificationsAfterResponse();
  return Response.json({
    success: true,
    message: "Votre demande a bien été envoyée. Nous vous contacterons dans les plus brefs délais.",
  });
});
