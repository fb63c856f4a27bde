// What the response cache (server/shared-responses.ts) asks before answering from memory: has Next.js's cache been
// invalidated on demand (revalidateTag, hence lib/cache.ts's expireTags; revalidatePath) since that answer was
// rendered? Next.js tells every cache handler named in next.config.ts's `cacheHandlers` when it updates tags; the
// handler in server/next-tag-listener.mjs stores nothing and passes each update on to the `Invalidations` installed
// here.
//
// One instance: the updates Next.js makes in this process are all there is, and `LocalInvalidations` counts them.
// Several instances sharing one Next.js cache (REDIS_URL, server/shared-cache.ts): `SharedInvalidations` also counts
// what the other instances invalidated, read from Redis before each request. Nothing else in the server decides
// freshness.
import type { SharedCache } from "./shared-cache";

/** The contract of an implementation, single or shared. */
export interface Invalidations {
  /**
   * A number that changes whenever tags are invalidated, here or (shared) on any instance, and never goes back.
   * An answer to a request that began at version v is served from memory only while `version()` is still v. Called
   * once per request: a shared implementation may read its store here (as `refreshTags` does for Next.js).
   */
  version(): number | Promise<number>;
  /**
   * Called each time Next.js updates tags (`updateTags` of its cache handlers), in the same synchronous step in which
   * Next.js marks them in its own caches, so that no request can start in between and store the old page under the
   * new version. A shared implementation must make the new version visible to every instance no earlier than their
   * Next.js caches see the update.
   */
  record(tags: string[]): void | Promise<void>;
}

/** This process's invalidations: a counter. */
export class LocalInvalidations implements Invalidations {
  #version = 0;

  version(): number {
    return this.#version;
  }

  record(): void {
    this.#version++;
  }
}

/** This process's invalidations and, through the shared cache, those of every other instance. */
export class SharedInvalidations implements Invalidations {
  #local = 0;

  constructor(readonly shared: SharedCache) {}

  async version(): Promise<number> {
    await this.shared.syncTags();
    return this.#local + this.shared.generation;
  }

  record(): void {
    this.#local++;
  }
}

/**
 * Where server/next-tag-listener.mjs finds the implementation (a global: Next.js loads that module on its own), and
 * whether Next.js has loaded it: until it has, nothing tells the server of invalidations, and the response cache
 * stays off.
 */
export interface InvalidationsRegistry {
  invalidations?: Invalidations;
  listening?: boolean;
}

export const REGISTRY_KEY = Symbol.for("agence-digitale.invalidations");

export function invalidationsRegistry(): InvalidationsRegistry {
  const global = globalThis as { [REGISTRY_KEY]?: InvalidationsRegistry };
  return (global[REGISTRY_KEY] ??= {});
}

/** Sets the implementation the listener reports to and the response cache asks. */
export function installInvalidations(invalidations: Invalidations): Invalidations {
  invalidationsRegistry().invalidations = invalidations;
  return invalidations;
}
