// How long the server's one thread keeps callbacks waiting: Node's event-loop delay histogram, read once a second and
// kept for the last minute. A request's every step (reading its body, a query's result, writing the answer) waits for
// the thread; a delay of 100 ms is a tenth of a second added to each. GET /api/health reports it (lib/production-server.ts
// reads it from the process's global object: the route is bundled by Next.js apart from this module), and the
// admission control (server/admission.ts) is judged by it in bench:burst.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { type EventLoopSecond, publishEventLoopDelays } from "../lib/production-server";

/** The seconds kept: enough for a benchmark's burst, read after it. */
const KEPT_SECONDS = 120;
/** The histogram's sampling resolution: a delay shorter than this is not seen. */
const RESOLUTION_MS = 10;

/**
 * A sample's delay in milliseconds: the histogram records the time between two ticks of a timer that repeats every
 * RESOLUTION_MS, so an idle loop shows RESOLUTION_MS; what is beyond it is the delay.
 */
const toMs = (nanoseconds: number) => Math.max(0, Math.round(nanoseconds / 1e4) / 100 - RESOLUTION_MS);

/** Starts measuring; every second's figures are then available to GET /api/health. */
export function monitorEventLoop(): void {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const seconds: EventLoopSecond[] = [];
  publishEventLoopDelays(() => seconds);
  const timer = setInterval(() => {
    seconds.push({
      at: Date.now(),
      // The timer itself fires late by the delay it measures; a histogram with no sample (min is huge) has none.
      p50: histogram.count ? toMs(histogram.percentile(50)) : 0,
      p99: histogram.count ? toMs(histogram.percentile(99)) : 0,
      max: histogram.count ? toMs(histogram.max) : 0,
    });
    if (seconds.length > KEPT_SECONDS) seconds.shift();
    histogram.reset();
  }, 1000);
  timer.unref();
}
