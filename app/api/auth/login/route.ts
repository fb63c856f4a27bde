import { NextResponse } from "next/server";
import { apiRoute, readJsonBody } from "@/lib/api";
import { setSessionCookie } from "@/lib/auth";
import { assertSameOrigin } from "@/lib/auth/guard";
import { authenticate } from "@/lib/auth/login";
import { loginSchema } from "@/lib/auth/schemas";
import { clientAddress } from "@/lib/request";

/** Spec: POST /auth/login {email, password} → {user} or {error}. Opens the same session as NextAuth. */
export const POST = apiRoute(async (request) => {
  // A page on another site must not sign a visitor in to an account of its choosing.
  assertSameOrigin(request);
  const credentials = await readJsonBody(request, loginSchema, { maxBytes: 4096 });
  const user = await authenticate(credentials, clientAddress(request.headers));
  const response = NextResponse.json({
    success: true,
    user: { id: user.id, username: user.username, email: user.email, role: user.role },
  });
  await setSessionCookie(response, user);
  response.headers.set("Cache-Control", "no-store");
  return response;
});
