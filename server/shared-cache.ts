// The cache that several instances share (README, 'Several instances'). With REDIS_URL, Next.js's two caches are kept
// in Redis: the entries of `"use cache"` functions (next.config.ts `cacheHandlers.default`,
// server/next-use-cache-handler.mjs) and the rendered pages, route answers and feeds (`cacheHandler`,
// server/next-page-cache.cjs). What a render on one instance stored, every instance serves.
//
// Invalidations are shared too. Next.js keeps the time each tag was last invalidated in one map per process (its
// "tags manifest"), which its own caches consult before serving an entry. Each invalidation made here is written to
// Redis (a hash per kind of time, and a counter that changes with every write); before a request reads a cache, the
// counter tells whether another instance invalidated something since, and the hashes are then copied into this
// process's map. So `expireTags` on any instance changes the pages of all, on their next request.
//
// Redis unreachable: every read and write falls back to the instance's own caches (memory, and the build's pages on
// disk), as without Redis. What the others invalidate meanwhile cannot reach this instance, so no entry older than
// the outage bound (REDIS_OUTAGE_CACHE_SECONDS) is served, from any cache: each is rendered again from the
// database at most once per bound (`outageHorizon`, read by the handlers and, through the generation, by the
// server's response cache). The invalidations made meanwhile are kept and written as soon as Redis answers again,
// dated from that moment, so that every instance drops at once whatever it made before, even from the stale entries it
// read from Redis in the instant between its reconnection and the others'. The log says both. No request fails
// because Redis does.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import v8 from "node:v8";
import { Redis } from "ioredis";
import { reportSharedCacheState, type SharedCacheState } from "../lib/production-server";

/** When a tag was last invalidated, as Next.js records it: served while refreshed after `stale`, not after `expired`. */
export interface TagTimes {
  stale?: number;
  expired?: number;
}
export type TagsManifest = Map<string, TagTimes>;

/** What `updateTags` / `revalidateTag` receive: durations present for "stale now, expire later". */
export type TagDurations = { expire?: number } | undefined;

/** An entry of Next.js's page cache (`cacheHandler`): what FileSystemCache stores, with its time. */
export interface PageCacheEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: { revalidate?: number | false; expire?: number };
}

/** A `"use cache"` entry as stored: Next.js's CacheEntry without its stream, and the stream's bytes. */
export interface StoredUseCacheEntry {
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
  value: Uint8Array;
}

const NEXT_CACHE_TAGS_HEADER = "x-next-cache-tags";
/** The longest an entry is kept in Redis without being read or replaced (Redis evicts it then). */
const MAX_ENTRY_SECONDS = 30 * 24 * 60 * 60;
/** A command that takes longer fails, so that a hung Redis slows no request by more than this. */
const COMMAND_TIMEOUT_MS = 1000;
/** How often a lost connection is tried again: an instance finds Redis back within this. */
const RECONNECT_EVERY_MS = 250;
/**
 * After a reconnection, the outage bound still holds this long: the other instances, reconnecting within
 * RECONNECT_EVERY_MS, have not all written their invalidations yet, and Redis's entries may be older than the bound.
 */
const SETTLE_AFTER_RECONNECT_MS = 1000;
/** REDIS_OUTAGE_CACHE_SECONDS when it is not set: the lifetime of a public page (lib/cache.ts). */
export const DEFAULT_OUTAGE_CACHE_SECONDS = 60;

/** REDIS_OUTAGE_CACHE_SECONDS: the longest an instance serves what it cached while Redis is unreachable. */
export function outageCacheMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.REDIS_OUTAGE_CACHE_SECONDS || DEFAULT_OUTAGE_CACHE_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_OUTAGE_CACHE_SECONDS) * 1000;
}

// Keeps the newest time of each tag: two instances writing at once, or an instance replaying what it recorded while
// Redis was down, never move a tag's time back. Then changes the counter that tells the others to read the hashes.
const MERGE_TAGS = `
for i = 1, #ARGV, 3 do
  local tag, stale, expired = ARGV[i], tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2])
  if stale and (tonumber(redis.call('HGET', KEYS[1], tag)) or 0) < stale then redis.call('HSET', KEYS[1], tag, stale) end
  if expired and (tonumber(redis.call('HGET', KEYS[2], tag)) or 0) < expired then redis.call('HSET', KEYS[2], tag, expired) end
end
return redis.call('INCR', KEYS[3])`;

const now = () => Math.round(performance.timeOrigin + performance.now());

/** The times an invalidation gives its tags, as Next.js's own handlers compute them. */
export function invalidationTimes(durations: TagDurations, at = now()): TagTimes {
  if (!durations) return { expired: at };
  return durations.expire === undefined ? { stale: at } : { stale: at, expired: at + durations.expire * 1000 };
}

