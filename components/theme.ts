"use client";

import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "./theme-storage-key";

export type Theme = "light" | "dark";

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** The theme shown, kept in step with every switch. Light on the server: the stored choice is only known in the browser. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => "light");
}

/** Switches to the other theme at once (transitions paused, or every coloured element would fade) and remembers it. */
export function toggleTheme(): void {
  const next: Theme = currentTheme() === "dark" ? "light" : "dark";
  const pauseTransitions = document.createElement("style");
  pauseTransitions.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.append(pauseTransitions);
  document.documentElement.classList.toggle("dark", next === "dark");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Private browsing may refuse storage: the theme still switches for this page.
  }
  void getComputedStyle(document.body).color; // applies the new colours while transitions are paused
  requestAnimationFrame(() => pauseTransitions.remove());
}
