"use client";

import { RotateCw } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";

/** 'Réessayer': reloads the page. */
export function RetryButton() {
  return (
    <button
      type="button"
      data-slot="button"
      className={buttonVariants({ variant: "outline" })}
      onClick={() => window.location.reload()}
    >
      <RotateCw aria-hidden />
      Réessayer
    </button>
  );
}
