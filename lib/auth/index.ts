import "server-only";

// The back office's authentication and authorization, in one import. See docs/CONTRIBUTING.md ('Authorization').
//
// Route handlers:  export const PUT = adminRoute("blog:write", async (request, { params }, user) => …)
//                  or, in a public handler asked for drafts: if (admin) await requirePermission("blog:read", request)
// Server actions:  export const saveX = adminAction("blog:write", schema, (input, user) => domainCall(input, user))
// Pages:           export default adminPage("/admin/users", { permission, title, load, loadError, render }) from
//                  "@/lib/auth/page" (not re-exported here: it renders views, which route handlers need not load)
// Client screens:  can(role, permission) from "@/lib/auth/permissions" to hide what a role may not do.
export { adminAction, type ActionResult } from "@/lib/auth/action";
export { adminRoute, declaredPermission, requirePermission } from "@/lib/auth/guard";
export { can, type Permission } from "@/lib/auth/permissions";
export { getCurrentUser, getSessionUser, type SessionUser, setSessionCookie } from "@/lib/auth/session";
