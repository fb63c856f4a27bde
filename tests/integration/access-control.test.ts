// Every route handler of app/api is either a public endpoint (tests/helpers/public-endpoints.ts) or a back-office handler declared
// with adminRoute(permission, …) (lib/auth/guard.ts). Each back-office handler is called for real (against
// PostgreSQL) and must answer 401 without a session or with the session of a deleted account, 403 for every role
// the permission table refuses, and let a role that has the permission through. Routes are found on disk, so a
// route added later is checked without editing this file; one that skips the check makes it fail.
// Server actions are checked over HTTP against the production build: tests/e2e/access-control.spec.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { declaredPermission } from "@/lib/auth/guard";
import { can, ROLES, type Role } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, routeContext, sessionCookieHeader } from "../helpers/auth";
import { discoverEndpoints, type Endpoint } from "../helpers/api-endpoints";
import { PUBLIC_ENDPOINTS } from "../helpers/public-endpoints";

const endpoints = await discoverEndpoints();
const protectedEndpoints = endpoints.filter((endpoint) => !PUBLIC_ENDPOINTS.has(endpoint.key));
const users = {} as Record<Role, SessionUser>;
/** The cookie of an account deleted after it signed in (its session went with it; the cookie still decrypts). */
let deletedUserCookie: string;

beforeAll(async () => {
  for (const role of ROLES) users[role] = await createTestUser(role);
  const deletedUser = await createTestUser("admin");
  deletedUserCookie = await sessionCookieHeader(deletedUser);
  await db.user.delete({ where: { id: deletedUser.id } });
});

async function call(endpoint: Endpoint, as?: SessionUser, cookie?: string) {
  const withBody = !["GET", "HEAD", "OPTIONS", "DELETE"].includes(endpoint.method);
  const request = await apiRequest(endpoint.url, {
    method: endpoint.method,
    as,
    json: withBody ? {} : undefined,
    headers: cookie ? { cookie } : undefined,
  });
  return endpoint.handler(request, routeContext(endpoint.params));
}

describe("access control of the route handlers", () => {
  it("finds the route handlers on disk, the back office's among them", () => {
    expect(endpoints.map((endpoint) => endpoint.key)).toEqual(
      expect.arrayContaining([
        "GET /api/users",
        "DELETE /api/users/[id]",
        "POST /api/activities/mark-as-read",
        "POST /api/auth/login",
        "GET /api/leads/board",
        "GET /api/form-conversions/export",
        "GET /api/dashboard/pipeline-stats",
      ]),
    );
  });

  it("declares a permission for every handler that is not a listed public endpoint", () => {
    const undeclared = protectedEndpoints
      .filter((endpoint) => !declaredPermission(endpoint.handler))
      .map((endpoint) => endpoint.key);
    expect(
      undeclared,
      "wrap these handlers in adminRoute(permission, …) from @/lib/auth, or list them in PUBLIC_ENDPOINTS with a comment",
    ).toEqual([]);
  });

  describe.each(protectedEndpoints.map((endpoint) => [endpoint.key, endpoint] as const))("%s", (_key, endpoint) => {
    it("answers 401 without a session", async () => {
      expect((await call(endpoint)).status).toBe(401);
    });

    it("answers 401 to the still-valid cookie of a deleted account", async () => {
      expect((await call(endpoint, undefined, deletedUserCookie)).status).toBe(401);
    });

    const permission = declaredPermission(endpoint.handler);
    if (!permission) return;

    it.each(ROLES.filter((role) => !can(role, permission)))(
      `answers 403 to the role %s, which lacks ${permission}`,
      async (role) => {
        const response = await call(endpoint, users[role]);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({
          success: false,
          message: "Vous n'avez pas les droits nécessaires pour cette action.",
        });
      },
    );

    it.each(ROLES.filter((role) => can(role, permission)))(
      `lets the role %s, which has ${permission}, through`,
      async (role) => {
        expect([401, 403]).not.toContain((await call(endpoint, users[role])).status);
      },
    );
  });
});
