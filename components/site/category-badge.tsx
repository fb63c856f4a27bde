import { Badge } from "@/components/ui/badge";
import type { CATEGORY_COLOR_COUNT } from "@/lib/blog/rules";
import { cn } from "@/lib/utils";

// The five category colours (categoryColorOf), each with text dark or light enough for AA contrast on its own
// background in both themes. Written out whole so that Tailwind generates them.
const CATEGORY_COLORS = [
  "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200",
  "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200",
] as const satisfies readonly string[] & { length: typeof CATEGORY_COLOR_COUNT };

/** An article's category, in the colour of that category wherever it appears. */
export function CategoryBadge({ name, color, className }: { name: string; color: number; className?: string }) {
  return (
    <Badge data-color={color} className={cn("border-transparent", CATEGORY_COLORS[color], className)}>
      {name}
    </Badge>
  );
}
