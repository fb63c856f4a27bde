import { NextRequest } from "next/server";
import type { SessionUser } from "@/lib/auth/session";

// Server actions read the session from the request's cookies (next/headers), which only a Next.js server provides.
// A test file that calls actions mocks next/headers with `withActionSession` and signs in with `actAs`:
//   vi.mock("next/headers", async (original) => (await import("../helpers/action-session")).withActionSession(await original()));

let cookie = "";
let address = "203.0.113.200";

/** The next server actions come from `clientAddress` (the throttle counts per address). */
export function actFrom(clientAddress: string): void {
  address = clientAddress;
}

/** The next server actions run as `user`, with the session cookie a browser signed in as that user sends. */
export async function actAs(user: Pick<SessionUser, "id" | "username" | "email">): Promise<void> {
  // Imported here: ./auth loads the session module, which loads the mocked next/headers, which loads this module.
  const { sessionCookieHeader } = await import("./auth");
  cookie = await sessionCookieHeader(user);
}

/** next/headers with `cookies()` and `headers()` answering those of the user `actAs` named, from `actFrom`'s address. */
export function withActionSession<Module extends object>(original: Module): Module {
  const request = () => new NextRequest("http://localhost/admin", { headers: { cookie, "x-forwarded-for": address } });
  return {
    ...original,
    cookies: async () => request().cookies,
    headers: async () => request().headers,
  };
}
