"use client";

// A client component because it marks the moment React has hydrated the page, which only React knows.
import { useEffect } from "react";
import { HYDRATED } from "@/lib/hydration";

/**
 * Marks the page hydrated (a performance mark and a window event, lib/hydration.ts), which the end-to-end tests wait
 * for. Rendered last in the site's frame, so its effect runs once the frame's components are hydrated.
 */
export function HydrationSignal() {
  useEffect(() => {
    performance.mark(HYDRATED);
    window.dispatchEvent(new Event(HYDRATED));
  }, []);
  return null;
}
