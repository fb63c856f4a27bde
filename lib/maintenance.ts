import "server-only";
import {
  deliverPendingNotifications,
  giveUpStaleNotifications,
  markUnconfirmedNotifications,
  sweepAbandonedForms,
} from "@/lib/messages";
import { removeUnconfirmedSubscribers } from "@/lib/newsletter";
import { CAMPAIGN_SENDING_EVERY_MS, runCampaignSending } from "@/lib/newsletter/campaign-sending";
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
 * publishing statement lets exactly one of them publish each item. A 503 (the database could not start the
 * transaction in time: nothing was published) is asked again after its Retry-After, within the period, so that what
 * is due is published on time under load.
 */
async function requestScheduledPublishing() {
  const host = !process.env.HOSTNAME || process.env.HOSTNAME === "0.0.0.0" ? "127.0.0.1" : process.env.HOSTNAME;
  const deadline = Date.now() + SCHEDULED_PUBLISHING_EVERY_MS;
  for (;;) {
    const response = await fetch(`http://${host}:${Number(process.env.PORT || 3000)}/api/scheduled-publishing`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(Math.max(1_000, deadline - Date.now())),
    });
    await response.arrayBuffer();
    if (response.ok) return;
    const waitMs = Math.max(1, Number(response.headers.get("retry-after")) || 1) * 1000;
    if (response.status !== 503 || Date.now() + waitMs >= deadline) throw new Error(`HTTP ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

/**
 * Background upkeep of each server process: the agency's notifications (queued ones sent, unconfirmed ones marked
 * 'unknown', stale ones given up), scheduled articles and projects published at their time, forms started and left without a pagehide beacon become abandoned, newsletter campaigns started and sent, and newsletter
 * subscriptions never confirmed are removed.
 * Every task is safe with several instances: claims and updates are atomic in PostgreSQL.
 */
export function startMaintenance(): void {
  every("The notification queue", NOTIFICATION_QUEUE_EVERY_MS, async () => {
    await markUnconfirmedNotifications();
    await deliverPendingNotifications();
  });
  // Newsletter campaigns: every instance sends its share, within the rate all instances share.
  every("Newsletter campaign sending", CAMPAIGN_SENDING_EVERY_MS, runCampaignSending);
  every("Scheduled publishing", SCHEDULED_PUBLISHING_EVERY_MS, requestScheduledPublishing);
  every("The maintenance sweep", SWEEP_EVERY_MS, async () => {
    await sweepAbandonedForms();
    await giveUpStaleNotifications();
    await removeUnconfirmedSubscribers();
  });
  // Notifications left by a restart go out now rather than at the first tick.
  setTimeout(() => void deliverPendingNotifications().catch(() => {}), 1_000).unref();
}
