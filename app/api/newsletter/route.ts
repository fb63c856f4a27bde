import { apiRoute, readJsonBody } from "@/lib/api";
import { admitPublicSubmission, subscribeToNewsletter } from "@/lib/messages";
import { newsletterSchema } from "@/lib/messages/schemas";
import { clientAddress } from "@/lib/request";

/** The blog's newsletter box. A second subscription of the same address is not an error to the visitor. */
export const POST = apiRoute(async (request) => {
  const subscription = await readJsonBody(request, newsletterSchema, { maxBytes: 2048 });
  await admitPublicSubmission(subscription, clientAddress(request.headers));
  const { alreadySubscribed } = await subscribeToNewsletter(subscription);
  return Response.json({
    success: true,
    alreadySubscribed,
    message: alreadySubscribed
      ? "Cette adresse est déjà inscrite à notre newsletter. Merci de votre fidélité !"
      : "Merci ! Votre inscription à la newsletter est confirmée.",
  });
});
