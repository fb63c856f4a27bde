/**
 * Runs at most `limit` tasks at once; the others wait their turn in memory, without a time limit. For bursts that
 * must all succeed (visitors' submissions): queued here, they never time out waiting for a pooled connection.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hands the slot over to the next task, or frees it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
