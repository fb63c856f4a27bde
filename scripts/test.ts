// npm test: type-check, lint and formatting, unit tests, integration tests (throwaway PostgreSQL), end-to-end tests (Chromium).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import { ensurePrismaClient } from "./prisma-generate";
import { log, ROOT, runMain, StartupError } from "./stack";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (os.userInfo().uid !== 0) {
    throw new StartupError(
      `Chromium is missing at ${CHROMIUM}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  log("Installing Debian's chromium for the end-to-end tests…");
  const apt = (args: string[]) =>
    spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (apt(["install", "-y", "--no-install-recommends", "chromium"]).status !== 0) {
    apt(["update"]);
    if (apt(["install", "-y", "--no-install-recommends", "chromium"]).status !== 0)
      throw new StartupError("apt-get could not install chromium.");
  }
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
  ensureChromium();
  ensurePrismaClient();
  await Promise.all([
    step("Type check", ...npx("next", "typegen")).then(() => step("Type check", ...npx("tsc", "--noEmit"))),
    step("Lint", ...npx("eslint", "--max-warnings=0", ".")),
    step("Formatting", ...npx("prettier", "--check", ".")),
  ]);
  await step("Unit and integration tests", ...npx("vitest", "run"));
  await step("End-to-end tests", ...npx("playwright", "test"));
});
