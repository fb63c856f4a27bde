import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SCHEMA = path.join(ROOT, "prisma/schema.prisma");
const CLIENT = path.join(ROOT, "lib/generated/prisma/client.ts");

/** Generates the Prisma client when it is missing or older than the schema. */
export function ensurePrismaClient({ force = false } = {}): void {
  if (!force && existsSync(CLIENT) && statSync(CLIENT).mtimeMs >= statSync(SCHEMA).mtimeMs) return;
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/prisma/build/index.js"), "generate"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      // `prisma generate` checks that a schema engine exists although the prisma-client generator never
      // runs it; the engine binary cannot be downloaded here, so any existing file satisfies the check.
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
      CHECKPOINT_DISABLE: "1",
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
    },
  });
  if (result.status !== 0) throw new Error("prisma generate failed");
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePrismaClient({ force: true });
