import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { ApiError, apiRoute, markPrivate, readJsonBody } from "@/lib/api";
import { authOptions } from "@/lib/auth/options";
import { z } from "@/lib/zod";

// NextAuth's endpoints: session, CSRF token, sign-out, and the Credentials callback for other clients.
const handler = NextAuth(authOptions()) as (request: NextRequest, context: unknown) => Promise<Response>;

/** Any JSON object: NextAuth reads the fields it knows (csrfToken, callbackUrl…). */
const nextAuthBody = z.looseObject({}, { error: "Le corps de la requête doit être un objet JSON." });

/**
 * Every answer depends on the session: never cached (apiRoute sends `private, no-store`, errors included). What
 * NextAuth cannot read is refused first, in French, rather than reaching it: it answers a GET of the Credentials
 * callback, and a JSON body that does not parse, with a 500.
 */
const auth = apiRoute(async (request: NextRequest, context: RouteContext<"/api/auth/[...nextauth]">) => {
  markPrivate(request);
  const [action] = (await context.params).nextauth ?? [];
  if (request.method === "GET" && action === "callback")
    throw new ApiError(405, "La connexion par e-mail et mot de passe se fait par une requête POST.");
  if (request.method === "POST" && request.headers.get("content-type")?.toLowerCase().includes("application/json"))
    await readJsonBody(request.clone(), nextAuthBody, { maxBytes: 16 * 1024 });
  return handler(request, context);
});

export { auth as GET, auth as POST };
