import { NextRequest } from "next/server";
import type { SessionUser } from "@/lib/auth/session";

// Server actions read the session from the request's cookies (next/headers), which only a Next.js server provides.
// A test file that calls actions mocks next/headers with `withActionSession` and signs in with `actAs`:
//   vi.mock("next/headers", async (original) => (await import("../helpers/action-session")).withActionSession(await original()));

let cookie = "";

/** The next server actions run as `user`, with the session cookie a browser signed in as that user sends. */
export async function actAs(user: Pick<SessionUser, "id" | "username" | "email">): Promise<void> {
  // Imported here: ./auth loads the session module, which loads the mocked next/headers, which loads this module.
  const { sessionCookieHeader } = await import("./auth");
  cookie = await sessionCookieHeader(user);
}

/** next/headers with `cookies()` answering the cookies of the user `actAs` named. */
export function withActionSession<Module extends object>(original: Module): Module {
  return {
    ...original,
    cookies: async () => new NextRequest("http://localhost/admin", { headers: { cookie } }).cookies,
  };
}
