import {
  Camera, ChartLine, Clapperboard, Cloud, Code, Component, Database, Drone, FileText, Globe, LayoutTemplate, type LucideIcon, Megaphone,
  MessageCircle, Mic, Monitor, MousePointerClick, Network, Palette, Plug, Search, Server, ShieldCheck, Smartphone, UserSearch, WandSparkles,
  Workflow,
} from "lucide-react";
import type { ServiceCategoryId } from "@/lib/services/types";

/** The icon of each service family. */
export const CATEGORY_ICONS: Record<ServiceCategoryId, LucideIcon> = {
  uxui: Palette,
  audiovisual: Clapperboard,
  development: Code,
  digital: Megaphone,
};

/** The icons the service cards name (lib/services/catalog.ts). */
const SERVICE_ICONS: Record<string, LucideIcon> = {
  Camera, ChartLine, Clapperboard, Cloud, Component, Database, Drone, FileText, Globe, LayoutTemplate, Megaphone, MessageCircle, Mic, Monitor,
  MousePointerClick, Network, Palette, Plug, Search, Server, ShieldCheck, Smartphone, UserSearch, WandSparkles, Workflow,
};

export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const Icon = SERVICE_ICONS[name] ?? Globe;
  return <Icon aria-hidden className={className} />;
}
