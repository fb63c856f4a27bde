import { Moon, Sun } from "lucide";
import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "@/lib/i18n/server";

/**
 * Switches between the light and dark themes: the theme script (components/theme-script.tsx) handles its taps, so it
 * works before the page's scripts run. Both icons are rendered; CSS shows the one of the current theme.
 */
export async function ThemeToggle({ className }: { className?: string }) {
  const t = await getTranslations("Navigation");
  return (
    <button
      type="button"
      data-theme-toggle=""
      className={clsx(
        "inline-flex size-10 items-center justify-center rounded-md transition-colors hover:bg-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        className,
      )}
      aria-label={t("theme")}
    >
      <Icon node={Sun} aria-hidden className="size-5 dark:hidden" />
      <Icon node={Moon} aria-hidden className="hidden size-5 dark:block" />
    </button>
  );
}
