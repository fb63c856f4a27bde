import { getTranslations } from "@/lib/i18n/server";
import type { SiteSettingsView } from "@/lib/settings/defaults";
import { cn } from "@/lib/utils";

export type HeadlineFigures = Pick<SiteSettingsView, "statProjects" | "statExperts" | "statYears" | "statSatisfaction">;

/** The agency's headline figures (150+ projects, 30+ experts, 10+ years, 98% satisfied clients), from the settings. */
export async function StatsGrid({ figures, className }: { figures: HeadlineFigures; className?: string }) {
  const t = await getTranslations("Stats");
  const stats = [
    { value: figures.statProjects, label: t("projects") },
    { value: figures.statExperts, label: t("experts") },
    { value: figures.statYears, label: t("years") },
    { value: figures.statSatisfaction, label: t("satisfaction") },
  ];
  return (
    <dl className={cn("grid grid-cols-2 gap-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm"
        >
          <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="text-3xl font-bold text-primary sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
