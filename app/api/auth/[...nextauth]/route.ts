import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { ApiError, errorResponse, noStore } from "@/lib/api";
import { authOptions } from "@/lib/auth/options";

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

/** Every answer depends on the session: never cached. */
async function auth(request: NextRequest, context: RouteContext<"/api/auth/[...nextauth]">) {
  const { nextauth } = await context.params;
  if (!served(request.method, nextauth))
    return noStore(errorResponse(ApiError.notFound("Cette adresse de connexion n'existe pas.")));
  return noStore(await handler(request, context));
}

export { auth as GET, auth as POST };
