import { CalendarClockIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { scheduledForLabel } from "@/lib/scheduling/rules";

/** A draft's publication time in the lists: 'Programmé pour le …'. */
export function ScheduledBadge({ scheduledAt }: { scheduledAt: string }) {
  return (
    <Badge variant="info">
      <CalendarClockIcon aria-hidden />
      {scheduledForLabel(scheduledAt)}
    </Badge>
  );
}
