import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { isConnectionTerminationNotice } from "./server/connection-notices";

// `server-only` throws outside React Server Components; the tests import server modules directly. `next/root-params`
// exists only inside a Next.js build (tests/helpers/root-params.ts).
const alias = {
  "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty-module.ts"),
  "next/root-params": path.resolve(import.meta.dirname, "tests/helpers/root-params.ts"),
};

export default defineConfig({
  resolve: { tsconfigPaths: true, alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one on two cores. The integration tests mostly wait
    // (PostgreSQL, SMTP, backups, timers), and each file has its own database (tests/helpers/database-per-file.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The tests that cut the database's connections (api-errors, health) run the route handlers in this process:
    // node-postgres's stray termination notice is ignored here as the production server ignores it.
    onUnhandledError: (error) => !isConnectionTerminationNotice(error),
    // A hang guard, not a timed test: on two cores shared with other builds and test runs, a test takes several times
    // what it takes on a quiet machine (Vitest's 5 s default failed a 2.8 s unit test at 7.7 s during npm test).
    testTimeout: 90_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/helpers/postgres-global-setup.ts"],
          setupFiles: ["tests/helpers/database-per-file.ts", "tests/helpers/next-cache-markers.ts"],
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
