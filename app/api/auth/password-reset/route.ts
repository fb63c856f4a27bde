import { apiRoute, markPrivate, readJsonBody } from "@/lib/api";
import { afterResponse } from "@/lib/after-response";
import { assertSameOrigin } from "@/lib/auth/guard";
import { RESET_REQUESTED_MESSAGE, sendPasswordResetLink } from "@/lib/auth/password-reset";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { enforceRateLimit } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";

/**
 * 'Mot de passe oublié ?': the same answer, in the same time, whether the address has an account or not (the
 * lookup and the mail come after the answer); 5 requests per 15 minutes from one address, 3 mails an hour to one.
 */
export const POST = apiRoute(async (request) => {
  markPrivate(request);
  assertSameOrigin(request);
  const { email } = await readJsonBody(request, forgotPasswordSchema, { maxBytes: 2048 });
  await enforceRateLimit(
    "passwordResetPerClient",
    clientAddress(request.headers),
    "Trop de demandes de réinitialisation. Veuillez réessayer dans quelques minutes.",
  );
  afterResponse("Password reset mail", () => sendPasswordResetLink(email));
  return Response.json({ success: true, message: RESET_REQUESTED_MESSAGE });
});
