import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Runs a task of app-task.ts (the app's own lib/ code) against the e2e server's database and returns its result. */
async function appTask<Result>(task: string, input: unknown): Promise<Result> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "./scripts/no-server-only.mjs",
      "tests/e2e/helpers/app-task.ts",
      task,
      JSON.stringify(input),
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: "test" } },
  );
  return JSON.parse(stdout) as Result;
}

export interface TestVisit {
  sessionId: string;
  page: string;
  country: string | null;
  city: string | null;
  daysAgo: number;
}

/** Records page views through lib/visits recordVisit (the visit and its rollups), as the visit tracking does. */
export function recordVisits(visits: TestVisit[]): Promise<{ recorded: number }> {
  return appTask("record-visits", visits);
}
