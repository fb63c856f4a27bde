import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import type { Role } from "@/lib/auth/permissions";
import { type SessionUser, sessionCookieFor } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/users/password";

// Sessions are encrypted with NEXTAUTH_SECRET, which `npm start` provides to the app.
process.env.NEXTAUTH_SECRET ??= "integration-tests-secret-of-at-least-32-characters";
// Two-factor secrets are sealed with TWO_FACTOR_KEY (32 bytes), which `npm start` provides too.
process.env.TWO_FACTOR_KEY ??= Buffer.alloc(32, 9).toString("base64");

export const TEST_PASSWORD = "mot-de-passe-de-test-solide";
let testPasswordHash: Promise<string> | undefined;

/** A user of the given role, with TEST_PASSWORD and a unique username and e-mail. */
export async function createTestUser(
  role: Role,
  fields: { username?: string; email?: string } = {},
): Promise<SessionUser> {
  const suffix = randomBytes(4).toString("hex");
  return db.user.create({
    data: {
      username: fields.username ?? `${role}-${suffix}`,
      email: fields.email ?? `${role}-${suffix}@test.ci`,
      role,
      passwordHash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD)),
    },
    select: { id: true, username: true, email: true, role: true },
  });
}

/** The Cookie header a browser signed in as `user` sends. */
export async function sessionCookieHeader(user: Pick<SessionUser, "id" | "username" | "email">): Promise<string> {
  const cookie = await sessionCookieFor(user);
  return `${cookie.name}=${cookie.value}`;
}

/** A request to a route handler, signed in as `as` when given, with a JSON body when given. */
export async function apiRequest(
  url: string,
  options: {
    method?: string;
    as?: Pick<SessionUser, "id" | "username" | "email">;
    json?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<NextRequest> {
  const headers = new Headers(options.headers);
  if (options.as) headers.set("cookie", await sessionCookieHeader(options.as));
  if (options.json !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(new URL(url, "http://localhost"), {
    method: options.method ?? "GET",
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
}

/** The second argument Next.js passes to a route handler. */
export function routeContext<Params extends Record<string, string | string[]>>(params: Params = {} as Params) {
  return { params: Promise.resolve(params) };
}
