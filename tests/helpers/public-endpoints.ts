/**
 * Endpoints anyone may call, by "METHOD /api/path" (folders as written on disk). Nothing else is public.
 * Read by tests/integration/access-control.test.ts (every other handler must be declared with adminRoute) and by
 * tests/e2e/access-control.spec.ts (a public GET asked for drafts with `?admin=true` needs a session).
 */
export const PUBLIC_ENDPOINTS: ReadonlySet<string> = new Set([
  // The public read API of the site (spec public-site section 7).
  "GET /api/projects",
  "GET /api/projects/[id]",
  "GET /api/blog-posts",
  "GET /api/blog-posts/by-slug/[slug]",
  // Article view counter, called by the article page of every visitor.
  "POST /api/blog-posts/by-slug/[slug]/view",
  // Visitors' forms and visit reports.
  "POST /api/contact",
  "POST /api/project-request",
  "POST /api/newsletter",
  // The newsletter's signed links (lib/newsletter/links.ts), opened from a mail without any session: the
  // confirmation of a subscription, and the unsubscribe link (GET in a browser, RFC 8058's one-click POST).
  "GET /api/newsletter/confirm",
  "GET /api/newsletter/unsubscribe",
  "POST /api/newsletter/unsubscribe",
  "POST /api/track-visit",
  // The form funnel: started on the first interaction, abandoned when the visitor leaves (sendBeacon).
  "POST /api/form-funnel",
  // Visitors' Core Web Vitals, one report per page view when it is hidden (sendBeacon).
  "POST /api/web-vitals",
  // Signing in and out: NextAuth's endpoints and the spec's POST /auth/login.
  "GET /api/auth/[...nextauth]",
  "POST /api/auth/[...nextauth]",
  "POST /api/auth/login",
  // Health checks for load balancers and supervisors: liveness (no database) and readiness (database and
  // migrations); they reveal nothing but whether the instance can serve.
  "GET /api/health",
  "GET /api/ready",
  // 'Mot de passe oublié ?': asking for a reset link, and setting the new password with it.
  "POST /api/auth/password-reset",
  "POST /api/auth/password-reset/confirm",
  // Scheduled publishing: each server calls it on itself (lib/maintenance.ts); it only publishes, a few seconds
  // early at most, what is already due.
  "POST /api/scheduled-publishing",
]);

/**
 * Public POSTs whose body is a form by definition, not JSON: RFC 8058's one-click unsubscribe, which mail clients post
 * as 'List-Unsubscribe=One-Click' (application/x-www-form-urlencoded or multipart/form-data). Every other public POST
 * takes JSON only (tests/integration/bad-input.test.ts).
 */
export const FORM_POSTED_ENDPOINTS: ReadonlySet<string> = new Set(["POST /api/newsletter/unsubscribe"]);

/**
 * Pages under app/admin that do not go through adminPage (lib/auth/page.tsx), by file. Nothing else may skip it.
 * Read by tests/integration/admin-pages.test.ts.
 */
export const PUBLIC_ADMIN_PAGES: ReadonlySet<string> = new Set([
  // Signing in, and the forgotten password: the back-office pages a visitor without a session may open.
  "login/page.tsx",
  "forgot-password/page.tsx",
  "reset-password/page.tsx",
  // 'Se déconnecter ?', where NextAuth's sign-out address leads: it says so to a visitor who is not signed in.
  "logout/page.tsx",
  // Any address that names no screen: the French 404 (the proxy sends visitors without a session to the login page).
  "[...path]/page.tsx",
]);
