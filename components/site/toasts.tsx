"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

const Toaster = dynamic(() => import("@/components/ui/sonner").then((module) => module.Toaster), { ssr: false });

let toasterWanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast on a visitor page. Sonner's code is fetched with the first toast rather than with every page,
 * which keeps it out of the pages' first load.
 */
export async function showToast(show: (toast: typeof sonnerToast) => void): Promise<void> {
  const { toast } = await import("sonner");
  show(toast);
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

/** The visitor pages' toaster, mounted with the first toast: Sonner replays the toasts shown before it mounts. */
export function SiteToaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
  return wanted ? <Toaster /> : null;
}
