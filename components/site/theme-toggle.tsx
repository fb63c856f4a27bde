"use client";

import { Moon, Sun } from "lucide-react";
import { toggleTheme } from "@/components/theme";
import { clsx } from "clsx";

/** Switches between the light and dark themes. Both icons are rendered; CSS shows the one of the current theme. */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className={clsx(
        "inline-flex size-10 items-center justify-center rounded-md transition-colors hover:bg-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        className,
      )}
      aria-label="Basculer entre le thème clair et le thème sombre"
    >
      <Sun aria-hidden className="size-5 dark:hidden" />
      <Moon aria-hidden className="hidden size-5 dark:block" />
    </button>
  );
}
