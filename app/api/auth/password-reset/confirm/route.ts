import { NextResponse } from "next/server";
import { apiRoute, markPrivate, readJsonBody } from "@/lib/api";
import { deviceCookieFor } from "@/lib/auth/device";
import { assertSameOrigin } from "@/lib/auth/guard";
import { resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { enforceRateLimit } from "@/lib/rate-limit";
import { clientAddress } from "@/lib/request";

/**
 * The reset link's form: sets the new password, spends the link and ends every session of the account. The
 * browser that proved it reads the account's mail becomes a trusted device of it (lib/auth/device.ts), so that
 * someone else's wrong guesses cannot keep its owner from signing in with the new password.
 */
export const POST = apiRoute(async (request) => {
  markPrivate(request);
  assertSameOrigin(request);
  const { token, password } = await readJsonBody(request, resetPasswordSchema, { maxBytes: 4096 });
  await enforceRateLimit("passwordResetPerClient", clientAddress(request.headers));
  const { userId } = await resetPassword(token, password);
  const response = NextResponse.json({
    success: true,
    message: "Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.",
  });
  const device = deviceCookieFor(userId);
  response.cookies.set(device.name, device.value, device.options);
  return response;
});
