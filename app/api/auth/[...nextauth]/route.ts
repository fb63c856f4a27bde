import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { ApiError, apiRoute, markPrivate, readJsonBody } from "@/lib/api";
import { authOptions } from "@/lib/auth/options";
import { z } from "@/lib/zod";

// NextAuth's endpoints: session, CSRF token, sign-out, and the Credentials callback for other clients.
const handler = NextAuth(authOptions()) as (request: NextRequest, context: unknown) => Promise<Response>;

/**
 * What NextAuth is asked to serve, by method: the actions it has for a Credentials provider (its pages, sign-in,
 * sign-out, error and verify-request, are the site's own French screens: `pages` in lib/auth/options.ts). Anything
 * else would get one of its English answers ('This action with HTTP GET is not supported by NextAuth.js', 'Callback
 * for provider type credentials not supported'): it is answered here, in French.
 */
const SERVED_ACTIONS: Record<string, readonly string[]> = {
  GET: ["session", "csrf", "providers", "signin", "signout", "error", "verify-request"],
  POST: ["session", "signin", "signout", "callback", "_log"],
};
/** The one provider, which sign-in may name and the callback must (/api/auth/callback/credentials). */
const PROVIDER_ID = "credentials";

function served(method: string, [action, provider, ...rest]: string[]): boolean {
  if (!action || !SERVED_ACTIONS[method]?.includes(action) || rest.length > 0) return false;
  if (action === "callback") return provider === PROVIDER_ID;
  return provider === undefined || (action === "signin" && provider === PROVIDER_ID);
}

/** Any JSON object: NextAuth reads the fields it knows (csrfToken, callbackUrl…). */
const nextAuthBody = z.looseObject({}, { error: "Le corps de la requête doit être un objet JSON." });

/**
 * Every answer depends on the session: never cached (apiRoute sends `private, no-store`, errors included). What
 * NextAuth cannot read is refused first, in French, rather than reaching it: an action it does not serve, and a JSON
 * body that does not parse (it answers that with a 500).
 */
const auth = apiRoute(async (request: NextRequest, context: RouteContext<"/api/auth/[...nextauth]">) => {
  markPrivate(request);
  const path = (await context.params).nextauth ?? [];
  if (request.method === "GET" && path[0] === "callback")
    throw new ApiError(405, "La connexion par e-mail et mot de passe se fait par une requête POST.");
  if (!served(request.method, path)) throw ApiError.notFound("Cette adresse de connexion n'existe pas.");
  if (request.method === "POST" && request.headers.get("content-type")?.toLowerCase().includes("application/json"))
    await readJsonBody(request.clone(), nextAuthBody, { maxBytes: 16 * 1024 });
  return handler(request, context);
});

export { auth as GET, auth as POST };
