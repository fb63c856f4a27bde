// What Next.js's page cache (server/next-page-cache.mjs) may keep on disk: the pages, feeds and sitemaps rendered after
// the build are written under <build>/server/route-cache, one set of files per address (HTML, RSC payload, segments,
// metadata), and Next.js never removes them. Here:
// - an entry that cannot be shared long (`isTransientEntry`: a 404, a search result, anything whose cache life expires
//   within the hour) is never written: it stays in Next.js's in-memory cache, which is bounded;
// - the others are counted, and once they weigh more than ROUTE_CACHE_DISK_MB (2,048 MB by default, more than the
//   whole site at the load generator's scale: README, 'Caching'), the entries written or read the longest ago are
//   deleted until they fit. A deleted entry is rendered again on its next visit.
// The count starts from what is on disk when the server starts. Plain JavaScript: Next.js imports the page cache by
// path, and this with it.
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/** An entry whose cache life ends sooner than this (seconds) is transient (server/shared-responses.ts, the same rule). */
export const TRANSIENT_LIFE_SECONDS = 3600;

const DEFAULT_DISK_MB = 2048;

/** ROUTE_CACHE_DISK_MB: the bound of the files rendered pages leave on disk. */
export function routeCacheDiskBytes(env = process.env) {
  const megabytes = Number(env.ROUTE_CACHE_DISK_MB);
  return (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : DEFAULT_DISK_MB) * 1024 * 1024;
}

/**
 * Whether a page-cache entry is not worth keeping on disk: an answer other than a 200 (the 404 of an unknown address or
 * of a page past the last), or one whose cache life expires within TRANSIENT_LIFE_SECONDS (a search: lib/cache.ts).
 */
export function isTransientEntry(data, cacheControl) {
  if (!data || (data.kind !== "APP_PAGE" && data.kind !== "APP_ROUTE")) return false;
  if (data.status !== undefined && data.status !== 200) return true;
  const expire = cacheControl?.expire;
  return typeof expire === "number" && expire < TRANSIENT_LIFE_SECONDS;
}

/** The bytes an entry's files take on disk (as FileSystemCache writes them), without the metadata. */
export function entryBytes(data) {
  if (!data) return 0;
  if (data.kind === "APP_ROUTE") return data.body?.length ?? 0;
  let bytes = Buffer.byteLength(data.html ?? "") + (data.rscData?.length ?? 0);
  for (const [segmentPath, buffer] of data.segmentData ?? []) bytes += segmentPath.length + buffer.length;
  return bytes;
}

/** The files of an entry of the route cache: its primary file's path without extension, then what sits beside it. */
function entryPaths(base) {
  return [".html", ".rsc", ".meta", ".body", ".segments"].map((suffix) => `${base}${suffix}`);
}

const ENTRY_FILE = /\.(?:html|body)$/;

/**
 * The route cache's entries on disk, least recently used first, with their size. One per server process (a global:
 * Next.js makes a page cache per request), started from what a previous run left.
 */
export class RouteCacheDisk {
  /** @type {Map<string, number>} base path (without extension) → bytes */
  #entries = new Map();
  #total = 0;
  /** @type {Promise<void> | undefined} */
  #scanned;
  #evicting = false;

  constructor(root, maxBytes) {
    this.root = root;
    this.maxBytes = maxBytes;
  }

  get total() {
    return this.#total;
  }

  get size() {
    return this.#entries.size;
  }

  /** Counts what a previous run left (oldest first), then trims it to the bound. */
  scan() {
    this.#scanned ??= (async () => {
      const found = [];
      const visit = async (directory) => {
        let names;
        try {
          names = await readdir(directory, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of names) {
          const full = path.join(directory, entry.name);
          if (entry.isDirectory()) {
            if (!entry.name.endsWith(".segments")) await visit(full);
          } else if (ENTRY_FILE.test(entry.name)) {
            const base = full.replace(ENTRY_FILE, "");
            let bytes = 0;
            let modified = 0;
            for (const file of entryPaths(base))
              try {
                const info = await stat(file);
                bytes += info.isDirectory() ? await directoryBytes(file) : info.size;
                modified = Math.max(modified, info.mtimeMs);
              } catch {
                // not every entry has every file
              }
            found.push({ base, bytes, modified });
          }
        }
      };
      await visit(this.root);
      found.sort((a, b) => a.modified - b.modified);
      for (const { base, bytes } of found) if (!this.#entries.has(base)) this.#add(base, bytes);
      await this.#trim();
    })();
    return this.#scanned;
  }

  /** Whether an entry is on disk. */
  has(base) {
    return this.#entries.has(base);
  }

  /** An entry was read: it becomes the most recently used. */
  touch(base) {
    const bytes = this.#entries.get(base);
    if (bytes === undefined) return;
    this.#entries.delete(base);
    this.#entries.set(base, bytes);
  }

  /** An entry was written (`bytes`): counted, then the oldest ones deleted while the total is over the bound. */
  async written(base, bytes) {
    this.#remove(base);
    this.#add(base, bytes);
    await this.#trim();
  }

  /** Deletes an entry's files (an address that became transient: its old page must not come back from disk). */
  async forget(base) {
    this.#remove(base);
    await Promise.all(entryPaths(base).map((file) => rm(file, { recursive: true, force: true })));
  }

  #add(base, bytes) {
    this.#entries.set(base, bytes);
    this.#total += bytes;
  }

  #remove(base) {
    const bytes = this.#entries.get(base);
    if (bytes === undefined) return;
    this.#entries.delete(base);
    this.#total -= bytes;
  }

  async #trim() {
    if (this.#evicting) return;
    this.#evicting = true;
    try {
      while (this.#total > this.maxBytes) {
        const [oldest] = this.#entries.keys();
        if (oldest === undefined) break;
        await this.forget(oldest);
      }
    } finally {
      this.#evicting = false;
    }
  }
}

async function directoryBytes(directory) {
  let bytes = 0;
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    bytes += entry.isDirectory() ? await directoryBytes(full) : (await stat(full)).size;
  }
  return bytes;
}
