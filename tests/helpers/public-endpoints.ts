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
  "POST /api/track-visit",
  // The form funnel: started on the first interaction, abandoned when the visitor leaves (sendBeacon).
  "POST /api/form-funnel",
  // Signing in and out: NextAuth's endpoints and the spec's POST /auth/login.
  "GET /api/auth/[...nextauth]",
  "POST /api/auth/[...nextauth]",
  "POST /api/auth/login",
  // 'Mot de passe oublié ?': asking for a reset link, and setting the new password with it.
  "POST /api/auth/password-reset",
  "POST /api/auth/password-reset/confirm",
]);
