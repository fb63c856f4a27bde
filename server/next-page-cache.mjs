// Next.js's cache of rendered pages, route answers (feeds, sitemaps) and fetches (next.config.ts, `cacheHandler`).
// With the shared cache the server installs when REDIS_URL is set (server/shared-cache.ts), what one instance renders
// is stored in Redis and served by all, and an entry whose tags another instance invalidated is not served. Without
// it (one instance, `next build`), and whenever Redis fails, this is Next.js's own file-system cache: the build's
// pages on disk, and what is rendered later in memory and on disk, within the bounds of server/route-cache-disk.mjs (an
// address that cannot be shared long is kept in memory only; the rest is trimmed to ROUTE_CACHE_DISK_MB); while Redis
// is unreachable, none of its entries older than the outage bound is served (server/shared-cache.ts). Plain
// JavaScript: Next.js imports it by path.
import path from "node:path";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { entryBytes, isTransientEntry, RouteCacheDisk, routeCacheDiskBytes } from "./route-cache-disk.mjs";

// Node's import of a CommonJS module gives its exports (the class is their `default`); the bundles Next.js makes of
// this file (the proxy's) give the class itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** The shared cache installed by server/index.ts (server/shared-cache.ts's registry), if any. */
const shared = () => globalThis[Symbol.for("agence-digitale.shared-cache")];

/** Where Next.js writes the entries rendered after the build (next/dist/server/lib/route-cache-key.js). */
const ROUTE_CACHE_PREFIX = "/route-cache/";
const DISK = Symbol.for("agence-digitale.route-cache-disk");

/** The process's count of the route cache on disk (Next.js makes a page cache per request). */
function routeCacheDisk(serverDistDir) {
  const disk = (globalThis[DISK] ??= new RouteCacheDisk(
    path.join(serverDistDir, ROUTE_CACHE_PREFIX),
    routeCacheDiskBytes(),
  ));
  void disk.scan();
  return disk;
}

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
    if (entry && horizon !== undefined && entry.lastModified < horizon) return null;
    if (entry && key.startsWith(ROUTE_CACHE_PREFIX)) routeCacheDisk(this.serverDistDir).touch(this.#base(key));
    return entry;
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
    if (!key.startsWith(ROUTE_CACHE_PREFIX)) return super.set(key, data, context);
    const disk = routeCacheDisk(this.serverDistDir);
    if (isTransientEntry(data, context?.cacheControl)) {
      // In memory only (Next.js's own LRU, which get() reads first), and never again from an older copy on disk.
      FileSystemCache.memoryCache?.set(key, {
        value: data,
        lastModified: Date.now(),
        cacheControl: context.cacheControl,
      });
      if (disk.has(this.#base(key))) await disk.forget(this.#base(key));
      return;
    }
    await super.set(key, data, context);
    await disk.written(this.#base(key), entryBytes(data));
  }

  /** The path of an entry's files without their extensions (FileSystemCache's layout). */
  #base(key) {
    return path.join(this.serverDistDir, key);
  }
}
