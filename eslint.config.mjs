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
]);
