import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// zod's own messages are set to French in one place (lib/zod.ts): every other module imports zod from there.
const zodThroughLib = { name: "zod", message: 'Import { z } from "@/lib/zod" (zod\'s messages in French).' };

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
    ignores: ["lib/zod.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [zodThroughLib] }],
    },
  },
  {
    // Pages, route handlers, server actions and components go through the domain modules of lib/.
    files: ["app/**", "components/**", "proxy.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodThroughLib],
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
