import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "out/**",
    ".data/**",
    "lib/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
  {
    // Pages, route handlers, server actions and components go through the domain modules of lib/.
    files: ["app/**", "components/**", "proxy.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/db", "@/lib/generated/*", "@prisma/*"],
              message: "Call a domain module of lib/ instead of Prisma.",
            },
          ],
        },
      ],
    },
  },
  {
    // Text input goes through textSchema (lib/schemas.ts), which refuses what PostgreSQL cannot store.
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["lib/schemas.ts", "lib/env.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message:
            "Use textSchema() from @/lib/schemas: it refuses NUL and lone surrogates, which PostgreSQL cannot store.",
        },
      ],
    },
  },
]);
