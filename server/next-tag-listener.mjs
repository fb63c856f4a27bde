// A Next.js cache handler (next.config.ts, `cacheHandlers`) that stores nothing: no `"use cache: …"` names its kind.
// Next.js calls `updateTags` on every registered handler whenever it invalidates tags (revalidateTag, revalidatePath,
// updateTag), in the same step in which it marks them in its page cache; this one passes the update on to the
// server's response cache (server/invalidations.ts), so that no page is answered from memory after its version
// changed. Plain JavaScript: Next.js imports it by path, in `next build` too, where there is no server to tell.
const registry = (globalThis[Symbol.for("agence-digitale.invalidations")] ??= {});
registry.listening = true;

/** @type {import("next/dist/server/lib/cache-handlers/types").CacheHandler} */
const tagListener = {
  async get() {
    return undefined;
  },
  async set(_cacheKey, pendingEntry) {
    // Never called (no function uses this kind); the value's stream must still be read once if it were.
    const entry = await pendingEntry;
    await entry.value.cancel();
  },
  async refreshTags() {},
  async getExpiration() {
    return 0;
  },
  updateTags(tags) {
    // Synchronously, before returning: see `Invalidations.record`.
    const recorded = registry.invalidations?.record(tags);
    return Promise.resolve(recorded);
  },
};

export default tagListener;
