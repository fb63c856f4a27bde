"use client";

import { Loader2Icon } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useTransition } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { DEFAULT_STATS_PERIOD, STATS_PERIOD_LABELS, STATS_PERIODS, type StatsPeriod } from "@/lib/visits/period";

/** The Performance panel's period (7, 30, 90 days or all time), kept in the address (?period=). */
export function PeriodSelect({ period }: { period: StatsPeriod }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex items-center gap-2">
      {pending && <Loader2Icon className="size-4 animate-spin text-muted-foreground" aria-label="Chargement" />}
      <Select
        value={period}
        onValueChange={(next) => startTransition(() => router.replace(next === DEFAULT_STATS_PERIOD ? pathname : `${pathname}?period=${next}`, { scroll: false }))}
      >
        <SelectTrigger className="w-48" aria-label="Période des statistiques">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STATS_PERIODS.map((value) => (
            <SelectItem key={value} value={value}>
              {STATS_PERIOD_LABELS[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
