import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { db } from "@/lib/db";
import { MailError, sendMail } from "@/lib/mail";
import { type CampaignMail, composeCampaignMail, personalMail } from "@/lib/newsletter/campaigns";
import { listUnsubscribeHeaders } from "@/lib/newsletter/mails";
import { findSiteSettings } from "@/lib/settings";
import type { Actor } from "@/lib/users";

// Sending a campaign, exactly once per confirmed subscriber whatever the number of instances (as listmonk does it,
// on PostgreSQL):
//
// - Starting freezes the mail and lists the subscribers confirmed at that moment, in one transaction: one
//   INSERT … SELECT … ON CONFLICT DO NOTHING, so that a second start (another instance, a retry) adds no one twice.
// - Every instance's maintenance loop runs a sender. A sender claims a batch of recipient rows (FOR UPDATE SKIP
//   LOCKED: two senders never claim one row) with a lease of LEASE_MS, under the campaign row's lock, where it also
//   takes its share of the sending rate: a fixed one-minute window counted on the campaign row, shared by every
//   instance.
// - Each row is marked sent as soon as the mail server accepts its mail. A sender that dies mid-batch leaves rows
//   'sending'; once their lease is over another sender takes them again: the one mail in flight at the crash may be
//   sent twice, no other.
// - The mail server unreachable or answering 4xx: the row goes back to pending, tried again after RETRY_FIRST_MS
//   doubling up to RETRY_MAX_MS, and the sender stops its pass (the server is not hammered). A 5xx refuses the row
//   for good ('failed'), and an address refused BOUNCE_AFTER_HARD_FAILURES times in a row (across campaigns) becomes
//   'bounced': it is never mailed again.
// - A subscriber who unsubscribed (or bounced) after the start is skipped.

/** How long a claimed row is a sender's own: past it, another sender may send it again. */
export const LEASE_MS = 5 * 60_000;
/** The first retry after a temporary failure; each next one waits twice as long, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 15 * 60_000;
/** Hard refusals (5xx) in a row after which an address is 'bounced'. */
export const BOUNCE_AFTER_HARD_FAILURES = 3;
/** Rows a sender claims at once, and mails it sends at once (each holds an SMTP connection of the pool). */
export const CLAIM_BATCH = 20;
export const SEND_CONCURRENCY = 5;
/** How often each instance's maintenance loop runs the sender (lib/maintenance.ts). */
export const CAMPAIGN_SENDING_EVERY_MS = 10_000;

const WINDOW_MS = 60_000;

/** The delay before the next try of a row whose `attempts`-th try failed for a while. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/** A campaign's rate window as stored on its row. */
export interface RateWindow {
  start: Date | null;
  count: number;
}

/**
 * The mails a sender may send now out of `want`, `ratePerMinute` being shared by every sender through the window
 * stored on the campaign row (read and written under its lock). Windows are fixed minutes: at `now` the window is
 * the minute that holds it; a stored window of another minute is over, and counts again from zero. A stored window
 * later than `now` (another instance's clock is ahead) is kept as it is, so that clock skew never resets it.
 */
export function grantFromWindow(
  stored: RateWindow,
  ratePerMinute: number,
  want: number,
  now: Date,
): { granted: number; window: { start: Date; count: number } } {
  const minute = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const window =
    stored.start && stored.start.getTime() >= minute.getTime()
      ? { start: stored.start, count: stored.count }
      : { start: minute, count: 0 };
  const granted = Math.max(0, Math.min(want, ratePerMinute - window.count));
  return { granted, window };
}

/**
 * 'Envoyer maintenant' (and the scheduler at a scheduled campaign's time): freezes the mail and lists every confirmed
 * subscriber as a recipient, in one transaction under the campaign row's lock. `expected` says which statuses may
 * start (the scheduler starts only a campaign still scheduled). Throws 404/409 otherwise.
 */
export async function startCampaign(
  id: number,
  actor: Actor | null,
  { now = new Date(), expected = ["draft", "scheduled"] }: { now?: Date; expected?: string[] } = {},
): Promise<{ id: number; recipients: number }> {
  const { companyName } = await findSiteSettings();
  return db.$transaction(
    async (tx) => {
      const [row] = await tx.$queryRaw<{ status: string }[]>`
        SELECT status::text FROM newsletter_campaigns WHERE id = ${id} FOR UPDATE`;
      if (!row) throw ApiError.notFound("Campagne introuvable.");
      if (!expected.includes(row.status))
        throw ApiError.conflict("Cette campagne est déjà partie ou annulée : elle ne peut pas être envoyée.");
      const campaign = await tx.newsletterCampaign.findUniqueOrThrow({
        where: { id },
        select: { title: true, intro: true, kind: true, articleIds: true, content: true },
      });
      const mail = await composeCampaignMail(campaign, companyName, tx);
      const recipients = await tx.$executeRaw`
        INSERT INTO newsletter_campaign_recipients (campaign_id, subscriber_id)
        SELECT ${id}, id FROM newsletter_subscribers WHERE status = 'confirmed'
        ON CONFLICT (campaign_id, subscriber_id) DO NOTHING`;
      await tx.newsletterCampaign.update({
        where: { id },
        data: {
          status: "sending",
          startedAt: now,
          mailHtml: mail.html,
          mailText: mail.text,
          recipientCount: recipients,
        },
      });
      await recordActivity(
        {
          type: "newsletter",
          title: `Campagne envoyée : ${campaign.title}`,
          description: `${recipients} destinataire(s)${actor ? `, envoi lancé par ${actor.username}` : ", envoi programmé"}.`,
          targetId: id,
          actorId: actor?.id ?? null,
        },
        tx,
      );
      return { id, recipients };
    },
    { timeout: 60_000 },
  );
}

