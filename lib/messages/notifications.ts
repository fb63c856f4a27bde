import "server-only";
import { randomUUID } from "node:crypto";
import { afterResponse } from "@/lib/after-response";
import { db, Prisma } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import type { FormType } from "@/lib/generated/prisma/enums";
import { sendMail } from "@/lib/mail";
import { composeAgencyNotification } from "@/lib/messages/notification";
import { type MailDeliveryHealth, NOTIFICATION_GIVE_UP_HOURS, notificationRetryDelayMs } from "@/lib/messages/rules";
import { trackBackgroundWork } from "@/lib/production-server";
import { findSiteSettings } from "@/lib/settings";

// The agency's notification of each visitor's request is a queue in form_conversions (mail_status):
//
//   pending ──claim──▶ sending ──sent──▶ sent
//      ▲                  │ └─the send failed──▶ pending (mail_error, mail_next_attempt_at)
//      └──────────────────┘
//   sending, never confirmed ──(claim older than NOTIFICATION_CLAIM_TIMEOUT_MS)──▶ unknown
//   pending for longer than NOTIFICATION_GIVE_UP_HOURS ──▶ failed
//
// A notification is claimed (one UPDATE … RETURNING with a claim token) before it is sent, and its outcome is
// recorded after, under that token. When the outcome cannot be recorded (the database failed right after the
// send) the row stays 'sending' and no one sends it again: it turns 'unknown' for a person to check. So a mail is
// sent at most once; the worst case is one mail whose fate is unknown, never two. The request itself is never
// lost: it is stored before any mail, and the inbox shows it whatever the mail did.

/** Notifications one process sends at once (each holds an SMTP connection of the pool, not a database one). */
export const NOTIFICATION_CONCURRENCY = 5;
/** How long a sent notification's outcome is retried when the database cannot record it. */
export const RECORD_OUTCOME_FOR_MS = 60_000;
/** A claim older than this was never confirmed: the send takes 40 s at most, the recording of its outcome 60 s. */
export const NOTIFICATION_CLAIM_TIMEOUT_MS = 10 * 60_000;

export interface DeliveryReport {
  sent: number;
  failed: number;
  /** Sent, but the outcome could not be recorded: left 'sending' (then 'unknown'), never sent again. */
  unrecorded: number;
}

