// The totals PostgreSQL keeps (migration maintained_totals: form_conversion_totals, form_conversion_days,
// lead_decision_days, counters, visitor_sessions.last_conversion_at), which the back office reads instead of counting:
// after every kind of write (the app's own, and plain SQL of many rows at once), each equals what counting the rows
// finds.
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { assignLead, moveLeadStage, setLeadSpam, setLeadValue } from "@/lib/leads";
import { deleteMessage, markMessageProcessed } from "@/lib/messages/inbox";
import { markAllActivitiesRead, recordActivity } from "@/lib/activities";
import { recordVisit } from "@/lib/visits";
import { createTestUser } from "../helpers/auth";

const DAY_MS = 86_400_000;
const session = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** What each maintained total differs from a count of the rows: every figure must be 0 (or no row). */
async function differences() {
  const [totals, days, decisions, sessions, counters] = await Promise.all([
    db.$queryRaw<unknown[]>`
      (SELECT form_type, status, stage, spam, owner_id, count, value FROM form_conversion_totals
       WHERE count <> 0 OR value <> 0
       EXCEPT
       SELECT form_type, status, stage, spam_at IS NOT NULL, coalesce(owner_id, 0), count(*)::int,
              sum(coalesce(estimated_value, 0))::bigint
       FROM form_conversions GROUP BY 1, 2, 3, 4, 5)
      UNION ALL
      (SELECT form_type, status, stage, spam_at IS NOT NULL, coalesce(owner_id, 0), count(*)::int,
              sum(coalesce(estimated_value, 0))::bigint
       FROM form_conversions GROUP BY 1, 2, 3, 4, 5
       EXCEPT
       SELECT form_type, status, stage, spam, owner_id, count, value FROM form_conversion_totals)`,
    db.$queryRaw<unknown[]>`
      (SELECT day, form_type, status, stage, spam, source, count FROM form_conversion_days WHERE count <> 0
       EXCEPT
       SELECT (created_at AT TIME ZONE 'UTC')::date, form_type, status, stage, spam_at IS NOT NULL,
              lead_source(utm_source, referrer), count(*)::int
       FROM form_conversions GROUP BY 1, 2, 3, 4, 5, 6)
      UNION ALL
      (SELECT (created_at AT TIME ZONE 'UTC')::date, form_type, status, stage, spam_at IS NOT NULL,
              lead_source(utm_source, referrer), count(*)::int
       FROM form_conversions GROUP BY 1, 2, 3, 4, 5, 6
       EXCEPT
       SELECT day, form_type, status, stage, spam, source, count FROM form_conversion_days)`,
    db.$queryRaw<unknown[]>`
      (SELECT day, stage, count, value FROM lead_decision_days WHERE count <> 0 OR value <> 0
       EXCEPT
       SELECT (coalesce(stage_changed_at, created_at) AT TIME ZONE 'UTC')::date, stage, count(*)::int,
              sum(coalesce(estimated_value, 0))::bigint
       FROM form_conversions WHERE lead_decided(form_type, status, spam_at, stage) GROUP BY 1, 2)
      UNION ALL
      (SELECT (coalesce(stage_changed_at, created_at) AT TIME ZONE 'UTC')::date, stage, count(*)::int,
              sum(coalesce(estimated_value, 0))::bigint
       FROM form_conversions WHERE lead_decided(form_type, status, spam_at, stage) GROUP BY 1, 2
       EXCEPT
       SELECT day, stage, count, value FROM lead_decision_days)`,
    db.$queryRaw<unknown[]>`
      SELECT session_id FROM visitor_sessions s
      WHERE last_conversion_at IS DISTINCT FROM (
        SELECT max(created_at) FROM form_conversions f
        WHERE f.session_id = s.session_id AND f.status IN ('completed', 'processed'))`,
    db.$queryRaw<{ name: string; difference: bigint }[]>`
      SELECT 'activities' AS name,
             coalesce((SELECT value FROM counters WHERE name = 'activities'), 0) - (SELECT count(*) FROM activities) AS difference
      UNION ALL
      SELECT 'activities.unread',
             coalesce((SELECT value FROM counters WHERE name = 'activities.unread'), 0)
             - (SELECT count(*) FROM activities WHERE NOT read)
      UNION ALL
      SELECT 'visitor_sessions',
             coalesce((SELECT value FROM counters WHERE name = 'visitor_sessions'), 0)
             - (SELECT count(*) FROM visitor_sessions)`,
  ]);
  return {
    totals,
    days,
    decisions,
    sessions,
    counters: counters.filter((counter) => Number(counter.difference) !== 0),
  };
}

