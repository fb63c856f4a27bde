import "server-only";
import { after } from "next/server";
import { trackBackgroundWork } from "@/lib/production-server";

/**
 * Runs `task` once the response has gone (Next's `after`), so that it never delays (or, by its duration, gives
 * away anything to) the client. Outside a request (scripts, tests calling a handler directly) there is no response
 * to wait for: it starts at once, in the background. Failures are logged with `what`. A graceful stop waits for it
 * (trackBackgroundWork): a mail started just before the stop is sent, not cut off.
 */
export function afterResponse(what: string, task: () => Promise<unknown>): void {
  const run = () => {
    const work = task().then(
      () => undefined,
      (error: unknown) => console.error(`${what} failed:`, error),
    );
    trackBackgroundWork(work);
    return work;
  };
  try {
    after(run);
  } catch {
    void run();
  }
}
