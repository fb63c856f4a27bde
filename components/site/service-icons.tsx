import { Clapperboard, Code, type LucideIcon, Megaphone, Palette } from "lucide-react";
import type { ServiceCategoryId } from "@/lib/services/types";

/** The icon of each service family. */
export const CATEGORY_ICONS: Record<ServiceCategoryId, LucideIcon> = {
  uxui: Palette,
  audiovisual: Clapperboard,
  development: Code,
  digital: Megaphone,
};
