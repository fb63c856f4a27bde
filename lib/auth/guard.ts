import "server-only";
import type { NextRequest } from "next/server";
import { redirect } from "next/navigation";
import { ApiError, apiRoute } from "@/lib/api";
import { LOGIN_PATH } from "@/lib/auth/paths";
import { can, type Permission } from "@/lib/auth/permissions";
import { getCurrentUser, getSessionUser, type SessionUser } from "@/lib/auth/session";

/**
 * For route handlers (and public handlers asked for drafts with ?admin=true): the signed-in user if the role
 * has `permission`. Throws ApiError 401 without a session, 403 without the permission; apiRoute answers it.
 * Without `request`, reads the cookies of the current request (server actions, server components).
 */
export async function requirePermission(permission: Permission, request?: NextRequest): Promise<SessionUser> {
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

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Defence in depth beside SameSite=Lax: a browser sending a write from another site says so in Origin. */
export function assertSameOrigin(request: NextRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (!origin) return;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    // "null" or garbage: refused below.
  }
  if (originHost !== host) throw ApiError.forbidden("Requête refusée : elle ne provient pas de ce site.");
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
