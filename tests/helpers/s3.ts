// A real S3-protocol server for the tests (s3rver, in its own process: tests/helpers/s3-server-process.mjs), with a
// temporary folder for its objects, on a free port of S3_TEST_PORTS (4310-4399 by default).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** The only credentials s3rver accepts (its fixed account). */
export const S3_TEST_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;
/** s3rver's region (its continuation tokens name it). */
export const S3_TEST_REGION = "us-east-1";

const SERVER_SCRIPT = path.join(import.meta.dirname, "s3-server-process.mjs");
const PORT_TAKEN = 3;

export interface TestS3Server {
  endpoint: string;
  port: number;
  /** The variables that point the app's upload storage at `bucket` on this server. */
  env(bucket: string): Record<string, string>;
  /** Stops the server and removes its objects. */
  stop(): Promise<void>;
}

function portRange(): [number, number] {
  const [first = 4310, last = 4399] = (process.env.S3_TEST_PORTS ?? "").split("-").filter(Boolean).map(Number);
  return [first, last];
}

/** Starts the server on `port`: the child once it answers, or null when the port is taken. */
function startOn(port: number, directory: string, buckets: string[]): Promise<ChildProcess | null> {
  const child = spawn(
    process.execPath,
    ["--openssl-legacy-provider", SERVER_SCRIPT, String(port), directory, ...buckets],
    {
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    },
  );
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve(child);
    });
    child.on("exit", (code) =>
      code === PORT_TAKEN ? resolve(null) : reject(new Error(`s3rver exited (${code}): ${errors.trim()}`)),
    );
  });
}

/** s3rver on the first free port of the range, with `buckets` created. */
export async function startTestS3Server({ buckets = [] }: { buckets?: string[] } = {}): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const [first, last] = portRange();
  // Start at a port of its own for each process, so that test files starting together rarely try the same one.
  const offset = process.pid % (last - first + 1);
  for (let attempt = 0; attempt <= last - first; attempt += 1) {
    const port = first + ((offset + attempt) % (last - first + 1));
    const child = await startOn(port, directory, buckets);
    if (!child) continue;
    const endpoint = `http://127.0.0.1:${port}`;
    let stopped: Promise<void> | undefined;
    return {
      endpoint,
      port,
      env: (bucket) => ({
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: S3_TEST_REGION,
        S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
      }),
      stop: () =>
        (stopped ??= (async () => {
          if (child.exitCode === null) {
            const exited = new Promise((resolve) => child.once("exit", resolve));
            child.kill("SIGTERM");
            await exited;
          }
          await rm(directory, { recursive: true, force: true });
        })()),
    };
  }
  await rm(directory, { recursive: true, force: true });
  throw new Error(`No free port for s3rver in ${first}-${last} (S3_TEST_PORTS).`);
}
