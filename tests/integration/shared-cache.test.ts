// The cache several instances share (server/shared-cache.ts), against a real Redis: each SharedCache below stands for
// one instance (its own map of tag times, as each process has its own), all on one Redis.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SharedCache, type TagsManifest } from "@/server/shared-cache";
import { type RedisServer, startRedisServer } from "../../scripts/redis-server";

let redis: RedisServer;
const opened: SharedCache[] = [];
let keyPrefix = "";

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((cache) => cache.close()));
});

async function instance(options: { buildId?: string; log?: string[]; outageCacheMs?: number } = {}) {
  const manifest: TagsManifest = new Map();
  const cache = new SharedCache(redis.url, {
    buildId: options.buildId ?? "build-1",
    manifest,
    keyPrefix,
    outageCacheMs: options.outageCacheMs,
    log: (message) => options.log?.push(message),
  });
  opened.push(cache);
  await cache.connect();
  expect(cache.available).toBe(true);
  return { cache, manifest };
}

const page = (tags: string, html: string) => ({
  lastModified: Date.now() - 10,
  value: {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    headers: { "x-next-cache-tags": tags },
    status: 200,
    postponed: undefined,
    segmentData: new Map([["/_index", Buffer.from("segment")]]),
  },
  cacheControl: { revalidate: 60, expire: 3600 },
});

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the shared cache", () => {
  it("serves what one instance stored to another, whole (buffers and maps), until a tag is invalidated anywhere", async () => {
    keyPrefix = "pages:";
    const a = await instance();
    const b = await instance();
    await a.cache.setPageEntry("/blog", page("_N_T_/blog,blog-posts", "<h1>Blog</h1>"));

    const served = await b.cache.getPageEntry("/blog", undefined);
    expect(served?.value).toMatchObject({ kind: "APP_PAGE", html: "<h1>Blog</h1>", status: 200 });
    const value = served!.value as { rscData: Buffer; segmentData: Map<string, Buffer> };
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.rscData.toString()).toBe("rsc of <h1>Blog</h1>");
    expect(value.segmentData.get("/_index")?.toString()).toBe("segment");

    // Invalidated through A (expireTags: expire 0): B's next read misses, so B renders the page again.
    await a.cache.recordTags(["blog-posts"], { expire: 0 });
    expect(await b.cache.getPageEntry("/blog", undefined)).toBeUndefined();
    expect(b.manifest.get("blog-posts")?.expired).toBeGreaterThan(0);
    // A page rendered after the invalidation is served again.
    await b.cache.setPageEntry("/blog", {
      ...page("_N_T_/blog,blog-posts", "<h1>Blog 2</h1>"),
      lastModified: Date.now() + 5,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await a.cache.getPageEntry("/blog", undefined))?.value).toMatchObject({ html: "<h1>Blog 2</h1>" });
    // Other tags are untouched.
    await a.cache.setPageEntry("/projects", page("projects", "<h1>Projets</h1>"));
    expect(await b.cache.getPageEntry("/projects", undefined)).toBeDefined();
  });

  it("tells the server's response cache, through its generation, of another instance's invalidation", async () => {
    keyPrefix = "generation:";
    const a = await instance();
    const b = await instance();
    await b.cache.syncTags();
    const before = b.cache.generation;
    await b.cache.syncTags();
    expect(b.cache.generation).toBe(before);
    await a.cache.recordTags(["settings"], undefined);
    await b.cache.syncTags();
    expect(b.cache.generation).toBeGreaterThan(before);
    expect(b.cache.expiration(["settings", "other"])).toBe(a.manifest.get("settings")!.expired);
  });

  it('stores "use cache" entries for every instance, and a stale tag asks for a refresh', async () => {
    keyPrefix = "use-cache:";
    const a = await instance();
    const b = await instance();
    const entry = {
      tags: ["blog-post-7"],
      stale: 300,
      // Next.js dates "use cache" entries, and the module its tags, on the monotonic clock (performance.timeOrigin +
      // performance.now()): in a worker that has run for minutes it can stand off Date.now() by more than 10 ms.
      timestamp: performance.timeOrigin + performance.now() - 10,
      expire: 3600,
      revalidate: 60,
      value: new Uint8Array([1, 2, 3]),
    };
    await a.cache.setUseCacheEntry("key", entry);
    const served = await b.cache.getUseCacheEntry("key");
    expect(served).toMatchObject({ tags: ["blog-post-7"], revalidate: 60 });
    expect([...served!.value]).toEqual([1, 2, 3]);

    // revalidateTag(tag, "max"): stale now, not expired: served once more, refreshed behind. b's own read of the tags,
    // started by its connection's "ready", is over first: a sync asked while a read is in flight shares that read,
    // which may predate the invalidation.
    await b.cache.syncTags();
    await a.cache.recordTags(["blog-post-7"], {});
    await b.cache.syncTags();
    expect((await b.cache.getUseCacheEntry("key"))?.revalidate).toBe(-1);
    await a.cache.recordTags(["blog-post-7"], { expire: 0 });
    await b.cache.syncTags();
    expect(await b.cache.getUseCacheEntry("key")).toBeUndefined();
  });

  it("never serves an entry of another build, but shares the invalidations", async () => {
    keyPrefix = "builds:";
    const old = await instance({ buildId: "build-1" });
    const next = await instance({ buildId: "build-2" });
    await old.cache.setPageEntry("/", page("home", "<h1>Ancienne version</h1>"));
    expect(await next.cache.getPageEntry("/", undefined)).toBeUndefined();
    await next.cache.recordTags(["home"], undefined);
    await old.cache.syncTags();
    expect(old.manifest.get("home")?.expired).toBe(next.manifest.get("home")?.expired);
  });

  it("keeps working while Redis is down, says so, and replays its invalidations once Redis is back", async () => {
    keyPrefix = "outage:";
    const logs: string[] = [];
    const a = await instance({ log: logs });
    await a.cache.setPageEntry("/contact", page("settings", "<h1>Contact</h1>"));

    await redis.stop();
    await until(() => !a.cache.available, "the instance to see the outage");
    expect(logs.join("\n")).toMatch(/Redis is unreachable/);
    // Reads fail fast (the handlers fall back to the instance's own cache); syncing and recording do not throw.
    await expect(a.cache.getPageEntry("/contact", undefined)).rejects.toThrow();
    await expect(a.cache.syncTags()).resolves.toBeUndefined();
    await a.cache.recordTags(["settings"], { expire: 0 });
    expect(a.manifest.get("settings")?.expired).toBeGreaterThan(0);

    const beforeReturn = logs.length;
    await redis.start();
    const returned = () => logs.slice(beforeReturn).find((line) => /the shared cache is on again/.test(line));
    await until(() => a.cache.available && returned() !== undefined, "the reconnection");
    expect(returned()).toMatch(/1 invalidated tag\(s\) replayed/);
    // Another instance started after the outage learns of the invalidation made during it.
    const b = await instance();
    await b.cache.syncTags();
    expect(b.manifest.get("settings")?.expired).toBe(a.manifest.get("settings")?.expired);
  });

  it("while Redis is down, serves nothing older than the outage bound and changes its generation once per bound; reports it", async () => {
    keyPrefix = "bound:";
    const a = await instance({ outageCacheMs: 600 });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the settling time of its first connection
    expect(a.cache.outageHorizon()).toBeUndefined();
    expect(a.cache.state()).toEqual({ reachable: true, unreachableSince: undefined, pendingInvalidations: 0 });

    const stoppedAt = Date.now();
    await redis.stop();
    await until(() => !a.cache.available, "the instance to see the outage");
    const horizon = a.cache.outageHorizon()!;
    expect(Date.now() - horizon).toBeGreaterThanOrEqual(590);
    expect(Date.now() - horizon).toBeLessThan(700);
    await a.cache.recordTags(["settings"], { expire: 0 });
    expect(a.cache.state()).toMatchObject({ reachable: false, pendingInvalidations: 1 });
    expect(a.cache.state().unreachableSince).toBeGreaterThanOrEqual(stoppedAt);

    // The response cache's version: changed by the invalidation, then once per bound with nothing else happening.
    const generation = a.cache.generation;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(a.cache.generation - generation).toBeGreaterThanOrEqual(2);
    expect(a.cache.generation - generation).toBeLessThanOrEqual(3);

    await redis.start();
    await until(() => a.cache.state().reachable, "the reconnection");
    // For a moment the bound still holds (the other instances are replaying theirs), then no more.
    expect(a.cache.outageHorizon()).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(a.cache.outageHorizon()).toBeUndefined();
    expect(a.cache.state()).toEqual({ reachable: true, unreachableSince: undefined, pendingInvalidations: 0 });
  });

  it("dates the invalidations of an outage from Redis's return, and tells each instance's response cache at once", async () => {
    keyPrefix = "replay:";
    const a = await instance();
    const b = await instance();
    await redis.stop();
    await until(() => !a.cache.available && !b.cache.available, "both instances to see the outage");
    await a.cache.recordTags(["blog-posts"], { expire: 0 });
    const invalidatedAt = a.manifest.get("blog-posts")!.expired!;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const generation = b.cache.generation;

    const restartedAt = Date.now();
    await redis.start();
    await until(() => a.cache.state().reachable && b.cache.state().reachable, "both reconnections");
    // B's response cache drops what it made during the outage, without waiting for a request.
    expect(b.cache.generation).toBeGreaterThan(generation);
    await b.cache.syncTags();
    expect(b.manifest.get("blog-posts")!.expired).toBeGreaterThanOrEqual(restartedAt);

    // A page B rendered between the invalidation and A's replay (from what it read in Redis then) is not served.
    await b.cache.setPageEntry("/blog", {
      ...page("_N_T_/blog,blog-posts", "<h1>Blog périmé</h1>"),
      lastModified: invalidatedAt + 100,
    });
    expect(await a.cache.getPageEntry("/blog", undefined)).toBeUndefined();
    expect(await b.cache.getPageEntry("/blog", undefined)).toBeUndefined();
  });
});
