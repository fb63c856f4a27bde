import { apiRoute, readJsonBody } from "@/lib/api";
import { receiveContactMessage } from "@/lib/messages";
import { contactMessageSchema } from "@/lib/messages/visitor-schemas";
import { clientAddress } from "@/lib/request";

/** A message from the contact form (other clients; the site's form posts to its server action): the same domain call. */
export const POST = apiRoute(async (request) => {
  const message = await readJsonBody(request, contactMessageSchema());
  const answer = await receiveContactMessage(message, { clientAddress: clientAddress(request.headers) });
  return Response.json({ success: true, message: answer });
});
