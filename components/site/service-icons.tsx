import type { IconNode } from "lucide";
import { Clapperboard, Code, Megaphone, Palette } from "lucide";
import type { ServiceCategoryId } from "@/lib/services/types";

/** The icon of each service family. */
export const CATEGORY_ICONS: Record<ServiceCategoryId, IconNode> = {
  uxui: Palette,
  audiovisual: Clapperboard,
  development: Code,
  digital: Megaphone,
};
