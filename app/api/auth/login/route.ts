import { NextResponse } from "next/server";
import { apiRoute, markPrivate, readJsonBody } from "@/lib/api";
import { setSessionCookie } from "@/lib/auth";
import { deviceCookieFor } from "@/lib/auth/device";
import { assertSameOrigin } from "@/lib/auth/guard";
import { authenticate, loginClientOf } from "@/lib/auth/login";
import { loginSchema } from "@/lib/auth/schemas";

/**
 * Spec: POST /auth/login {email, password} → {user} or {error}; with two-factor, a second request adds `code`
 * (401 with `step: "code"` until then; `step: "enrol"` and the QR code for an administrator who must enrol).
 * Opens the same session as NextAuth, and makes the browser a trusted device of the account (lib/auth/device.ts).
 */
export const POST = apiRoute(async (request) => {
  markPrivate(request);
  // A page on another site must not sign a visitor in to an account of its choosing.
  assertSameOrigin(request);
  const credentials = await readJsonBody(request, loginSchema, { maxBytes: 4096 });
  const client = loginClientOf(request.headers);
  const result = await authenticate(credentials, client);
  if (result.kind === "code-required") {
    return NextResponse.json(
      {
        success: false,
        step: "code",
        message: "Saisissez le code à 6 chiffres de votre application d'authentification, ou un code de secours.",
      },
      { status: 401 },
    );
  }
  if (result.kind === "enrolment-required") {
    return NextResponse.json(
      {
        success: false,
        step: "enrol",
        message:
          "La double authentification est obligatoire pour les administrateurs : scannez ce QR code avec votre application d'authentification, puis saisissez le code qu'elle affiche.",
        enrolment: result.enrolment,
      },
      { status: 401 },
    );
  }
  const { user, recoveryCodes, offerTwoFactor } = result;
  const response = NextResponse.json({
    success: true,
    user: { id: user.id, username: user.username, email: user.email, role: user.role },
    ...(recoveryCodes ? { recoveryCodes } : {}),
    ...(offerTwoFactor ? { offerTwoFactor } : {}),
  });
  await setSessionCookie(response, user, client);
  const device = deviceCookieFor(user.id);
  response.cookies.set(device.name, device.value, device.options);
  return response;
});
