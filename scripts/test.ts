// npm test: type-check, lint and formatting, unit tests, integration tests (throwaway PostgreSQL), end-to-end tests (Chromium).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { installDebianPackages } from "./debian";
import { ensurePrismaClient } from "./prisma-generate";
import { REDIS_SERVER } from "./redis-server";
import { log, ROOT, runMain, StartupError } from "./stack";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Installs a Debian package the tests need (Chromium, Redis) when its program is missing. */
function ensureDebianPackage(program: string, pkg: string, variable: string) {
  if (!existsSync(program)) installDebianPackages([pkg], "the tests", ` or set ${variable}`);
}

function step(name: string, command: string, args: string[]): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, CI: "1" } });
    child.on("error", reject);
    child.on("exit", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      if (code === 0) {
        log(`${name} passed in ${seconds} s`);
        resolve();
      } else {
        reject(new StartupError(`${name} failed (exit code ${code}).`));
      }
    });
  });
}

const npx = (...args: string[]) => ["npx", args] as const;

runMain(async () => {
  ensureDebianPackage(CHROMIUM, "chromium", "CHROMIUM_PATH");
  // The shared cache of several instances is tested against a real Redis (tests/helpers/redis.ts).
  ensureDebianPackage(REDIS_SERVER, "redis-server", "REDIS_SERVER_PATH");
  ensurePrismaClient();
  await Promise.all([
    step("Type check", ...npx("next", "typegen")).then(() => step("Type check", ...npx("tsc", "--noEmit"))),
    step("Lint", ...npx("eslint", "--max-warnings=0", ".")),
    step("Formatting", ...npx("prettier", "--check", ".")),
  ]);
  await step("Unit and integration tests", ...npx("vitest", "run"));
  await step("End-to-end tests", ...npx("playwright", "test"));
});
