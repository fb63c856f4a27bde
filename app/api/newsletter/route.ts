import { apiRoute, readJsonBody } from "@/lib/api";
import { receiveNewsletterSubscription } from "@/lib/messages";
import { newsletterSchema } from "@/lib/messages/schemas";
import { clientAddress } from "@/lib/request";

/**
 * The blog's newsletter box, for other clients (the site's box posts to its server action). A second subscription of
 * the same address is not an error to the visitor.
 */
export const POST = apiRoute(async (request) => {
  const subscription = await readJsonBody(request, newsletterSchema, { maxBytes: 2048 });
  const { alreadySubscribed, message } = await receiveNewsletterSubscription(subscription, {
    clientAddress: clientAddress(request.headers),
  });
  return Response.json({ success: true, alreadySubscribed, message });
});
