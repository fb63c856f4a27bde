// Server-side sessions (lib/auth/sessions.ts): a cookie is only as good as its row in `sessions`.
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { authSecret, sessionCookieName, SESSION_IDLE_SECONDS, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/cookie";
import { authOptions } from "@/lib/auth/options";
import { getSessionUser, readSessionToken, type SessionUser } from "@/lib/auth/session";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { createTestUser, routeContext, sessionCookieHeader } from "../helpers/auth";
import { discoverEndpoints } from "../helpers/api-endpoints";
import { PUBLIC_ENDPOINTS } from "../helpers/public-endpoints";

const adminEndpoints = (await discoverEndpoints()).filter((endpoint) => !PUBLIC_ENDPOINTS.has(endpoint.key));
let admin: SessionUser;

beforeAll(async () => {
  admin = await createTestUser("admin");
});

const requestWith = (cookie: string, url = "http://localhost/admin") => new NextRequest(url, { headers: { cookie } });
const tokenOf = async (cookie: string) => (await readSessionToken(requestWith(cookie)))!;

/** The cookie NextAuth re-issues when GET /api/auth/session is asked with `cookie`: same claims, fresh expiry. */
/** The cookie NextAuth's session endpoint issues again (its JWT callback), or none when the session has ended. */
async function refreshed(cookie: string): Promise<string> {
  const options = authOptions();
  const token = await Promise.resolve(
    options.callbacks!.jwt!({ token: await tokenOf(cookie), account: null } as never),
  ).catch(() => null);
  if (!token) return "";
  return `${sessionCookieName()}=${await encode({ token, secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS })}`;
}

async function statusesWith(cookie: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const endpoint of adminEndpoints) {
    const withBody = ["POST", "PUT", "PATCH"].includes(endpoint.method);
    const request = new NextRequest(new URL(endpoint.url, "http://localhost"), {
      method: endpoint.method,
      headers: { cookie, ...(withBody ? { "content-type": "application/json" } : {}) },
      body: withBody ? "{}" : undefined,
    });
    statuses.push((await endpoint.handler(request, routeContext(endpoint.params))).status);
  }
  return statuses;
}

describe("server-side sessions", () => {
  it("a signed-out (revoked) cookie answers 401 on every admin route, and refreshing it does not revive it", async () => {
    const cookie = await sessionCookieHeader(admin);
    expect(await getSessionUser(requestWith(cookie))).toMatchObject({ id: admin.id });
    // NextAuth's sign-out event (POST /api/auth/signout) ends the session of the cookie it is shown.
    await authOptions().events!.signOut!({ token: await tokenOf(cookie), session: undefined as never });
    expect(await getSessionUser(requestWith(cookie))).toBeNull();
    expect(new Set(await statusesWith(cookie))).toEqual(new Set([401]));
    expect(await getSessionUser(requestWith(await refreshed(cookie)))).toBeNull();
  });

  it("ends at its absolute end however often it is refreshed, and after the idle timeout", async () => {
    let cookie = await sessionCookieHeader(admin);
    for (let refresh = 0; refresh < 3; refresh += 1) {
      cookie = await refreshed(cookie);
      expect(await getSessionUser(requestWith(cookie))).not.toBeNull();
    }
    const session = await db.session.findFirstOrThrow({ where: { userId: admin.id }, orderBy: { createdAt: "desc" } });
    expect(
      Math.abs(session.expiresAt.getTime() - session.createdAt.getTime() - SESSION_MAX_AGE_SECONDS * 1000),
    ).toBeLessThan(5000);
    // Its absolute end comes (the row says so, whatever the re-issued cookie's own expiry).
    await db.session.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await getSessionUser(requestWith(cookie))).toBeNull();
    expect(await getSessionUser(requestWith(await refreshed(cookie)))).toBeNull();

    const idle = await sessionCookieHeader(admin);
    const idleId = (await getSessionUser(requestWith(idle)))!.sessionId;
    await db.session.update({
      where: { id: idleId },
      data: { lastSeenAt: new Date(Date.now() - (SESSION_IDLE_SECONDS + 5) * 1000) },
    });
    expect(await getSessionUser(requestWith(idle))).toBeNull();
  });

  it("ending every session of an account (a new password, a reset) ends other browsers' cookies", async () => {
    const editor = await createTestUser("editor");
    const first = await sessionCookieHeader(editor);
    const second = await sessionCookieHeader(editor);
    const keep = (await getSessionUser(requestWith(second)))!.sessionId;
    expect(await revokeUserSessions(editor.id, { exceptSessionId: keep })).toBe(1);
    expect(await getSessionUser(requestWith(first))).toBeNull();
    expect(await getSessionUser(requestWith(second))).not.toBeNull();
  });
});
