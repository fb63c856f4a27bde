import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { noStore } from "@/lib/api";
import { authOptions } from "@/lib/auth/options";

// NextAuth's endpoints: session, CSRF token, sign-out, and the Credentials callback for other clients.
const handler = NextAuth(authOptions()) as (request: NextRequest, context: unknown) => Promise<Response>;

/** Every answer depends on the session: never cached. */
async function auth(request: NextRequest, context: RouteContext<"/api/auth/[...nextauth]">) {
  return noStore(await handler(request, context));
}

export { auth as GET, auth as POST };
