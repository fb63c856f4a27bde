import { apiRoute, readJsonBody } from "@/lib/api";
import { newsletterSchema } from "@/lib/messages/visitor-schemas";
import { receiveNewsletterSubscription } from "@/lib/newsletter";
import { clientAddress } from "@/lib/request";

/**
 * The blog's newsletter box, for other clients (the site's box posts to its server action). Every address gets the
 * same answer; the confirmation (or 'already subscribed') mail follows.
 */
export const POST = apiRoute(async (request) => {
  const subscription = await readJsonBody(request, newsletterSchema(), { maxBytes: 2048 });
  const message = await receiveNewsletterSubscription(subscription, { clientAddress: clientAddress(request.headers) });
  return Response.json({ success: true, message });
});
