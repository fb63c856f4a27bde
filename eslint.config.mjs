import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const NO_PRISMA = {
  group: ["@/lib/db", "@/lib/generated/*", "@prisma/*"],
  message: "Call a domain module of lib/ instead of Prisma.",
};

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
      "no-restricted-imports": ["error", { paths: [zodThroughLib], patterns: [NO_PRISMA] }],
    },
  },
  {
    // Components are given what they show and the server actions they call by their page: nothing points back up.
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodThroughLib],
          patterns: [
            NO_PRISMA,
            {
              group: ["@/app/*", "**/app/*"],
              message: "A component never imports from app/: let its page pass it the data and the server actions.",
            },
          ],
        },
      ],
    },
  },
  {
    // End-to-end specs take `test` from tests/e2e/helpers/test.ts, whose pages wait for the public pages' scripts.
    files: ["tests/e2e/**"],
    ignores: ["tests/e2e/helpers/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            zodThroughLib,
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: 'Import { test } from "./helpers/test": its pages wait until a public page\'s scripts have run.',
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