const NONE = { totals: [], days: [], decisions: [], sessions: [], counters: [] };

let editor: SessionUser;
beforeAll(async () => {
  editor = await createTestUser("editor");
});

describe("the totals PostgreSQL keeps", () => {
  it("equal the counts after the app's writes: forms sent, moved, valued, assigned, marked spam, processed, deleted", async () => {
    await recordVisit({ sessionId: session(1), page: "/", referrer: null, country: "CI", city: "Abidjan" });
    const created = [];
    for (const [index, formType] of (["contact", "project", "quote", "newsletter"] as const).entries())
      created.push(
        await db.formConversion.create({
          data: {
            formType,
            status: index === 3 ? "started" : "completed",
            sessionId: session(index < 2 ? 1 : 2),
            utmSource: index === 0 ? "Facebook" : null,
            referrer: index === 1 ? "https://www.google.com/search" : null,
            estimatedValue: index === 1 ? 1_000_000 : null,
            createdAt: new Date(Date.now() - index * 40 * DAY_MS),
          },
        }),
      );
    expect(await differences()).toEqual(NONE);

    const [contact, project, quote, newsletter] = created;
    await moveLeadStage(project!.id, { stage: "won" }, editor.id);
    await setLeadValue(project!.id, 2_500_000, editor.id);
    await assignLead(contact!.id, editor.id, editor.id);
    await moveLeadStage(contact!.id, { stage: "lost", lostReason: "Budget insuffisant" }, editor.id);
    await setLeadSpam(quote!.id, true, editor.id);
    await markMessageProcessed(contact!.id, editor.id);
    await db.formConversion.update({ where: { id: newsletter!.id }, data: { status: "completed" } });
    // A visit reported after the forms of its session: it starts with their date.
    await recordVisit({ sessionId: session(2), page: "/contact", referrer: null, country: null, city: null });
    expect(await differences()).toEqual(NONE);

    await deleteMessage(project!.id, editor.id);
    expect(await differences()).toEqual(NONE);
  });

  it("equal the counts after statements of many rows, and after a truncation", async () => {
    await db.$executeRaw`
      INSERT INTO form_conversions (form_type, status, stage, estimated_value, session_id, created_at, updated_at)
      SELECT (ARRAY['contact', 'project', 'quote']::"FormType"[])[1 + g % 3], 'completed', 'new', g * 1000,
             ('00000000-0000-4000-8000-' || lpad((g % 7)::text, 12, '0'))::uuid, now() - g * interval '1 day', now()
      FROM generate_series(1, 300) g`;
    await db.$executeRaw`UPDATE form_conversions SET stage = 'won', stage_changed_at = now() WHERE id % 3 = 0`;
    await db.$executeRaw`UPDATE form_conversions SET status = 'processed', owner_id = ${editor.id} WHERE id % 5 = 0`;
    await db.$executeRaw`UPDATE form_conversions SET mail_attempts = mail_attempts + 1`;
    await db.$executeRaw`DELETE FROM form_conversions WHERE id % 7 = 0`;
    for (let n = 0; n < 5; n++) await recordActivity({ type: "message", title: `Activité ${n}` });
    await markAllActivitiesRead();
    await recordActivity({ type: "message", title: "Non lue" });
    expect(await differences()).toEqual(NONE);

    await db.$executeRaw`TRUNCATE form_conversions CASCADE`;
    await db.$executeRaw`TRUNCATE activities`;
    expect(await differences()).toEqual(NONE);
    expect(await db.formConversionTotal.count()).toBe(0);
  });
});