function mergeTimes(into: TagsManifest, tag: string, times: TagTimes) {
  const current = into.get(tag) ?? {};
  const newer = (a: number | undefined, b: number | undefined) =>
    a === undefined ? b : b === undefined ? a : Math.max(a, b);
  into.set(tag, {
    ...current,
    stale: newer(current.stale, times.stale),
    expired: newer(current.expired, times.expired),
  });
}

/** Next.js's rule (tags-manifest.external.js): an entry made before a tag's expiry, once that expiry has come. */
export function tagsExpired(manifest: TagsManifest, tags: string[], timestamp: number): boolean {
  const at = now();
  return tags.some((tag) => {
    const expired = manifest.get(tag)?.expired;
    return expired !== undefined && expired <= at && expired > timestamp;
  });
}

export function tagsStale(manifest: TagsManifest, tags: string[], timestamp: number): boolean {
  return tags.some((tag) => (manifest.get(tag)?.stale ?? 0) > timestamp);
}

/** The tags of a page-cache entry: a page's or a route's are in its headers, a fetch's are given with the read. */
function pageEntryTags(entry: PageCacheEntry, context: { tags?: string[]; softTags?: string[] } | undefined) {
  const headers = (entry.value as { headers?: Record<string, unknown> } | null)?.headers;
  const header = headers?.[NEXT_CACHE_TAGS_HEADER];
  return [
    ...(typeof header === "string" ? header.split(",") : []),
    ...(context?.tags ?? []),
    ...(context?.softTags ?? []),
  ];
}

/** How long Redis keeps an entry: until Next.js would no longer serve it, within MAX_ENTRY_SECONDS. */
function entrySeconds(expireSeconds: number | false | undefined): number {
  return typeof expireSeconds === "number" && expireSeconds > 0
    ? Math.min(Math.ceil(expireSeconds), MAX_ENTRY_SECONDS)
    : MAX_ENTRY_SECONDS;
}

export interface SharedCacheOptions {
  /** The build's id: entries of another build (a rolling deploy) are never served by this one. Tags are shared. */
  buildId: string;
  /** Where this process keeps the times of tags: Next.js's own map (tests give each simulated instance one). */
  manifest: TagsManifest;
  /** Prefix of every key, so that several sites may share one Redis. */
  keyPrefix?: string;
  /** The outage bound (outageCacheMs): while Redis is unreachable, no entry older than this is served. */
  outageCacheMs?: number;
  log?: (message: string) => void;
}

export class SharedCache {
  readonly #redis: Redis;
  readonly #manifest: TagsManifest;
  readonly #keys: { stale: string; expired: string; version: string; entry: (kind: string, key: string) => string };
  readonly #log: (message: string) => void;
  /** The counter of Redis when this process last copied the hashes; null before the first copy. */
  #syncedVersion: string | null = null;
  #syncing: Promise<void> | undefined;
  /** Invalidations recorded here that Redis has not acknowledged (it was unreachable). */
  readonly #pending: TagsManifest = new Map();
  /**
   * Invalidations of the current outage already written back: a return can take several "ready" events (the write
   * back done, then the connection lost again before the tags were read), and the one that ends it reports them all.
   */
  #replayedSinceDown = 0;
  #down = false;
  /** Since when Redis has been unreachable (epoch ms); its reconnection, for the settling period after it. */
  #downSince: number | undefined;
  #reconnectedAt = 0;
  readonly #outageCacheMs: number;
  /** While Redis is unreachable, changes the generation once per outage bound (see `outageHorizon`). */
  #outageTicker: NodeJS.Timeout | undefined;
  #closing = false;
  /** Changes whenever this process learns of an invalidation, its own or another instance's (server/invalidations.ts). */
  generation = 0;

