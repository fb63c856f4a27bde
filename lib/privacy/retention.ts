import "server-only";
import { recordActivity } from "@/lib/activities";
import { withBackupLock } from "@/lib/backup-lock";
import { db } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { anonymiseSpam } from "@/lib/privacy";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";
import { findRetentionSettings } from "@/lib/settings/retention";

// The retention settings applied (issue 44, 'Conservation des données personnelles'), once a day by one instance:
// raw page views and the visitor days they made are deleted (the daily rollups and visitor_sessions, which the
// dashboard reads, are kept); requests marked as spam are anonymised, not deleted (the funnel counts every form sent:
// README, 'Deliberate differences (personal data)'); back-office sign-in records (ended sessions, failed sign-ins)
// are deleted. Unconfirmed newsletter subscriptions are the maintenance sweep's (lib/newsletter), every 5 minutes.

/** Rows deleted or anonymised per statement: short locks, bounded memory, whatever the backlog. */
export const RETENTION_BATCH = 5_000;
const DAY_MS = 86_400_000;

/** What a run did, counted (the history records these counts, never a row's content). */
export interface RetentionReport {
  visits: number;
  visitorDays: number;
  spam: number;
  sessions: number;
  failedSignIns: number;
}

export function retentionSummary(report: RetentionReport): string {
  return [
    `${report.visits} page(s) vue(s) et ${report.visitorDays} jour(s) de visite supprimés`,
    `${report.spam} spam(s) anonymisé(s)`,
    `${report.sessions} session(s) et ${report.failedSignIns} échec(s) de connexion au back-office supprimés`,
  ].join(", ");
}

/** Runs `statement` (one batch, answering how many rows it touched) until a batch is not full; answers the total. */
async function inBatches(statement: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await statement();
    total += count;
    if (count < RETENTION_BATCH) return total;
  }
}

/**
 * Applies the retention settings as of `now` and records what it did in the history (when it did anything). Safe to
 * run again: what is gone or anonymised is not found twice. Callers hold the backups' lock (runDailyRetention).
 */
export async function applyRetention(now = new Date()): Promise<RetentionReport> {
  const settings = await findRetentionSettings();
  const months = settings.visitRetentionMonths;
  const [cutoff] = await db.$queryRaw<{ at: Date }[]>`
    SELECT ${now}::timestamptz - make_interval(months => ${months}) AS at`;
  const visitsBefore = cutoff!.at;
  const spamBefore = new Date(now.getTime() - settings.spamRetentionDays * DAY_MS);
  const signInsBefore = new Date(now.getTime() - settings.signInRetentionDays * DAY_MS);

  const visits = await inBatches(
    () => db.$executeRaw`
      DELETE FROM visits WHERE id IN (
        SELECT id FROM visits WHERE created_at < ${visitsBefore} ORDER BY id LIMIT ${RETENTION_BATCH})`,
  );
  // The days wholly before the cutoff: every visit they counted is gone.
  const visitorDays = await inBatches(
    () => db.$executeRaw`
      DELETE FROM visitor_days WHERE (day, session_id) IN (
        SELECT day, session_id FROM visitor_days
        WHERE day < (${visitsBefore}::timestamptz AT TIME ZONE 'Africa/Abidjan')::date LIMIT ${RETENTION_BATCH})`,
  );
  // Spam not anonymised yet: a personal field left (the data beyond project type, budget and timeframe included).
  const spam = await inBatches(() =>
    db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM form_conversions
          WHERE spam_at < ${spamBefore}
            AND (user_email IS NOT NULL OR search_text <> '' OR city IS NOT NULL OR lost_reason IS NOT NULL
              OR mail_error IS NOT NULL
              OR (data IS NOT NULL AND (jsonb_typeof(data) <> 'object'
                OR data - 'projectType' - 'budget' - 'timeframe' <> '{}'::jsonb)))
          ORDER BY id LIMIT ${RETENTION_BATCH}
          FOR UPDATE`;
        return anonymiseSpam(
          tx,
          rows.map((row) => row.id),
        );
      },
      { timeout: 120_000 },
    ),
  );
  // A session lasts 12 hours at most: one opened before the cutoff has ended; the check says so anyway.
  const sessions = await inBatches(
    () => db.$executeRaw`
      DELETE FROM sessions WHERE id IN (
        SELECT id FROM sessions WHERE created_at < ${signInsBefore} AND expires_at < ${now} LIMIT ${RETENTION_BATCH})`,
  );
  const failedSignIns = await inBatches(
    () => db.$executeRaw`
      DELETE FROM login_failures WHERE id IN (
        SELECT id FROM login_failures WHERE created_at < ${signInsBefore} LIMIT ${RETENTION_BATCH})`,
  );

  const report = { visits, visitorDays, spam, sessions, failedSignIns };
  if (Object.values(report).some((count) => count > 0))
    await recordActivity({
      type: "privacy",
      title: "Durées de conservation appliquées",
      description: `Purge quotidienne : ${retentionSummary(report)}.`,
    });
  return report;
}

/** Midnight (UTC, Abidjan's time) of `now`'s day. */
const dayStart = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

/**
 * The daily run (lib/maintenance.ts looks every hour): under the backups' advisory lock, so that one instance at a
 * time applies it and never during a backup; skipped when another holds the lock ('busy', tried again at the next
 * look) or when today's run is done ('done'). Answers the report when it ran.
 */
export async function runDailyRetention(
  now = new Date(),
  databaseUrl = serverEnv().DATABASE_URL,
): Promise<RetentionReport | "done" | "busy"> {
  const outcome = await withBackupLock(databaseUrl, false, async () => {
    const row = await db.siteSettings.findUnique({ where: { id: 1 }, select: { retentionAppliedAt: true } });
    if (row?.retentionAppliedAt && row.retentionAppliedAt >= dayStart(now)) return "done" as const;
    const report = await applyRetention(now);
    await db.siteSettings.upsert({
      where: { id: 1 },
      create: { id: 1, ...DEFAULT_SITE_SETTINGS, retentionAppliedAt: now },
      update: { retentionAppliedAt: now },
    });
    return report;
  });
  return outcome ?? "busy";
}
