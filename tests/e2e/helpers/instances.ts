// Instances of the end-to-end build started by a test, beside the main e2e server: same build (.next-e2e), same
// database, and whatever else the test gives them (Redis, S3, an SMTP server). Their output is kept for the test.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { productionServerArgs } from "../../../scripts/stack";
import { e2eAppEnv } from "./e2e-env";
import { e2eStack } from "./stack";

const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface Instance {
  origin: string;
  /** Every line the server printed so far (stdout and stderr). */
  readonly output: string[];
  stop(): Promise<void>;
}

async function waitUntilReady(origin: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The instance on ${origin} exited:\n${output.join("\n")}`);
    const ready = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`The instance on ${origin} did not start:\n${output.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the production server (server/index.ts, bundled) on `port` with the e2e build. `siteUrl` is the address visitors use (the load balancer's):
 * every instance of a site has the same.
 */
export async function startInstance(port: number, siteUrl: string, env: Record<string, string>): Promise<Instance> {
  const output: string[] = [];
  const child = spawn(process.execPath, productionServerArgs(".next-e2e"), {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...e2eAppEnv({ port, databaseUrl: e2eStack().databaseUrl }),
      SITE_URL: siteUrl,
      NEXTAUTH_URL: siteUrl,
      TRUST_PROXY: "true",
      ...env,
      PORT: String(port),
      NEXT_DIST_DIR: ".next-e2e",
      NODE_ENV: "production",
    },
  });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on("data", (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean)));
  const origin = `http://localhost:${port}`;
  const instance: Instance = {
    origin,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
    },
  };
  try {
    await waitUntilReady(origin, child, output);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return instance;
}
