import { cacheLife, revalidateTag } from "next/cache";

/**
 * Expires cached data at once, so that the next visitor gets fresh pages (not a stale copy).
 * Outside a Next.js server (seed script, tests) there is no cache to expire.
 */
export function expireTags(...tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && error.message.includes("static generation store missing")) return;
      throw error;
    }
  }
}

/**
 * Cache lifetime of a public read that failed (database unreachable): the fallback content is served
 * for half a minute, then the next visit tries the database again.
 */
export const UNAVAILABLE_CACHE_LIFE = { stale: 30, revalidate: 30, expire: 300 } as const;

/**
 * Cache lifetime of a rendered public page: Next re-renders it (from cached data, so without a database query)
 * at most once a minute, and its responses carry `s-maxage=60, stale-while-revalidate=…`, so that a reverse proxy
 * or CDN in front may serve it for a minute and shows an edit a minute later at most.
 */
export const PUBLIC_PAGE_CACHE_LIFE = { stale: 300, revalidate: 60, expire: 365 * 24 * 60 * 60 } as const;

/**
 * Cache lifetime of what cannot be shared long: a search's results, a page past the last. Such a page is rendered at
 * most once a minute like the others, and dropped five minutes after: the page cache keeps it in memory only, never on
 * disk (server/route-cache-disk.mjs), and the response cache in a small store of its own (server/shared-responses.ts),
 * so that a crowd of one-off addresses cannot fill either. (Five minutes is the shortest a prerendered page may
 * declare without becoming a dynamic hole.)
 */
export const TRANSIENT_CACHE_LIFE = { stale: 60, revalidate: 60, expire: 300 } as const;

/**
 * Cache lifetime of a read of a public list's items (lib/list-cache.ts): expired by the writes that change it, and read
 * again in the background an hour after it was read, for the deep pages whose items shifted after a publish that did
 * not expire them.
 */
export const LIST_CACHE_LIFE = { stale: 300, revalidate: 3600, expire: 365 * 24 * 60 * 60 } as const;

/**
 * The lifetime of a page of a public list that shows `shown` items: a search's, and a page past the first that shows
 * nothing (past the last: any number can be asked), are kept briefly; a first page is the list's own even while
 * empty (a language nothing is translated into yet), kept until a publish expires its positions.
 */
export function listPageCacheLife(query: { search: string | null; page: number }, shown: number) {
  return query.search || (shown === 0 && query.page > 1) ? TRANSIENT_CACHE_LIFE : LIST_CACHE_LIFE;
}

/**
 * How many of the newest articles, and of the newest projects, the build renders ahead. The others are rendered
 * on their first visit and cached from then on, so that the build's time does not grow with the archive.
 */
export const PRERENDERED_DETAIL_PAGES = 100;

/**
 * Cache lifetime of the page shown for an unknown path: a second, so that each request for it is rendered
 * (and its path logged) again, and so that no proxy keeps a 404 for long.
 */
export const NOT_FOUND_CACHE_LIFE = { stale: 30, revalidate: 1, expire: 300 } as const;

/**
 * Gives the response that calls it (sitemap, feed) the lifetime of a public page. A cached function with no
 * result: calling it is enough for its lifetime to bound the response's.
 */
export async function applyPublicPageLifetime(): Promise<void> {
  "use cache";
  cacheLife(PUBLIC_PAGE_CACHE_LIFE);
}
