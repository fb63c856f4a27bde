"use client";

import { Loader2Icon } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useTransition } from "react";
import { FilterSelect } from "@/components/admin/filter-select";
import { DEFAULT_STATS_PERIOD, STATS_PERIOD_LABELS, STATS_PERIODS, type StatsPeriod } from "@/lib/visits/period";

const PERIOD_OPTIONS = STATS_PERIODS.map((value) => ({ value, label: STATS_PERIOD_LABELS[value] }));

/** The Performance panel's period (7, 30, 90 days or all time), kept in the address (?period=). */
export function PeriodSelect({ period }: { period: StatsPeriod }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex items-center gap-2">
      {pending && <Loader2Icon className="size-4 animate-spin text-muted-foreground" aria-label="Chargement" />}
      <FilterSelect
        label="Période des statistiques"
        value={period}
        options={PERIOD_OPTIONS}
        onChange={(next) =>
          startTransition(() =>
            router.replace(next === DEFAULT_STATS_PERIOD ? pathname : `${pathname}?period=${next}`, { scroll: false }),
          )
        }
        className="w-48"
      />
    </div>
  );
}
