import "server-only";
import {
  deliverPendingNotifications,
  giveUpStaleNotifications,
  markUnconfirmedNotifications,
  sweepAbandonedForms,
} from "@/lib/messages";
import { SCHEDULED_PUBLISHING_EVERY_MS } from "@/lib/scheduling";

const SWEEP_EVERY_MS = 5 * 60_000;
/**
 * The notification queue is looked at this often: notifications left by an outage of the database or of the mail
 * server go out within this delay of its end (one indexed query when there is nothing to send).
 */
export const NOTIFICATION_QUEUE_EVERY_MS = 10_000;

/** Runs `task` every `everyMs`, never twice at once, logging a failure once until the task succeeds again. */
function every(name: string, everyMs: number, task: () => Promise<unknown>) {
  let busy = false;
  let failing = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      await task();
      if (failing) console.info(`✓ ${name} works again.`);
      failing = false;
    } catch (error) {
      if (!failing) console.error(`✖ ${name} failed (retried every ${everyMs / 1000} s):`, errorText(error));
      failing = true;
    } finally {
      busy = false;
    }
  };
  setInterval(run, everyMs).unref();
}

function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Asks this process's own server to publish what is due (app/api/scheduled-publishing): revalidateTag works only
 * inside a request, so a timer cannot expire the public pages itself. Several instances may ask at once: the
 * publishing statement lets exactly one of them publish each item.
 */
async function requestScheduledPublishing() {
  const host = !process.env.HOSTNAME || process.env.HOSTNAME === "0.0.0.0" ? "127.0.0.1" : process.env.HOSTNAME;
  const response = await fetch(`http://${host}:${Number(process.env.PORT || 3000)}/api/scheduled-publishing`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
    signal: AbortSignal.timeout(SCHEDULED_PUBLISHING_EVERY_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/**
 * Background upkeep of each server process: the agency's notifications (queued ones sent, unconfirmed ones marked
 * 'unknown', stale ones given up), scheduled articles and projects published at their time, and forms started and left without a pagehide beacon become abandoned.
 * Every task is safe with several instances: claims and updates are atomic in PostgreSQL.
 */
export function startMaintenance(): void {
  every("The notification queue", NOTIFICATION_QUEUE_EVERY_MS, async () => {
    await markUnconfirmedNotifications();
    await deliverPendingNotifications();
  });
  every("Scheduled publishing", SCHEDULED_PUBLISHING_EVERY_MS, requestScheduledPublishing);
  every("The maintenance sweep", SWEEP_EVERY_MS, async () => {
    await sweepAbandonedForms();
    await giveUpStaleNotifications();
  });
  // Notifications left by a restart go out now rather than at the first tick.
  setTimeout(() => void deliverPendingNotifications().catch(() => {}), 1_000).unref();
}
