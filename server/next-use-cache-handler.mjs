// The handler of `"use cache"` (next.config.ts, `cacheHandlers.default`). With the shared cache the server installs
// when REDIS_URL is set (server/shared-cache.ts), entries and invalidations live in Redis; without it (one instance,
// and `next build`), and whenever Redis fails, Next.js's own in-memory handler does the work, and while Redis is
// unreachable none of its entries older than the outage bound is served. Plain JavaScript: Next.js imports it by
// path.
import { createDefaultCacheHandler } from "next/dist/server/lib/cache-handlers/default.js";

/** Next.js's default size for its in-memory `"use cache"` store. */
const LOCAL_CACHE_BYTES = 50 * 1024 * 1024;
const local = createDefaultCacheHandler(LOCAL_CACHE_BYTES);

/** The shared cache installed by server/index.ts (server/shared-cache.ts's registry), if any. */
const shared = () => globalThis[Symbol.for("agence-digitale.shared-cache")];

async function bytesOf(stream) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An entry of this instance's own store, unless made before the outage horizon (server/shared-cache.ts). */
async function localEntry(cache, cacheKey, softTags) {
  const entry = await local.get(cacheKey, softTags);
  const horizon = cache?.outageHorizon();
  if (!entry || horizon === undefined || entry.timestamp >= horizon) return entry;
  await entry.value.cancel();
  return undefined;
}

/** @type {import("next/dist/server/lib/cache-handlers/types").CacheHandler} */
const useCacheHandler = {
  async get(cacheKey, softTags) {
    const cache = shared();
    if (!cache?.available) return localEntry(cache, cacheKey, softTags);
    try {
      const entry = await cache.getUseCacheEntry(cacheKey);
      if (!entry) return undefined;
      const { value, ...metadata } = entry;
      return { ...metadata, value: new Blob([value]).stream() };
    } catch {
      return localEntry(cache, cacheKey, softTags);
    }
  },
  async set(cacheKey, pendingEntry) {
    const cache = shared();
    if (!cache?.available) return local.set(cacheKey, pendingEntry);
    const entry = await pendingEntry;
    // As Next.js's own handler: an entry that may not be kept (a dynamic one) is not stored.
    if (entry.expire === 0) return void (await entry.value.cancel());
    const { value, ...metadata } = entry;
    const bytes = await bytesOf(value);
    try {
      await cache.setUseCacheEntry(cacheKey, { ...metadata, value: bytes });
    } catch {
      // Redis failed while writing: this instance keeps the entry.
      await local.set(cacheKey, Promise.resolve({ ...metadata, value: new Blob([bytes]).stream() }));
    }
  },
  async refreshTags() {
    await shared()?.syncTags();
  },
  async getExpiration(tags) {
    const cache = shared();
    return cache ? cache.expiration(tags) : local.getExpiration(tags);
  },
  async updateTags(tags, durations) {
    // Both: Next.js's own handler keeps the process's tag times (its pages cache reads them too); the shared cache
    // writes them to Redis for the other instances. The one place that writes them: Next.js calls this beside the
    // page cache's revalidateTag, with the same tags, for every invalidation.
    const recorded = shared()?.recordTags(tags, durations);
    await Promise.all([local.updateTags(tags, durations), recorded]);
  },
};

export default useCacheHandler;
