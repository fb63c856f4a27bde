"use client";

import { NEEDS_SCRIPTS } from "@/lib/hydration";
import { RotateCw } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";

/** 'Réessayer': reloads the page, or does what `onRetry` says (an error boundary renders its page again). */
export function RetryButton({ onRetry, size }: { onRetry?: () => void; size?: "lg" }) {
  return (
    <button
      type="button"
      data-slot="button"
      className={buttonVariants({ variant: "outline", size })}
      onClick={onRetry ?? (() => window.location.reload())}
      {...NEEDS_SCRIPTS}
    >
      <RotateCw aria-hidden />
      Réessayer
    </button>
  );
}