/** Starts the scheduled campaigns whose time has come (each once, whatever the number of instances asking). */
export async function startDueCampaigns(now = new Date()): Promise<number[]> {
  const due = await db.newsletterCampaign.findMany({
    where: { status: "scheduled", scheduledAt: { lte: now } },
    orderBy: { scheduledAt: "asc" },
    select: { id: true },
  });
  const started: number[] = [];
  for (const { id } of due) {
    try {
      await startCampaign(id, null, { now, expected: ["scheduled"] });
      started.push(id);
    } catch (error) {
      // Another instance started it (or someone cancelled it) in between.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  }
  return started;
}

interface ClaimedRecipient {
  id: number;
  subscriberId: number;
  email: string;
  attempts: number;
}

/**
 * Claims up to `want` due rows of a campaign being sent, within what the rate window still grants, in one
 * transaction under the campaign row's lock. Rows whose subscriber is no longer confirmed are marked 'skipped'
 * there and take nothing from the rate.
 */
async function claimBatch(
  campaignId: number,
  want: number,
  ratePerMinute: number,
  now: Date,
): Promise<{ claimed: ClaimedRecipient[]; skipped: number }> {
  return db.$transaction(async (tx) => {
    const [campaign] = await tx.$queryRaw<{ status: string; start: Date | null; count: number }[]>`
      SELECT status::text, rate_window_start AS start, rate_window_count AS count
      FROM newsletter_campaigns WHERE id = ${campaignId} FOR UPDATE`;
    if (campaign?.status !== "sending") return { claimed: [], skipped: 0 };
    const { granted, window } = grantFromWindow(campaign, ratePerMinute, want, now);
    if (granted === 0) return { claimed: [], skipped: 0 };
    const rows = await tx.$queryRaw<(ClaimedRecipient & { subscriberStatus: string })[]>`
      WITH due AS (
        SELECT id FROM newsletter_campaign_recipients
        WHERE campaign_id = ${campaignId}
          AND ((status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ${now}))
            OR (status = 'sending' AND lease_until <= ${now}))
        ORDER BY id
        LIMIT ${granted}
        FOR UPDATE SKIP LOCKED)
      UPDATE newsletter_campaign_recipients AS r
      SET status = 'sending', lease_until = ${new Date(now.getTime() + LEASE_MS)}, attempts = r.attempts + 1
      FROM due, newsletter_subscribers AS s
      WHERE r.id = due.id AND s.id = r.subscriber_id
      RETURNING r.id, r.subscriber_id AS "subscriberId", s.email, r.attempts, s.status::text AS "subscriberStatus"`;
    const gone = rows.filter((row) => row.subscriberStatus !== "confirmed").map((row) => row.id);
    if (gone.length > 0)
      await tx.newsletterCampaignRecipient.updateMany({
        where: { id: { in: gone } },
        data: { status: "skipped", leaseUntil: null },
      });
    const claimed = rows.filter((row) => row.subscriberStatus === "confirmed").sort((a, b) => a.id - b.id);
    if (claimed.length > 0)
      await tx.newsletterCampaign.update({
        where: { id: campaignId },
        data: { rateWindowStart: window.start, rateWindowCount: window.count + claimed.length },
      });
    return { claimed, skipped: gone.length };
  });
}

function errorText(error: unknown): string {
  return String(error instanceof Error ? error.message : error).slice(0, 1000);
}

async function markSent(row: ClaimedRecipient): Promise<void> {
  // The address works: its count of hard refusals starts again.
  await db.$executeRaw`
    WITH sent AS (
      UPDATE newsletter_campaign_recipients
      SET status = 'sent', sent_at = now(), lease_until = NULL, next_attempt_at = NULL, last_error = NULL
      WHERE id = ${row.id} AND status = 'sending'
      RETURNING subscriber_id)
    UPDATE newsletter_subscribers SET hard_failures = 0
    FROM sent WHERE newsletter_subscribers.id = sent.subscriber_id AND hard_failures > 0`;
}

async function markRetry(row: ClaimedRecipient, error: unknown, now: Date): Promise<void> {
  await db.newsletterCampaignRecipient.updateMany({
    where: { id: row.id, status: "sending" },
    data: {
      status: "pending",
      leaseUntil: null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      lastError: errorText(error),
    },
  });
}

/** A 5xx: the row failed for good; the address bounces at its BOUNCE_AFTER_HARD_FAILURES-th refusal in a row. */
async function markFailed(row: ClaimedRecipient, error: unknown): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.newsletterCampaignRecipient.updateMany({
      where: { id: row.id, status: "sending" },
      data: { status: "failed", leaseUntil: null, lastError: errorText(error) },
    });
    if (count === 0) return;
    await tx.$executeRaw`
      UPDATE newsletter_subscribers
      SET hard_failures = hard_failures + 1,
        status = CASE WHEN hard_failures + 1 >= ${BOUNCE_AFTER_HARD_FAILURES} AND status = 'confirmed'
          THEN 'bounced'::"SubscriberStatus" ELSE status END,
        bounced_at = CASE WHEN hard_failures + 1 >= ${BOUNCE_AFTER_HARD_FAILURES} AND status = 'confirmed'
          THEN now() ELSE bounced_at END
      WHERE id = ${row.subscriberId}`;
  });
}