  constructor(url: string, options: SharedCacheOptions) {
    const prefix = options.keyPrefix ?? "agence:";
    this.#manifest = options.manifest;
    this.#outageCacheMs = options.outageCacheMs ?? outageCacheMs();
    this.#log = options.log ?? ((message) => console.log(message));
    this.#keys = {
      stale: `${prefix}tags:stale`,
      expired: `${prefix}tags:expired`,
      version: `${prefix}tags:version`,
      entry: (kind, key) => `${prefix}${kind}:${options.buildId}:${key}`,
    };
    this.#redis = new Redis(url, {
      // Fail at once while disconnected (the caller falls back) rather than queueing requests behind an outage.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2000,
      // At a steady pace rather than backing off: every instance is back within RECONNECT_EVERY_MS of Redis, so
      // that the invalidations of the outage reach all of them at once.
      retryStrategy: () => RECONNECT_EVERY_MS,
      lazyConnect: true,
    });
    this.#redis.defineCommand("mergeTags", { numberOfKeys: 3, lua: MERGE_TAGS });
    this.#redis.on("ready", () => void this.#reconnected());
    this.#redis.on("error", (error: Error) => this.#wentDown(error));
    this.#redis.on("close", () => {
      if (!this.#closing) this.#wentDown(new Error("connection lost"));
    });
  }

  /** Connects; resolves even when Redis is unreachable (the site starts, and uses it once it answers). */
  async connect(): Promise<void> {
    await this.#redis.connect().catch((error: Error) => this.#wentDown(error));
  }

  async close(): Promise<void> {
    this.#closing = true;
    clearInterval(this.#outageTicker);
    this.#redis.disconnect(false);
  }

  get available(): boolean {
    return this.#redis.status === "ready";
  }

  /** For the health checks (lib/health.ts, through lib/production-server.ts). */
  state(): SharedCacheState {
    const reachable = !this.#down && this.available;
    return {
      reachable,
      unreachableSince: reachable ? undefined : (this.#downSince ?? Date.now()),
      pendingInvalidations: this.#pending.size,
    };
  }

  /**
   * While Redis is unreachable (and for a moment after it is back), the time before which no cached entry may be
   * served: an invalidation made since through another instance could not reach this one. Undefined otherwise.
   */
  outageHorizon(): number | undefined {
    if (!this.#down && this.available && now() - this.#reconnectedAt >= SETTLE_AFTER_RECONNECT_MS) return undefined;
    return now() - this.#outageCacheMs;
  }

  #wentDown(error: Error) {
    if (this.#down) return;
    this.#down = true;
    this.#downSince = Date.now();
    // The server's response cache keeps an answer while the generation stays the same: changed once per bound, no
    // answer outlives it.
    this.#outageTicker = setInterval(() => this.generation++, this.#outageCacheMs);
    this.#outageTicker.unref();
    this.#log(
      `✖ Redis is unreachable (${error.message}): the shared cache is off; this instance serves from its own memory and renders, nothing older than ${this.#outageCacheMs / 1000} s, and keeps its invalidations for when Redis is back.`,
    );
  }

  async #reconnected() {
    try {
      // Dated now: whatever any instance made before this moment, from what it knew, is dropped.
      this.#replayedSinceDown += await this.#flushPending(now());
      this.#syncedVersion = null;
      await this.syncTags();
    } catch {
      return; // Gone again: the next "ready" retries.
    }
    // Gone again while the tags were read (the read keeps its failure to itself): this is no return from the outage
    // that began meanwhile, which the next "ready" ends. Seen when the first connection's read was still running as
    // Redis stopped: it declared the instance back, and the real return then found nothing to do.
    if (!this.#down || !this.available) return;
    this.#down = false;
    this.#downSince = undefined;
    this.#reconnectedAt = now();
    clearInterval(this.#outageTicker);
    // What this instance's response cache holds was made without the others' invalidations.
    this.generation++;
    this.#log(
      `✓ Redis is reachable: the shared cache is on again (${this.#replayedSinceDown} invalidated tag(s) replayed).`,
    );
    this.#replayedSinceDown = 0;
  }

  /**
   * Writes the invalidations Redis has not acknowledged; `replayedAt`: dated then (those kept during an outage).
   * Resolves to how many tags were written.
   */
  async #flushPending(replayedAt?: number): Promise<number> {
    if (this.#pending.size === 0) return 0;
    const sent = new Map(this.#pending);
    const dated = (time: number | undefined) =>
      time === undefined || replayedAt === undefined ? time : Math.max(time, replayedAt);
    const args = [...sent].flatMap(([tag, times]) => [
      tag,
      String(dated(times.stale) ?? ""),
      String(dated(times.expired) ?? ""),
    ]);
    await (this.#redis as Redis & { mergeTags(...args: string[]): Promise<number> }).mergeTags(
      this.#keys.stale,
      this.#keys.expired,
      this.#keys.version,
      ...args,
    );
    for (const [tag, times] of sent) if (this.#pending.get(tag) === times) this.#pending.delete(tag);
    return sent.size;
  }

  /**
   * Records an invalidation: at once in this process (before Next.js serves anything else), then in Redis for the
   * others; kept for later while Redis is unreachable.
   */
  recordTags(tags: string[], durations: TagDurations): Promise<void> {
    const times = invalidationTimes(durations);
    for (const tag of tags) {
      mergeTimes(this.#manifest, tag, times);
      mergeTimes(this.#pending, tag, times);
    }
    this.generation++;
    if (!this.available) return Promise.resolve();
    return this.#flushPending().then(
      () => undefined,
      (error: Error) => this.#wentDown(error),
    );
  }

  /**
   * Copies into this process the invalidations other instances made since the last copy. One small read when
   * nothing changed; never throws (Redis unreachable: this process keeps what it knows).
   */
  syncTags(): Promise<void> {
    if (!this.available) return Promise.resolve();
    // Concurrent requests share one read.
    this.#syncing ??= this.#readTags().finally(() => (this.#syncing = undefined));
    return this.#syncing;
  }

  async #readTags() {
    try {
      const version = (await this.#redis.get(this.#keys.version)) ?? "0";
      if (version === this.#syncedVersion) return;
      const [stale, expired] = await Promise.all([
        this.#redis.hgetall(this.#keys.stale),
        this.#redis.hgetall(this.#keys.expired),
      ]);
      for (const [tag, time] of Object.entries(stale)) mergeTimes(this.#manifest, tag, { stale: Number(time) });
      for (const [tag, time] of Object.entries(expired)) mergeTimes(this.#manifest, tag, { expired: Number(time) });
      if (this.#syncedVersion !== null) this.generation++;
      this.#syncedVersion = version;
    } catch (error) {
      this.#wentDown(error as Error);
    }
  }

  /** The times of tags as this process knows them (Next.js's `getExpiration`). */
  expiration(tags: string[]): number {
    return Math.max(0, ...tags.map((tag) => this.#manifest.get(tag)?.expired ?? 0));
  }

  // `"use cache"` entries. Reads and writes throw when Redis fails: the handler then uses its local cache.

  async getUseCacheEntry(key: string): Promise<StoredUseCacheEntry | undefined> {
    const bytes = await this.#redis.getBuffer(this.#keys.entry("use-cache", key));
    if (!bytes) return undefined;
    const entry = v8.deserialize(bytes) as StoredUseCacheEntry;
    if (entry.timestamp < (this.outageHorizon() ?? 0)) return undefined;
    if (tagsExpired(this.#manifest, entry.tags, entry.timestamp)) return undefined;
    // A stale tag: served once more while Next.js renders a fresh entry (as its own handler does).
    return tagsStale(this.#manifest, entry.tags, entry.timestamp) ? { ...entry, revalidate: -1 } : entry;
  }

  async setUseCacheEntry(key: string, entry: StoredUseCacheEntry): Promise<void> {
    await this.#redis.set(this.#keys.entry("use-cache", key), v8.serialize(entry), "EX", entrySeconds(entry.expire));
  }

  // Page-cache entries (pages, route answers, fetches).

  async getPageEntry(
    key: string,
    context: { tags?: string[]; softTags?: string[] } | undefined,
  ): Promise<PageCacheEntry | undefined> {
    await this.syncTags();
    const bytes = await this.#redis.getBuffer(this.#keys.entry("page", key));
    if (!bytes) return undefined;
    const entry = v8.deserialize(bytes) as PageCacheEntry;
    if (entry.lastModified < (this.outageHorizon() ?? 0)) return undefined;
    return tagsExpired(this.#manifest, pageEntryTags(entry, context), entry.lastModified) ? undefined : entry;
  }

  async setPageEntry(key: string, entry: PageCacheEntry): Promise<void> {
    await this.#redis.set(
      this.#keys.entry("page", key),
      v8.serialize(entry),
      "EX",
      entrySeconds(entry.cacheControl?.expire),
    );
  }
}

/** Where Next.js's handlers (loaded by Next.js on its own) find the shared cache the server installed, if any. */
const REGISTRY_KEY = Symbol.for("agence-digitale.shared-cache");

export function installSharedCache(cache: SharedCache | undefined): void {
  (globalThis as { [REGISTRY_KEY]?: SharedCache })[REGISTRY_KEY] = cache;
}

export function installedSharedCache(): SharedCache | undefined {
  return (globalThis as { [REGISTRY_KEY]?: SharedCache })[REGISTRY_KEY];
}

/**
 * The shared cache of this server when REDIS_URL is set, installed for Next.js's handlers; undefined otherwise. It
 * shares Next.js's own map of tag times, so that Next.js's checks see the other instances' invalidations too.
 */
export async function startSharedCache(distDir: string): Promise<SharedCache | undefined> {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return undefined;
  // The module Next.js itself requires (an "external", one per process), not a copy.
  const { tagsManifest } = createRequire(import.meta.url)(
    "next/dist/server/lib/incremental-cache/tags-manifest.external.js",
  ) as { tagsManifest: TagsManifest };
  const buildId = (await readFile(path.join(distDir, "BUILD_ID"), "utf8")).trim();
  const cache = new SharedCache(url, { buildId, manifest: tagsManifest });
  installSharedCache(cache);
  reportSharedCacheState(() => cache.state());
  await cache.connect();
  if (cache.available) console.log(`✓ Shared cache on Redis (build ${buildId}).`);
  return cache;
}
