import "server-only";
import { db, type DbClient } from "@/lib/db";

// Counters PostgreSQL keeps up to date as rows change (table `counters`, triggers of the migration maintained_totals),
// read instead of counting a growing table.

export const COUNTERS = {
  /** Every activity: the history's pages. */
  activities: "activities",
  /** Activities not read yet: the bell's badge. */
  unreadActivities: "activities.unread",
  /** Every visitor session: the unique visitors of all time. */
  visitorSessions: "visitor_sessions",
} as const;

/** A counter's value (0 before anything was counted). */
export async function readCounter(name: (typeof COUNTERS)[keyof typeof COUNTERS], client: DbClient = db) {
  const row = await client.counter.findUnique({ where: { name }, select: { value: true } });
  return Number(row?.value ?? 0);
}