/** Rows claimed but not tried (the pass stopped): back to pending at once, the claim's attempt not counted. */
async function release(rows: ClaimedRecipient[]): Promise<void> {
  if (rows.length === 0) return;
  await db.$executeRaw`
    UPDATE newsletter_campaign_recipients
    SET status = 'pending', lease_until = NULL, attempts = GREATEST(attempts - 1, 0)
    WHERE id = ANY(${rows.map((row) => row.id)}::int[]) AND status = 'sending'`;
}

export interface SendingReport {
  sent: number;
  /** Refused for good (5xx). */
  failed: number;
  /** Back to pending after a temporary failure. */
  retried: number;
  skipped: number;
}

/** Sends a claimed batch, SEND_CONCURRENCY at a time; false when the mail server failed for a while (stop the pass). */
async function sendBatch(
  mail: CampaignMail,
  batch: ClaimedRecipient[],
  now: Date,
  report: SendingReport,
): Promise<boolean> {
  const queue = [...batch];
  let serverDown = false;
  const worker = async () => {
    while (!serverDown) {
      // Taken only once the server is known to work: a row left in the queue is released below.
      const row = queue.shift();
      if (!row) return;
      const personal = personalMail(mail, row.subscriberId);
      try {
        await sendMail({
          to: row.email,
          subject: personal.subject,
          html: personal.html,
          text: personal.text,
          headers: listUnsubscribeHeaders(row.subscriberId),
        });
      } catch (error) {
        if (error instanceof MailError && error.permanent) {
          await markFailed(row, error);
          report.failed += 1;
        } else {
          serverDown = true;
          await markRetry(row, error, now);
          report.retried += 1;
        }
        continue;
      }
      await markSent(row);
      report.sent += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, batch.length) }, worker));
  await release(queue);
  return !serverDown;
}

/** Campaigns being sent that have no row left to send become 'sent', with their final counts. */
async function finishCampaigns(now: Date): Promise<number> {
  return db.$executeRaw`
    UPDATE newsletter_campaigns AS c
    SET status = 'sent', finished_at = ${now}, updated_at = now(),
      sent_count = (SELECT count(*) FROM newsletter_campaign_recipients WHERE campaign_id = c.id AND status = 'sent'),
      failed_count = (SELECT count(*) FROM newsletter_campaign_recipients WHERE campaign_id = c.id AND status = 'failed')
    WHERE c.status = 'sending' AND NOT EXISTS (
      SELECT 1 FROM newsletter_campaign_recipients
      WHERE campaign_id = c.id AND status IN ('pending', 'sending'))`;
}

/**
 * One pass of a sender: every campaign being sent, batch after batch, while the rate window grants mails and rows
 * are due; then the campaigns with nothing left are marked sent. `now` is the sender's clock (tests drive it); the
 * rate is the 'Newsletter' setting, read once per pass. Safe to run in every instance at once.
 */
export async function sendCampaignMails({ now }: { now?: Date } = {}): Promise<SendingReport> {
  const clock = () => now ?? new Date();
  const report: SendingReport = { sent: 0, failed: 0, retried: 0, skipped: 0 };
  const { newsletterMailsPerMinute } = await findSiteSettings();
  const campaigns = await db.newsletterCampaign.findMany({
    where: { status: "sending" },
    orderBy: { id: "asc" },
    select: { id: true, title: true, mailHtml: true, mailText: true },
  });
  passes: for (const campaign of campaigns) {
    if (campaign.mailHtml === null || campaign.mailText === null) continue;
    const mail = { subject: campaign.title, html: campaign.mailHtml, text: campaign.mailText };
    for (;;) {
      const at = clock();
      const { claimed, skipped } = await claimBatch(campaign.id, CLAIM_BATCH, newsletterMailsPerMinute, at);
      report.skipped += skipped;
      if (claimed.length === 0) {
        if (skipped > 0) continue;
        break;
      }
      if (!(await sendBatch(mail, claimed, at, report))) break passes;
    }
  }
  await finishCampaigns(clock());
  return report;
}

/** What every instance's maintenance loop runs: the scheduled campaigns due are started, then a sender's pass. */
export async function runCampaignSending(): Promise<SendingReport> {
  await startDueCampaigns();
  return sendCampaignMails();
}
