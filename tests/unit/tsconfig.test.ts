import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { writeConfigurationDefaults } from "next/dist/lib/typescript/writeConfigurationDefaults";
import ts from "typescript";
import { afterEach, describe, expect, it } from "vitest";

// What `next build` does to tsconfig.json before it builds (verify-typescript-setup): it adds its build folder's
// types to the include list, for whatever NEXT_DIST_DIR it is given. Run here on a copy of the tracked files.
const ROOT = path.resolve(import.meta.dirname, "../..");
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("tsconfig.json", () => {
  it("is left as it is by a build into another folder than .next", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "tsconfig-"));
    for (const file of ["tsconfig.json", "tsconfig.base.json"])
      await copyFile(path.join(ROOT, file), path.join(dir, file)).catch(() => {});
    const before = await readFile(path.join(dir, "tsconfig.json"), "utf8");
    await writeConfigurationDefaults(
      ts.version,
      path.join(dir, "tsconfig.json"),
      false,
      true,
      ".next-blue",
      false,
      false,
    );
    expect(await readFile(path.join(dir, "tsconfig.json"), "utf8")).toBe(before);
  });

  it("still gives the type-check the settings and the types of the default build", () => {
    const file = path.join(ROOT, "tsconfig.json");
    const config = ts.getParsedCommandLineOfConfigFile(
      file,
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
    );
    expect(config?.errors ?? []).toEqual([]);
    expect(config?.options).toMatchObject({ strict: true, noUncheckedIndexedAccess: true, paths: { "@/*": ["./*"] } });
  });
});
