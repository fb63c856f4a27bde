import { CheckCircle2 } from "lucide-react";
import { cn } from "@/lib/utils";

/** What a service includes, each line ticked. */
export function FeatureList({ features, className }: { features: string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2", className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <CheckCircle2 aria-hidden className="size-4 shrink-0 translate-y-0.5 text-primary" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
