"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import type { DailyVisits } from "@/lib/dashboard/rules";

// recharts measures the DOM: it is loaded in the browser only, in its own chunk, after the page is shown.
const DailyVisitsChart = dynamic(() => import("@/components/admin/dashboard/daily-visits-chart"), {
  ssr: false,
  loading: () => <Skeleton className="h-[260px] w-full" />,
});

export function DailyVisitsFigure({ days }: { days: DailyVisits[] }) {
  return (
    <figure data-testid="daily-visits-chart">
      <DailyVisitsChart days={days} />
      <figcaption className="sr-only">
        Visites par jour du {days[0]?.date} au {days.at(-1)?.date} : {days.reduce((sum, day) => sum + day.visits, 0)}{" "}
        visites.
      </figcaption>
    </figure>
  );
}
