import "server-only";
import { retryAgencyNotifications, sweepAbandonedForms } from "@/lib/messages";

const EVERY_MS = 5 * 60_000;

/**
 * Background upkeep of each server process, every 5 minutes: forms started and left without a pagehide beacon
 * become abandoned, and agency notifications a mail outage left pending or failed are tried again.
 * Both are idempotent, so several instances may run them.
 */
export function startMaintenance(): void {
  const run = async () => {
    try {
      await sweepAbandonedForms();
      await retryAgencyNotifications();
    } catch (error) {
      console.error("Maintenance failed:", error instanceof Error ? error.message : error);
    }
  };
  setInterval(run, EVERY_MS).unref();
}
