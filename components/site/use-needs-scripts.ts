"use client";

import { type RefObject, useEffect, useRef } from "react";
import { CONTROL_READY, NEEDS_SCRIPTS_ATTRIBUTE } from "@/lib/hydration";

/**
 * The props of a control that does nothing without the page's scripts: a tap on it made before it hydrated is kept by
 * the page's loader (server/hydrate-on-intent.ts) and made again once it has; from then on its taps are React's.
 */
export function useNeedsScripts<Element extends HTMLElement>(): {
  ref: RefObject<Element | null>;
  [NEEDS_SCRIPTS_ATTRIBUTE]: "";
} {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const control = ref.current;
    if (!control) return;
    control.removeAttribute(NEEDS_SCRIPTS_ATTRIBUTE);
    control.dispatchEvent(new Event(CONTROL_READY, { bubbles: true }));
  }, []);
  return { ref, [NEEDS_SCRIPTS_ATTRIBUTE]: "" };
}
