import "server-only";
import { cacheLife } from "next/cache";
import { UNAVAILABLE_CACHE_LIFE } from "@/lib/cache";

/** A public read: its data, or the fact that the database could not be read (the page then shows its fallback). */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

/**
 * Runs a read inside a `"use cache"` function. Success is cached until a write expires its tags;
 * a failure is cached for seconds only, so that the site recovers by itself when the database is back.
 */
export async function loadPublic<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    const data = await read();
    cacheLife("max");
    return { ok: true, data };
  } catch (error) {
    console.error(`Public read failed (${what}):`, error instanceof Error ? error.message : error);
    cacheLife(UNAVAILABLE_CACHE_LIFE);
    return { ok: false };
  }
}
