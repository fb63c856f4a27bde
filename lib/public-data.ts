import "server-only";
import { cacheLife } from "next/cache";
import { ApiError } from "@/lib/api";
import { UNAVAILABLE_CACHE_LIFE } from "@/lib/cache";

/** A public read: its data, or the fact that the database could not be read (the page then shows its fallback). */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

/** A lifetime `cacheLife` accepts: for good (until a write expires the tags), or one of lib/cache.ts's. */
export type CacheLifetime = "max" | { stale?: number; revalidate?: number; expire?: number };

/**
 * Runs a read inside a `"use cache"` function. Success is cached until a write expires its tags (and for the lifetime
 * `lifetimeOf` gives its data, for good by default); a failure is cached for seconds only, so that the site recovers
 * by itself when the database is back. A failure is logged as the spec words it: 'Erreur lors de la récupération
 * {what}: {reason}', `what` naming what was read ('des projets', 'des blogs', 'de l'article …').
 */
export async function loadPublic<T>(
  what: string,
  read: () => Promise<T>,
  lifetimeOf: (data: T) => CacheLifetime = () => "max",
): Promise<Loaded<T>> {
  try {
    const data = await read();
    const lifetime = lifetimeOf(data);
    if (lifetime === "max") cacheLife("max");
    else cacheLife(lifetime);
    return { ok: true, data };
  } catch (error) {
    console.error(`Erreur lors de la récupération ${what}:`, error instanceof Error ? error.message : error);
    cacheLife(UNAVAILABLE_CACHE_LIFE);
    return { ok: false };
  }
}

/**
 * Cache-Control of a successful public API answer: read from the Next.js cache like the pages, so a proxy or
 * CDN in front may keep it as long as a page (a minute), and serve it stale while it fetches a new one.
 */
export const PUBLIC_API_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** The JSON answer of a public read, cacheable by a reverse proxy (with a list's page headers, say). */
export function publicJson(data: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(data, { headers: { ...headers, "Cache-Control": PUBLIC_API_CACHE_CONTROL } });
}

/** The data of a public read, or a 503 for the API when the database could not be read. */
export function loadedOrUnavailable<T>(loaded: Loaded<T>): T {
  if (!loaded.ok) throw ApiError.unavailable();
  return loaded.data;
}
