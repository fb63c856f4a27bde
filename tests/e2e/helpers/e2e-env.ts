import path from "node:path";
import { e2eStack } from "./stack";

// What the end-to-end servers share: the seeded administrator and the environment of a production `next start`.
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password" };

/** The e2e server's TWO_FACTOR_KEY (helpers that read or write TOTP secrets use it too). */
export const E2E_TWO_FACTOR_KEY = Buffer.alloc(32, 7).toString("base64");

export function e2eAppEnv({ port, databaseUrl }: { port: number; databaseUrl: string }): NodeJS.ProcessEnv {
  const siteUrl = `http://localhost:${port}`;
  return {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    SITE_URL: siteUrl,
    NEXTAUTH_URL: siteUrl,
    NEXTAUTH_SECRET: "e2e-secret-that-is-long-enough-to-pass-validation",
    TWO_FACTOR_KEY: E2E_TWO_FACTOR_KEY,
    // Given, as README advises for several instances: a server started by `npm start` on the same build (a test of
    // its supervision) then finds the build up to date rather than rebuilding.
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString("base64"),
    // `npm test` type-checks on its own before the end-to-end run.
    NEXT_SKIP_TYPECHECK: "1",
  };
}

/** Where the e2e server keeps its uploads, and any other server started on its build and database. */
export const E2E_UPLOAD_DIR = path.resolve(import.meta.dirname, "../../../.data/e2e/uploads");

/**
 * The environment of one more `npm start` on the e2e build and database, answering on `port`: it finds the build up
 * to date (same SITE_URL and build folder), so it starts without rebuilding, and keeps its uploads with the e2e ones.
 */
export function npmStartEnv(port: number): NodeJS.ProcessEnv {
  const stack = e2eStack();
  return {
    ...e2eAppEnv({ port: Number(new URL(stack.baseURL).port), databaseUrl: stack.databaseUrl }),
    PORT: String(port),
    NEXT_DIST_DIR: ".next-e2e",
    UPLOAD_DIR: E2E_UPLOAD_DIR,
  };
}
