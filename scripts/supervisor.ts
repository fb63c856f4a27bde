// npm start's supervision of the server process (server/index.ts): a server that dies is started again, after a
// back-off and with the reason logged; one that keeps dying as soon as it starts is given up with a clear message;
// a stop (SIGTERM, SIGINT) lets it drain, then kills it if it outlives its grace period.
import type { ChildProcess } from "node:child_process";
import { CONFIGURATION_ERROR_EXIT_CODE } from "../lib/production-server";

export interface SupervisorOptions {
  /** Starts the server; its stderr may be piped (the supervisor then forwards it and remembers its last lines). */
  start: () => ChildProcess;
  log?: (line: string) => void;
  /** A server that ran this long before dying is restarted at once: its crash is not a crash loop. */
  stableAfterMs?: number;
  /** Crashes in a row, each before `stableAfterMs`, after which the supervisor gives up. */
  maxFastCrashes?: number;
  /** Wait before the n-th restart in a row (n from 1). */
  backoffMs?: (crashesInARow: number) => number;
  /** How long a stopping server may drain before it is killed (its own grace period, plus a margin). */
  killAfterMs?: number;
  /**
   * Only error lines printed this long before a crash are given as its reason: a server killed (SIGKILL, the kernel's
   * out-of-memory killer) hours after a passing error did not die of that error.
   */
  recentErrorMs?: number;
}

export interface Supervisor {
  /** The running server process, if any. */
  readonly child: ChildProcess | undefined;
  /** How many times the server was restarted after dying. */
  readonly restarts: number;
  /** Asks the server to stop (the signal is passed on); a second call kills it at once. */
  stop(signal: NodeJS.Signals): void;
  /** Settles with the exit code npm start should end with: 0 after a requested stop, 1 when it gave up. */
  readonly done: Promise<number>;
}

const defaultBackoff = (crashes: number) => Math.min(1_000 * 2 ** (crashes - 1), 30_000);

/** How a process ended, for a person. */
function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

export function superviseServer(options: SupervisorOptions): Supervisor {
  const log = options.log ?? ((line: string) => console.log(line));
  const stableAfterMs = options.stableAfterMs ?? 30_000;
  const maxFastCrashes = options.maxFastCrashes ?? 5;
  const backoffMs = options.backoffMs ?? defaultBackoff;
  const killAfterMs = options.killAfterMs ?? 30_000;
  const recentErrorMs = options.recentErrorMs ?? 10_000;

  let child: ChildProcess | undefined;
  let restarts = 0;
  let crashesInARow = 0;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let finish!: (code: number) => void;
  const done = new Promise<number>((resolve) => (finish = resolve));

  const launch = () => {
    const startedAt = Date.now();
    const lastLines: { line: string; at: number }[] = [];
    const server = options.start();
    child = server;
    server.stderr?.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      for (const line of chunk.toString("utf8").split("\n")) {
        if (!line.trim()) continue;
        lastLines.push({ line: line.trim(), at: Date.now() });
        if (lastLines.length > 30) lastLines.shift();
      }
    });
    server.once("exit", (code, signal) => {
      child = undefined;
      if (stopping) return finish(code === 0 || signal ? 0 : (code ?? 0));
      const ranMs = Date.now() - startedAt;
      const how = describeExit(code, signal);
      const recent = lastLines.filter(({ at }) => Date.now() - at <= recentErrorMs).map(({ line }) => line);
      // A process that exits names its reason last; one killed by a signal was stopped from outside, mid-sentence.
      const reason = recent.findLast((line) => /error|✖|fatal/i.test(line)) ?? (signal ? undefined : recent.at(-1));
      const why = reason ? ` — last error: ${reason}` : "";
      if (code === CONFIGURATION_ERROR_EXIT_CODE) {
        log(`✖ The server stopped on a configuration error (${how})${why}. Fix it, then start again.`);
        return finish(1);
      }
      crashesInARow = ranMs < stableAfterMs ? crashesInARow + 1 : 1;
      if (crashesInARow >= maxFastCrashes) {
        log(
          `✖ The server stopped ${crashesInARow} times in a row within ${stableAfterMs / 1000} s of starting ` +
            `(last: ${how})${why}. Giving up: see the errors above.`,
        );
        return finish(1);
      }
      const delay = backoffMs(crashesInARow);
      log(
        `✖ The server stopped unexpectedly after ${Math.round(ranMs / 1000)} s (${how})${why}. ` +
          `Restarting in ${delay / 1000} s (${crashesInARow} in a row).`,
      );
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        restarts += 1;
        launch();
      }, delay);
    });
  };

  launch();

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    stop(signal) {
      if (restartTimer) {
        clearTimeout(restartTimer);
        restartTimer = undefined;
      }
      const running = child;
      if (stopping) {
        // A second request: no more waiting.
        running?.kill("SIGKILL");
        return;
      }
      stopping = true;
      if (!running) return finish(0);
      running.kill(signal);
      const killer = setTimeout(() => {
        log(`✖ The server did not stop within ${killAfterMs / 1000} s: killed.`);
        running.kill("SIGKILL");
      }, killAfterMs);
      void done.then(() => clearTimeout(killer));
    },
    done,
  };
}
