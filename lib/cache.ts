import { revalidateTag } from "next/cache";

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
