import { apiRoute, readJsonBody } from "@/lib/api";
import { receiveProjectRequest } from "@/lib/messages";
import { projectRequestSchema } from "@/lib/messages/visitor-schemas";
import { clientAddress } from "@/lib/request";

/**
 * A quote request (quoteRequest: true) or a project request, from other clients (the site's forms post to their
 * server actions): the same domain call.
 */
export const POST = apiRoute(async (request) => {
  const projectRequest = await readJsonBody(request, projectRequestSchema());
  const answer = await receiveProjectRequest(projectRequest, { clientAddress: clientAddress(request.headers) });
  return Response.json({ success: true, message: answer });
});
