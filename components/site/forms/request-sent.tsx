import { CircleCheck } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { ReactNode } from "react";

/** What replaces a quote or project request form once it is sent (spec: 'Demande envoyée avec succès !'). */
export function RequestSent({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <Icon node={CircleCheck} aria-hidden className="size-14 text-primary" />
      <p className="text-xl font-semibold">Demande envoyée avec succès !</p>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}

/** Spec section 9: the quote success screen closes, and /start-project sends the visitor home, after 3 seconds. */
export const AFTER_SENT_DELAY_MS = 3000;
