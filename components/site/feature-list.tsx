import { CheckCircle2 } from "lucide";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** What a service includes, each line ticked. */
export function FeatureList({ features, className }: { features: string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2", className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Icon node={CheckCircle2} aria-hidden className="size-4 shrink-0 translate-y-0.5 text-primary" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
