// Runs one of the app's own lib/ functions against the end-to-end server's database, in a child process started by
// tests/e2e/helpers/app.ts: lib/ modules are server-only (no-server-only.mjs lets plain Node import them).
// Usage: node --import tsx --import ./scripts/no-server-only.mjs tests/e2e/helpers/app-task.ts <task> '<json>'
import { e2eStack } from "./stack";

process.env.DATABASE_URL = e2eStack().databaseUrl;
const [task, json] = process.argv.slice(2);
const input: unknown = JSON.parse(json ?? "null");

const tasks: Record<string, (input: never) => Promise<unknown>> = {
  /** Page views, each with its rollups, as the visit tracking records them; `daysAgo` back from now. */
  async "record-visits"(
    visits: { sessionId: string; page: string; country: string | null; city: string | null; daysAgo: number }[],
  ) {
    const { recordVisit } = await import("@/lib/visits");
    for (const visit of visits) {
      await recordVisit({
        sessionId: visit.sessionId,
        page: visit.page,
        referrer: null,
        country: visit.country,
        city: visit.city,
        at: new Date(Date.now() - visit.daysAgo * 86_400_000),
      });
    }
    return { recorded: visits.length };
  },
};

const run = tasks[task ?? ""];
if (!run) throw new Error(`Unknown task ${task}`);
const result = await run(input as never);
const { db } = await import("@/lib/db");
await db.$disconnect();
process.stdout.write(JSON.stringify(result ?? null));