interface ClaimedNotification {
  id: number;
  formType: FormType;
  email: string | null;
  pageSource: string | null;
  data: Prisma.JsonValue;
  mailAttempts: number;
  token: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often, and how far apart, a claim that found every due row locked is tried again (claimNextNotification). */
const LOCKED_CLAIM_RETRIES = 10;
const LOCKED_CLAIM_RETRY_MS = 50;

/**
 * Claims the oldest notification that is due, or none. Concurrent claimers (processes, workers) skip each other's
 * rows (SKIP LOCKED); but SKIP LOCKED also skips a row that any other write holds for an instant, such as the
 * visitor's receipt being claimed on the same row right after the same submission (receipts.ts). Finding nothing
 * while a due row is still pending is such an instant: the claim is tried again for a moment rather than leaving
 * the notification to the next tick of the queue (seen: a notification 10 s late under load).
 */
async function claimNextNotification(): Promise<ClaimedNotification | null> {
  for (let retry = 0; ; retry += 1) {
    const claim = await claimDueRow();
    if (claim || retry === LOCKED_CLAIM_RETRIES || !(await dueNotificationPending())) return claim;
    await sleep(LOCKED_CLAIM_RETRY_MS);
  }
}

/** The notifications that are due: waiting, and past their next attempt if a send failed. */
const DUE_NOTIFICATION = Prisma.sql`
  mail_status = 'pending' AND (mail_next_attempt_at IS NULL OR mail_next_attempt_at <= now())`;

/** Whether a notification is due and still pending, as committed (a plain read: it waits on no lock). */
async function dueNotificationPending(): Promise<boolean> {
  const [row] = await db.$queryRaw<{ pending: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM form_conversions
      WHERE ${DUE_NOTIFICATION}
    ) AS pending`;
  return row?.pending ?? false;
}

/** One claim of the oldest due row that nothing else holds locked, or none. */
async function claimDueRow(): Promise<ClaimedNotification | null> {
  const token = randomUUID();
  const rows = await db.$queryRaw<Omit<ClaimedNotification, "token">[]>`
    UPDATE form_conversions
    SET mail_status = 'sending', mail_claim_token = ${token}::uuid, mail_claimed_at = now()
    WHERE id = (
      SELECT id FROM form_conversions
      WHERE ${DUE_NOTIFICATION}
      ORDER BY id
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    AND mail_status = 'pending'
    RETURNING id, form_type AS "formType", user_email AS email, page_source AS "pageSource", data,
      mail_attempts AS "mailAttempts"`;
  return rows[0] ? { ...rows[0], token } : null;
}

/**
 * Records the outcome of a claimed notification, under its claim. The database may be failing at that very moment:
 * it is tried again for `recordForMs`; past that the row stays 'sending' (and turns 'unknown').
 */
async function recordOutcome(
  claim: ClaimedNotification,
  data: Prisma.FormConversionUpdateManyMutationInput,
  recordForMs: number,
): Promise<boolean> {
  const deadline = Date.now() + recordForMs;
  for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      await db.formConversion.updateMany({ where: { id: claim.id, mailClaimToken: claim.token }, data });
      return true;
    } catch (error) {
      if (Date.now() + wait > deadline) {
        console.error(
          `✖ The notification of message ${claim.id} could not be recorded (${errorText(error)}). It stays claimed ` +
            "and will be marked 'unknown' for someone to check; it is not sent again.",
        );
        return false;
      }
      await sleep(wait);
    }
  }
}

function errorText(error: unknown): string {
  return String(error instanceof Error ? error.message : error).slice(0, 1000);
}

/** Whether this process saw the mail server fail and has not seen it work since (for logging the change once). */
let failingSince: Date | null = null;

async function sendClaimed(claim: ClaimedNotification, to: string, recordForMs: number): Promise<keyof DeliveryReport> {
  const attempt = claim.mailAttempts + 1;
  try {
    await sendMail(composeAgencyNotification(claim, to));
  } catch (error) {
    const delay = notificationRetryDelayMs(attempt);
    console.error(
      `✖ The notification of message ${claim.id} failed (attempt ${attempt}; next in ${Math.round(delay / 1000)} s): ${errorText(error)}`,
    );
    failingSince ??= new Date();
    await recordOutcome(
      claim,
      {
        mailStatus: "pending",
        mailError: errorText(error),
        mailAttempts: attempt,
        mailClaimToken: null,
        mailNextAttemptAt: new Date(Date.now() + delay),
      },
      recordForMs,
    );
    return "failed";
  }
  if (failingSince) {
    console.info(`✓ The mail server accepts notifications again (failing since ${failingSince.toISOString()}).`);
    failingSince = null;
  }
  const recorded = await recordOutcome(
    claim,
    {
      mailStatus: "sent",
      mailSentAt: new Date(),
      mailError: null,
      mailAttempts: attempt,
      mailClaimToken: null,
      mailNextAttemptAt: null,
    },
    recordForMs,
  );
  return recorded ? "sent" : "unrecorded";
}

/**
 * One pass over the due notifications, each worker claiming one at a time (so a crash leaves at most
 * NOTIFICATION_CONCURRENCY unconfirmed). One worker starts; the others join once a mail went out, so that a failing
 * mail server is tried once per pass, not once per worker or per waiting notification. The first failure ends the
 * pass, and a database that could not record an outcome gets no new claims.
 */
async function deliveryPass(recordForMs: number): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, unrecorded: 0 };
  const to = serverEnv().AGENCY_INBOX ?? (await findSiteSettings()).email;
  let stop = false;
  let failure: unknown;
  const workers: Promise<void>[] = [];
  // Each worker's failure is caught as it is started: one that fails while an earlier one is still awaited would
  // otherwise be an unhandled rejection (which ends a Node process).
  const start = () =>
    workers.push(
      worker().catch((error: unknown) => {
        failure ??= error;
        stop = true;
      }),
    );
  const worker = async () => {
    while (!stop) {
      const claim = await claimNextNotification();
      if (!claim) return;
      const outcome = await sendClaimed(claim, to, recordForMs);
      report[outcome] += 1;
      if (outcome !== "sent") stop = true;
      else while (workers.length < NOTIFICATION_CONCURRENCY) start();
    }
  };
  start();
  // Workers join while others run, so the list grows as it is awaited.
  for (let index = 0; index < workers.length; index += 1) await workers[index];
  if (failure) throw failure;
  return report;
}

/**
 * Once a mail went out, the notifications waiting after failures are due at once: the mail server works again,
 * so the backlog drains now rather than at each one's next attempt.
 */
async function makeDeferredNotificationsDue(): Promise<number> {
  const { count } = await db.formConversion.updateMany({
    where: { mailStatus: "pending", mailNextAttemptAt: { gt: new Date() } },
    data: { mailNextAttemptAt: null },
  });
  return count;
}

let running: Promise<DeliveryReport> | null = null;
let again = false;

/**
 * Sends every notification that is due, with a few at once, until none is left; called after each submission
 * and every few seconds by lib/maintenance.ts. A call while a delivery runs joins it (and makes it look again).
 * Rejects when the database cannot be reached (nothing is lost: the next call starts over).
 */
export function deliverPendingNotifications(options: { recordForMs?: number } = {}): Promise<DeliveryReport> {
  if (running) {
    again = true;
    return running;
  }
  const recordForMs = options.recordForMs ?? RECORD_OUTCOME_FOR_MS;
  running = (async () => {
    const total: DeliveryReport = { sent: 0, failed: 0, unrecorded: 0 };
    try {
      do {
        again = false;
        const report = await deliveryPass(recordForMs);
        total.sent += report.sent;
        total.failed += report.failed;
        total.unrecorded += report.unrecorded;
        if (report.sent > 0 && (await makeDeferredNotificationsDue()) > 0) again = true;
      } while (again);
      return total;
    } finally {
      running = null;
    }
  })();
  trackBackgroundWork(running);
  return running;
}

/**
 * Delivers the notifications once the response has gone (Next's `after`), so that the mail never delays the
 * visitor's answer. Outside a request (scripts, tests calling a handler directly) it starts at once.
 */
export function deliverNotificationsAfterResponse(): void {
  afterResponse("Notification delivery", deliverPendingNotifications);
}

/**
 * Claims never confirmed (the process stopped mid-send, or could not record the outcome) become 'unknown': the mail
 * may have gone out, so it is not sent again; the back office shows it for someone to check.
 */
export async function markUnconfirmedNotifications(olderThanMs = NOTIFICATION_CLAIM_TIMEOUT_MS): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    UPDATE form_conversions SET mail_status = 'unknown'
    WHERE mail_status = 'sending' AND mail_claimed_at < now() - make_interval(secs => ${olderThanMs / 1000})
    RETURNING id`;
  for (const { id } of rows) {
    console.error(
      `✖ The notification of message ${id} was claimed but never confirmed: it may or may not have been sent. ` +
        "Marked 'unknown' (shown in the back office); it is not sent again.",
    );
  }
  return rows.map((row) => row.id);
}

/** Notifications still unsent NOTIFICATION_GIVE_UP_HOURS after the request are given up ('failed'). */
export async function giveUpStaleNotifications(now = new Date()): Promise<number> {
  const { count } = await db.formConversion.updateMany({
    where: {
      mailStatus: "pending",
      createdAt: { lt: new Date(now.getTime() - NOTIFICATION_GIVE_UP_HOURS * 3_600_000) },
    },
    data: { mailStatus: "failed", mailNextAttemptAt: null },
  });
  if (count > 0)
    console.error(`✖ ${count} notification(s) still unsent after ${NOTIFICATION_GIVE_UP_HOURS} h: given up.`);
  return count;
}

/**
 * How the agency's notifications fare, for the dashboard: those waiting after a failure (and since when, by the
 * oldest request among them), those whose sending is unknown, those given up. Messages already processed are left
 * out: someone has seen them.
 */
export async function mailDeliveryHealth(): Promise<MailDeliveryHealth> {
  const unprocessed = { status: "completed" } as const;
  const [waiting, latest, uncertain, givenUp] = await Promise.all([
    db.formConversion.aggregate({
      where: { mailStatus: "pending", mailError: { not: null } },
      _count: true,
      _min: { createdAt: true },
    }),
    db.formConversion.findFirst({
      where: { mailStatus: "pending", mailError: { not: null } },
      orderBy: { mailNextAttemptAt: "desc" },
      select: { mailError: true },
    }),
    db.formConversion.count({ where: { mailStatus: "unknown", ...unprocessed } }),
    db.formConversion.count({ where: { mailStatus: "failed", ...unprocessed } }),
  ]);
  return {
    failingSince: waiting._min.createdAt?.toISOString() ?? null,
    waiting: waiting._count,
    lastError: latest?.mailError ?? null,
    uncertain,
    givenUp,
  };
}

/**
 * The notification queue as the health checks report it: how many notifications wait to be sent (pending, or being
 * sent) and since when the oldest of them was submitted. One query on the mail status's index.
 */
export async function notificationQueue(): Promise<{ waiting: number; oldestSince: Date | null }> {
  const queue = await db.formConversion.aggregate({
    where: { mailStatus: { in: ["pending", "sending"] } },
    _count: true,
    _min: { createdAt: true },
  });
  return { waiting: queue._count, oldestSince: queue._min.createdAt };
}
