"use client";

import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML, true once React runs: the back office's signed-out forms (login, password reset,
 * sign-out) stay disabled until their script can do what they promise.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
