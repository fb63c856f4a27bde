import "server-only";
import { after } from "next/server";

/**
 * Runs `task` once the response has gone (Next's `after`), so that it never delays (or, by its duration, gives
 * away anything to) the client. Outside a request (scripts, tests calling a handler directly) there is no response
 * to wait for: it starts at once, in the background. Failures are logged with `what`.
 */
export function afterResponse(what: string, task: () => Promise<unknown>): void {
  const run = () =>
    task().then(
      () => undefined,
      (error: unknown) => console.error(`${what} failed:`, error),
    );
  try {
    after(run);
  } catch {
    void run();
  }
}
