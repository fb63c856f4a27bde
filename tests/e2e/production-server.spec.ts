import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "./helpers/test";
import { e2eAppEnv } from "./helpers/e2e-env";
import { e2eStack } from "./helpers/stack";

const { databaseUrl } = e2eStack();
const ROOT = path.resolve(import.meta.dirname, "../..");

test("a plain `next start` of the build refuses to serve and says to use npm start (server/index.ts)", async () => {
  const port = Number(process.env.E2E_PORT || 3100) + 2;
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(port)],
    {
      cwd: ROOT,
      env: { ...e2eAppEnv({ port, databaseUrl }), NEXT_DIST_DIR: ".next-e2e" },
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code, output).toBe(1);
  expect(output).toContain("Start the site with `npm start`");
  // It stopped before answering anything.
  await expect(fetch(`http://localhost:${port}/`)).rejects.toThrow();
});
