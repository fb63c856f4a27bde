// npm run lockfile:platforms — after `npm install`, when `npm ci` says "Missing: <pkg>@ from lock file".
// The registry mirror of these machines lacks some other platforms' native binaries (e.g. @next/swc-darwin-*),
// so npm cannot write their lock entries, and `npm ci` then refuses the lockfile as out of sync. npm skips
// such packages on other platforms by their os/cpu fields alone, so an entry with the version and the
// platform inferred from the package name is all `npm ci` needs (and the real registry resolves it elsewhere).
import { readFileSync, writeFileSync } from "node:fs";

const LOCKFILE = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(LOCKFILE, "utf8"));
const OS = ["darwin", "win32", "linux", "freebsd", "android", "openharmony", "sunos", "aix", "netbsd", "openbsd"];
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

function platformOf(name) {
  const parts = name.split("/").at(-1).split("-");
  const os = OS.find((value) => parts.includes(value));
  const cpu = CPU.find((value) => parts.includes(value));
  const libc =
    parts.includes("musl") || parts.includes("musleabihf")
      ? "musl"
      : parts.includes("gnu") || parts.includes("gnueabihf")
        ? "glibc"
        : undefined;
  return { ...(cpu ? { cpu: [cpu] } : {}), ...(os ? { os: [os] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const candidates = [`${location ? `${location}/` : ""}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((key) => lock.packages[key])) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform binary: a real omission, leave it to npm
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} platform entries to package-lock.json.`);
