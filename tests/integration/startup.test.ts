import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertPortFree, authSecret, openDatabase, StartupError } from "../../scripts/stack";
import { createEmptyDatabase, withClient } from "../helpers/databases";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "startup-test-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("npm start", () => {
  it("keeps the embedded database's data from one start to the next", async () => {
    const first = await openDatabase({ dataDir: path.join(dataDir, "postgres") });
    expect(first.embedded).toBe(true);
    await withClient(first.url, (client) =>
      client.query("CREATE TABLE kept (value text); INSERT INTO kept VALUES ('toujours là')"),
    );
    await first.stop();

    const second = await openDatabase({ dataDir: path.join(dataDir, "postgres") });
    try {
      const rows = await withClient(second.url, async (client) => (await client.query("SELECT value FROM kept")).rows);
      expect(rows).toEqual([{ value: "toujours là" }]);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it("uses the server DATABASE_URL names instead of the embedded one", async () => {
    const url = await createEmptyDatabase();
    const database = await openDatabase({ databaseUrl: url, dataDir: path.join(dataDir, "unused") });
    expect(database).toMatchObject({ url, embedded: false });
  });

  it("says in one line that an unreachable DATABASE_URL cannot be reached", async () => {
    const port = await closedPort();
    const failure = openDatabase({ databaseUrl: `postgresql://u:p@127.0.0.1:${port}/agency`, dataDir });
    await expect(failure).rejects.toThrow(StartupError);
    await expect(failure).rejects.toThrow(
      `Cannot reach the database at 127.0.0.1:${port}/agency (ECONNREFUSED): check DATABASE_URL.`,
    );
  });

  it("says in one line that the port is taken", async () => {
    const server = net.createServer().listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      await expect(assertPortFree(port)).rejects.toThrow(`Port ${port} is already in use`);
    } finally {
      server.close();
    }
  });

  it("refuses to run in production without NEXTAUTH_SECRET, and keeps a generated one otherwise", async () => {
    const script = `import { authSecret } from "./scripts/stack.ts"; authSecret(${JSON.stringify(dataDir)}).then(console.log, (e) => { console.error(e.message); process.exit(1); });`;
    const run = (env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        cwd: process.cwd(),
        env: { ...process.env, NEXTAUTH_SECRET: "", ...env },
        encoding: "utf8",
      });
    const production = run({ NODE_ENV: "production" });
    expect(production.status).toBe(1);
    expect(production.stderr.trim()).toBe(
      "NEXTAUTH_SECRET is not set: production needs a random secret of at least 32 characters (openssl rand -base64 32).",
    );

    const generated = await authSecret(dataDir);
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(await authSecret(dataDir)).toBe(generated);
  });
});

async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
