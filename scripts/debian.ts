// Debian packages the scripts need beyond npm (Chromium and Redis for the tests, nginx and wrk for the benchmarks):
// installed with apt-get when missing, as root; anyone else is told what to install.
import { spawnSync } from "node:child_process";
import os from "node:os";
import { log, StartupError } from "./stack";

function aptInstall(packages: string[]): boolean {
  const run = (args: string[]) =>
    spawnSync("apt-get", ["-o", "DPkg::Lock::Timeout=300", ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  const install = () => run(["install", "-y", "--no-install-recommends", ...packages]);
  return install() || (run(["update"]), install());
}

/**
 * Installs Debian's `packages` (for `purpose`: "the tests", "the benchmarks"); `otherwise` says what a user who is not
 * root can do instead (set a variable pointing to their own copy, …).
 */
export function installDebianPackages(packages: string[], purpose: string, otherwise = ""): void {
  const list = packages.join(" ");
  if (os.userInfo().uid !== 0)
    throw new StartupError(`Missing: install ${list} (sudo apt-get install -y ${list})${otherwise} and run again.`);
  log(`Installing Debian's ${packages.join(" and ")} for ${purpose}…`);
  if (!aptInstall(packages)) throw new StartupError(`apt-get could not install ${list}.`);
}
