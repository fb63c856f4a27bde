"use client";

import { RotateCw } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useNeedsScripts } from "./use-needs-scripts";

/** 'Réessayer': reloads the page, or does what `onRetry` says (an error boundary renders its page again). */
export function RetryButton({ label, onRetry, size }: { label: string; onRetry?: () => void; size?: "lg" }) {
  const needsScripts = useNeedsScripts<HTMLButtonElement>();
  return (
    <button
      type="button"
      data-slot="button"
      className={buttonVariants({ variant: "outline", size })}
      onClick={onRetry ?? (() => window.location.reload())}
      {...needsScripts}
    >
      <RotateCw aria-hidden />
      {label}
    </button>
  );
}
