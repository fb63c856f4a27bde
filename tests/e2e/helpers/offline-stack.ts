// Where the fallbacks' own server (offline-server.ts) tells that it answers and writes what it logs, and how it is
// started: by tests/e2e/fallbacks.spec.ts, or by npm test before the Playwright runs (scripts/test.ts), so that its
// production build overlaps the unit and integration tests instead of holding a Playwright worker for minutes.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface OfflineServerFiles {
  /** `{ baseURL, databaseUrl, adminUrl }` once the server answers; `{ error }` if npm test saw it stop before. */
  infoFile: string;
  /** Everything the server (and its build) printed: the spec checks what it logs. */
  logFile: string;
}

/** The offline server's port: the end-to-end server's plus one. */
export function offlineServerPort(e2ePort = Number(process.env.E2E_PORT || 3100)): number {
  return e2ePort + 1;
}

export function offlineServerFiles(port: number): OfflineServerFiles {
  return {
    infoFile: path.join(os.tmpdir(), `offline-e2e-${port}.json`),
    logFile: path.join(os.tmpdir(), `offline-e2e-${port}.log`),
  };
}

/** Starts offline-server.ts on `port`, its output going to the log file (files of a killed run removed first). */
export function spawnOfflineServer(port: number, root: string, options: { detached?: boolean } = {}): ChildProcess {
  const { infoFile, logFile } = offlineServerFiles(port);
  rmSync(infoFile, { force: true });
  const output = openSync(logFile, "w");
  try {
    return spawn(process.execPath, ["--import", "tsx", "tests/e2e/helpers/offline-server.ts", String(port), infoFile], {
      cwd: root,
      stdio: ["ignore", output, output],
      detached: options.detached,
    });
  } finally {
    closeSync(output); // the child has its own copy
  }
}
