// Next.js's cache of rendered pages, route answers (feeds, sitemaps) and fetches (next.config.ts, `cacheHandler`).
// With the shared cache the server installs when REDIS_URL is set (server/shared-cache.ts), what one instance renders
// is stored in Redis and served by all, and an entry whose tags another instance invalidated is not served. Without
// it (one instance, `next build`), and whenever Redis fails, this is Next.js's own file-system cache: the build's
// pages on disk, and what is rendered later in memory and on disk; while Redis is unreachable, none of its entries
// older than the outage bound is served (server/shared-cache.ts). Plain JavaScript: Next.js imports it by path.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

// Node's import of a CommonJS module gives its exports (the class is their `default`); the bundles Next.js makes of
// this file (the proxy's) give the class itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** The shared cache installed by server/index.ts (server/shared-cache.ts's registry), if any. */
const shared = () => globalThis[Symbol.for("agence-digitale.shared-cache")];

export default class PageCache extends FileSystemCache {
  async get(key, context) {
    const cache = shared();
    if (cache?.available) {
      try {
        const entry = await cache.getPageEntry(key, context);
        if (entry) return entry;
      } catch {
        // Redis failed: what this instance has.
      }
    }
    // Not rendered since the build (or Redis is down): the build's copy on disk, which Next.js checks against the tag
    // times the shared cache keeps up to date. Made before the outage horizon, it is rendered again, as Next.js does
    // for an entry whose tags expired.
    const entry = await super.get(key, context);
    const horizon = cache?.outageHorizon();
    return entry && horizon !== undefined && entry.lastModified < horizon ? null : entry;
  }

  async set(key, data, context) {
    const cache = shared();
    if (cache?.available && data) {
      try {
        // As FileSystemCache stores it: a fetch's lifetime is its own, not the route's.
        const cacheControl = context?.fetchCache ? undefined : context?.cacheControl;
        await cache.setPageEntry(key, { lastModified: Date.now(), value: data, cacheControl });
        return;
      } catch {
        // Redis failed: kept by this instance instead.
      }
    }
    return super.set(key, data, context);
  }
}
