import "server-only";
import type { NextRequest } from "next/server";
import { redirect } from "next/navigation";
import { ApiError, apiRoute, markPrivate } from "@/lib/api";
import { CROSS_SITE_REFUSAL, isSameOriginRequest } from "@/lib/auth/origin";
import { LOGIN_PATH } from "@/lib/auth/paths";
import { can, type Permission } from "@/lib/auth/permissions";
import { getCurrentUser, getSessionUser, type SessionUser, type SignedInUser } from "@/lib/auth/session";

/**
 * For route handlers (and public handlers asked for drafts with ?admin=true): the signed-in user if the role
 * has `permission`. Throws ApiError 401 without a session, 403 without the permission; apiRoute answers it.
 * Without `request`, reads the cookies of the current request (server actions, server components).
 */
export async function requirePermission(permission: Permission, request?: NextRequest): Promise<SignedInUser> {
  // Whatever the outcome, the answer depends on who asks: never cached (apiRoute sets the header).
  if (request) markPrivate(request);
  const user = await getSessionUser(request);
  if (!user) throw ApiError.unauthorized();
  if (!can(user.role, permission)) throw ApiError.forbidden();
  return user;
}

const declaredPermissions = new WeakMap<object, Permission>();

/** Records which permission a handler or action requires, where tests/integration/access-control.test.ts reads it. */
export function declarePermission<Handler extends object>(handler: Handler, permission: Permission): Handler {
  declaredPermissions.set(handler, permission);
  return handler;
}

/** The permission a handler or action was declared with (adminRoute, adminAction); undefined for others. */
export function declaredPermission(handler: unknown): Permission | undefined {
  return typeof handler === "function" ? declaredPermissions.get(handler) : undefined;
}

/**
 * Every back-office route handler: `export const DELETE = adminRoute("users:write", async (request, context, user) => …)`.
 * The session and the permission are checked before anything else (before params or the body are read);
 * unsafe methods must come from this site (Origin); errors become JSON through apiRoute.
 */
export function adminRoute<Context>(
  permission: Permission,
  handler: (request: NextRequest, context: Context, user: SessionUser) => Promise<Response>,
) {
  const route = apiRoute<Context>(async (request, context) => {
    const user = await requirePermission(permission, request);
    assertSameOrigin(request);
    return handler(request, context, user);
  });
  return declarePermission(route, permission);
}

/**
 * Refuses (403) a write that does not come from this site (lib/auth/origin.ts): every adminRoute, the sign-in and
 * password-reset endpoints.
 */
export function assertSameOrigin(request: NextRequest) {
  if (!isSameOriginRequest(request)) throw ApiError.forbidden(CROSS_SITE_REFUSAL);
}

/**
 * For adminPage (lib/auth/page.tsx): the signed-in user, or a redirect to the login page. The proxy already sent
 * visitors without a session there with the page to return to; this catches a deleted account.
 */
export async function requireUser(): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(LOGIN_PATH);
  return user;
}
